import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type Backend, type TestApp } from "../../../test/server/harness";
import { createMember } from "../../../test/server/accounts";
import { AUTH_LIMITS, LIMIT_MESSAGES } from "./limits";

/** A database index of its own, so this suite's counters never meet another suite's user ids. */
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379"}/9`;

describe.each<[Backend, string]>([
  ["pglite", "the in-memory store"],
  ["postgres", "the Redis store"],
])("login throttling on %s with %s", (backend, store) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    if (store === "the Redis store") {
      const redis = new Redis(REDIS_URL);
      await redis.flushdb();
      redis.disconnect();
    }
    t = await startTestApp(backend, { TRUST_PROXY: "1", ...(store === "the Redis store" ? { REDIS_URL } : {}) });
  });
  afterAll(() => t.close());

  /** One login over HTTP from a client address (the trusted proxy's X-Forwarded-For entry). */
  const login = async (username: string, password: string, ip: string) => {
    const r = await fetch(`${t.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ username, password }),
    });
    return { status: r.status, body: (await r.json()) as { message?: string } };
  };
  const member = async () => {
    n += 1;
    const { user, password } = await createMember(t, `owner-pass-${n}`);
    return { username: user.username, password };
  };

  it("1,000 failures from one address throttle that address (429) and never stop the owner elsewhere", async () => {
    const owner = await member();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const { status } = await login(owner.username, "wrong-guess", "198.51.100.66");
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    // Ten real guesses; the other 990 are refused before any password is checked.
    expect(Object.fromEntries(statuses)).toEqual({ 401: AUTH_LIMITS.loginPair.limit, 429: 1000 - AUTH_LIMITS.loginPair.limit });
    expect(await login(owner.username, owner.password, "198.51.100.66")).toEqual({ status: 429, body: { message: LIMIT_MESSAGES.login } });
    expect((await login(owner.username, owner.password, "203.0.113.7")).status).toBe(200);
  });

  it("bounds guesses from many addresses to the account's hourly budget, and the owner's known address still signs in", async () => {
    const owner = await member();
    expect((await login(owner.username, owner.password, "203.0.113.8")).status).toBe(200);
    let checked = 0; // answers 401: a password was actually tried
    for (let a = 0; a < 30; a++) {
      const ip = `192.0.2.${a + 1}`;
      for (let i = 0; i < AUTH_LIMITS.loginPair.limit; i++) if ((await login(owner.username, `guess-${a}-${i}`, ip)).status === 401) checked += 1;
    }
    // 300 attempts from 30 addresses: the owner's own login used 1 of the 100 per hour.
    expect(checked).toBe(AUTH_LIMITS.loginAccount.limit - 1);
    expect(await login(owner.username, owner.password, "192.0.2.200")).toEqual({ status: 429, body: { message: LIMIT_MESSAGES.login } });
    expect((await login(owner.username, owner.password, "203.0.113.8")).status).toBe(200);
  });
});
