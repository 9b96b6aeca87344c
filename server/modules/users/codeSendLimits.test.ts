import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type Backend, type TestApp } from "../../../test/server/harness";
import { browser, codeIn, createMember, latestMail } from "../../../test/server/accounts";
import { AUTH_LIMITS, LIMIT_MESSAGES, limitSource } from "./limits";

/** A database index of its own, so this suite's counters never meet another suite's. */
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379"}/10`;
const SENDS = AUTH_LIMITS.codeSendPair.limit;

describe("the source a code-send limit counts", () => {
  it("is an IPv4 address as is and an IPv6 address by its /64", () => {
    expect(limitSource("198.51.100.7")).toBe("198.51.100.7");
    expect(limitSource("2001:db8:1:2::1")).toBe(limitSource("2001:0db8:0001:0002:ffff:1:2:3"));
    expect(limitSource("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(limitSource("2001:db8:1:3::1")).not.toBe(limitSource("2001:db8:1:2::1"));
    expect(limitSource("::1")).toBe("0:0:0:0::/64");
    expect(limitSource("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});

describe.each<[Backend, string]>([
  ["pglite", "the in-memory store"],
  ["postgres", "the Redis store"],
])("verification-code send limits on %s with %s", (backend, store) => {
  let t: TestApp;
  beforeAll(async () => {
    if (store === "the Redis store") {
      const redis = new Redis(REDIS_URL);
      await redis.flushdb();
      redis.disconnect();
    }
    t = await startTestApp(backend, { DEV_MAILBOX: "1", TRUST_PROXY: "1", ...(store === "the Redis store" ? { REDIS_URL } : {}) });
  });
  afterAll(() => t.close());

  /** One source spends its whole budget for an address: a sign-up, then resends until refused ("sent" or the refusal's status). */
  const spend = async (email: string, ip: string) => {
    const as = browser(t, ip);
    const statuses = [(await as("/api/auth/send-verification", { email, nickname: "공격자", password: "attacker-pass-1" })).status];
    for (let i = 0; i < SENDS; i++) statuses.push((await as("/api/auth/resend-verification", { email })).status);
    return statuses.map((status) => (status < 300 ? "sent" : status));
  };
  const mails = async (to: string) => {
    await t.app.services.background.drain();
    return t.db.prisma.mailMessage.count({ where: { to } });
  };

  it("an attacker who spends every send for the victim's address from a few sources cannot keep a code from the victim", async () => {
    const email = `victim-${backend}@example.com`;
    for (const ip of ["198.51.100.7", "198.51.100.8", "2001:db8:66:1::1"]) {
      expect(await spend(email, ip)).toEqual([...Array<string>(SENDS).fill("sent"), 429]);
    }
    // A new attempt from a spent source, or from another address in the same IPv6 /64, is refused too.
    const again = await browser(t, "2001:db8:66:1::2")("/api/auth/send-verification", { email, nickname: "공격자", password: "attacker-pass-1" });
    expect(again).toEqual({ status: 429, body: { message: LIMIT_MESSAGES.codeSend } });

    const victim = browser(t, "203.0.113.9");
    expect((await victim("/api/auth/send-verification", { email, nickname: "주인", password: "victim-pass-1" })).status).toBeLessThan(300);
    const done = await victim("/api/auth/verify-registration", { email, code: codeIn(await latestMail(t, email)) });
    expect(done).toMatchObject({ status: 200, body: { user: { nickname: "주인" } } });
  });

  it("bounds what one address receives: the distinct sources an hour, each with its own sends", async () => {
    const email = `bombed-${backend}@example.com`;
    const sources = AUTH_LIMITS.codeSendSources.limit;
    for (let s = 0; s < sources; s++) expect((await spend(email, `192.0.2.${s + 1}`)).filter((status) => status === "sent")).toHaveLength(SENDS);
    const newcomer = await browser(t, "192.0.2.200")("/api/auth/send-verification", { email, nickname: "새손님", password: "newcomer-pass-1" });
    expect(newcomer).toEqual({ status: 429, body: { message: LIMIT_MESSAGES.codeSend } });
    expect(await mails(email)).toBe(sources * SENDS);
  });

  it("a stranger's password-reset requests never stop the owner's own reset from another source", async () => {
    const { user } = await createMember(t, "owner-pass-1");
    const stranger = browser(t, "198.51.100.50");
    const tries = [];
    for (let i = 0; i <= AUTH_LIMITS.resetPair.limit; i++) tries.push((await stranger("/api/auth/forgot-password", { email: user.email })).status);
    expect(tries).toEqual([...Array<number>(AUTH_LIMITS.resetPair.limit).fill(200), 429]);
    const before = await mails(user.email);
    expect((await browser(t, "203.0.113.50")("/api/auth/forgot-password", { email: user.email })).status).toBe(200);
    expect(await mails(user.email)).toBe(before + 1);
  });
});
