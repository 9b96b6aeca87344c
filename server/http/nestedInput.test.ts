import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { logger } from "../platform/logger";

const DEEP = "[".repeat(8000) + "]".repeat(8000);
const TOO_DEEP = "입력값이 너무 깊게 중첩되어 있습니다. 64단계 이하로 보내주세요.";
const TOO_MANY = "입력값의 항목이 너무 많습니다. 10,000개 이하로 보내주세요.";
const BAD_ID = "ID가 올바르지 않습니다.";
const json = { "content-type": "application/json" };

describe.each(BACKENDS)("nested, oversized and malformed input on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const timed = async (path: string, init?: RequestInit) => {
    const started = performance.now();
    const response = await fetch(t.url + path, init);
    const body = await response.json();
    return { status: response.status, body, ms: performance.now() - started };
  };

  it("refuses an 8,000-deep body with a 400 and a Korean message, fast, on REST and GraphQL", async () => {
    // The unbounded walk took 2.5–8 s per body; the bound is loose for a busy shared machine.
    const FAST_MS = 3000;
    await timed("/api/auth/login", { method: "POST", headers: json, body: "{}" });
    const rest = await timed("/api/auth/login", { method: "POST", headers: json, body: `{"username":${DEEP},"password":"x"}` });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(TOO_DEEP);
    for (const body of [
      `{"query":"query ($id: ID!) { node(id: $id) { id } }","variables":{"id":${DEEP}}}`,
      `{"query":"{ __typename }","variables":{"unused":${DEEP}}}`,
      `{"query":"{ __typename }","extensions":{"x":${DEEP}}}`,
    ]) {
      const gql = await timed("/graphql", { method: "POST", headers: json, body });
      expect(gql.status).toBe(400);
      expect(gql.body.errors[0]).toMatchObject({ message: TOO_DEEP, extensions: { code: "ValidationError" } });
      expect(gql.ms).toBeLessThan(FAST_MS);
    }
    expect(rest.ms).toBeLessThan(FAST_MS);
  });

  it("refuses more values than the bound, and keeps accepting ordinary nesting", async () => {
    const wide = await timed("/api/auth/login", { method: "POST", headers: json, body: JSON.stringify({ username: Array(20_000).fill(0) }) });
    expect(wide).toMatchObject({ status: 400, body: { message: TOO_MANY } });
    const nested = JSON.parse("[".repeat(60) + "]".repeat(60)) as unknown;
    const fine = await timed("/api/auth/login", { method: "POST", headers: json, body: JSON.stringify({ username: "nobody", password: "wrong-password", extra: nested }) });
    expect(fine.status).not.toBe(400);
  });

  it("answers malformed JSON in GET variables or extensions with a ValidationError, not an unexpected error", async () => {
    for (const query of ["variables=%7Bnope", "extensions=%7Bnope", "extensions=%FF", "variables=%7B%22a%22%3A"]) {
      const response = await timed(`/graphql?query=%7B__typename%7D&${query}`, { headers: { accept: "application/json" } });
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0].extensions.code).toBe("ValidationError");
    }
  });

  it("answers ids past int4 or 2^53, negative, fractional or of the wrong type with a ValidationError; REST with 404", async () => {
    const card = `query ($id: ID!) { card(id: $id) { name } }`;
    for (const id of ["9007199254740993", "2147483648", "-1", "1.5", "0", "1e3"]) {
      const result = await t.gql(card, { id: encodeGlobalID("Card", id) });
      expect(result.errors?.[0], id).toMatchObject({ message: BAD_ID, extensions: { code: "ValidationError" } });
      const node = await t.gql(`query ($id: ID!) { node(id: $id) { id } }`, { id: encodeGlobalID("Card", id) });
      expect(node.errors?.[0], id).toMatchObject({ message: BAD_ID, extensions: { code: "ValidationError" } });
    }
    const wrongType = await t.gql(`mutation ($id: ID!) { deleteReviewReply(id: $id) { __typename } }`, { id: encodeGlobalID("Card", 1) });
    expect(wrongType.errors?.[0]).toMatchObject({ message: BAD_ID, extensions: { code: "ValidationError" } });
    for (const path of ["/api/cards/9007199254740993", "/api/cards/abc", "/api/posts/abc", "/api/cards/1e3"]) {
      expect((await timed(path)).status, path).toBe(404);
    }
  });
});

describe("a client's mistake in the log", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { NODE_ENV: "development" });
  });
  afterAll(() => t.close());

  it("is an info line without a stack, not an error", async () => {
    const error = vi.spyOn(logger, "error");
    const info = vi.spyOn(logger, "info");
    try {
      for (const id of [encodeGlobalID("Post", 0), encodeGlobalID("Card", "abc"), "garbage"]) {
        const response = await fetch(`${t.url}/graphql`, { method: "POST", headers: json, body: JSON.stringify({ query: `query ($id: ID!) { post(id: $id) { id } }`, variables: { id } }) });
        expect((await response.json()).errors[0].extensions.code).toBe("ValidationError");
      }
      await (await fetch(`${t.url}/api/posts/abc`)).text();
      await (await fetch(`${t.url}/graphql?query=%7B__typename%7D&variables=%7Bnope`)).text();
      expect(error).not.toHaveBeenCalled();
      expect(info.mock.calls.filter(([, message]) => message === "graphql: client error").length).toBeGreaterThanOrEqual(3);
    } finally {
      error.mockRestore();
      info.mockRestore();
    }
  });
});
