import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIp } from "./clientIp";
import { startTestApp, type TestApp } from "../../test/server/harness";

describe("clientIp with a number of trusted proxy hops", () => {
  it("ignores X-Forwarded-For without trusted hops", () => {
    expect(clientIp("10.0.0.2", "198.51.100.7", 0)).toBe("10.0.0.2");
  });

  it("takes the address the trusted proxy saw, not what the client wrote on the left", () => {
    // Client 198.51.100.7 sent a forged header; nginx (10.0.0.2) appended the real peer.
    expect(clientIp("10.0.0.2", "1.2.3.4, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(clientIp("::ffff:10.0.0.2", ["1.2.3.4", "198.51.100.7"], 1)).toBe("198.51.100.7");
  });

  it("walks one entry per hop and stops at the leftmost when the chain is shorter", () => {
    // CDN (203.0.113.5) → nginx (10.0.0.2) → app: two hops.
    expect(clientIp("10.0.0.2", "6.6.6.6, 198.51.100.7, 203.0.113.5", 2)).toBe("198.51.100.7");
    expect(clientIp("10.0.0.2", "198.51.100.7", 5)).toBe("198.51.100.7");
    expect(clientIp("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
  });
});

describe("per-IP limits behind one trusted proxy (TRUST_PROXY=1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("cannot be bypassed by rotating the leftmost X-Forwarded-For entry", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${t.url}/api/auth/forgot-password`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${i}, 198.51.100.7` },
        body: JSON.stringify({ email: `nobody${i}@test.example` }),
      });
      statuses.push(res.status);
    }
    // resetIp allows 10 per hour from one address; the 11th and 12th are refused.
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("limits GraphQL by the same address, and another client behind the proxy keeps its own budget", async () => {
    const reset = async (client: string, i: number) => {
      const res = await fetch(`${t.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${i}, ${client}` },
        body: JSON.stringify({ query: `mutation ($email: String!) { requestPasswordReset(email: $email) { __typename } }`, variables: { email: `gql${i}@test.example` } }),
      });
      return ((await res.json()) as { data: { requestPasswordReset: { __typename: string } } }).data.requestPasswordReset.__typename;
    };
    const first: string[] = [];
    for (let i = 0; i < 12; i++) first.push(await reset("198.51.100.20", i));
    // No SMTP here: an allowed request answers MailUnavailableError, a refused one RateLimitedError.
    expect(first.slice(0, 10)).toEqual(Array(10).fill("MailUnavailableError"));
    expect(first.slice(10)).toEqual(["RateLimitedError", "RateLimitedError"]);
    expect(await reset("198.51.100.21", 99)).toBe("MailUnavailableError");
  });
});
