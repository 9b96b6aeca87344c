import path from "node:path";
import os from "node:os";
import fs from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { buildApp, type App } from "../app";
import { startTestApp, type TestApp } from "../../test/server/harness";
import { createCards, createUser } from "../../test/server/factories";
import { payload } from "../../test/server/reviewsKit";
import { checkEveryPublicWrite } from "../../test/server/publicWrites";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Polls `read` until `done` holds (at most 3 s): events cross instances over Redis in milliseconds. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 3000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("caches of two instances on one PostgreSQL and Redis", () => {
  let a: TestApp;
  let b: App;
  let bUrl: string;
  let dataDir: string;
  let alice: Awaited<ReturnType<typeof createUser>>;
  let cardId: number;

  beforeAll(async () => {
    a = await startTestApp("postgres", { REDIS_URL });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcm-cache-"));
    b = await buildApp(parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: a.databaseUrl!, REDIS_URL, SEED: "none" }));
    bUrl = await b.start(0, "127.0.0.1");
    alice = await createUser(a.db.prisma);
    [{ id: cardId }] = await createCards(a.db.prisma, 1);
  });
  afterAll(async () => {
    await b.stop();
    await a.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (base: string, route: string, token?: string) => {
    const res = await fetch(`${base}${route}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, cache: res.headers.get("x-response-cache"), body: await res.json() };
  };

  it("every kind of public write on one instance drops the other's cached answers it changes", async () => {
    const [bob, admin] = [await createUser(a.db.prisma), await createUser(a.db.prisma, { isAdmin: true })];
    const [{ id: otherCard }] = await createCards(a.db.prisma, 1);
    await checkEveryPublicWrite({
      db: a.db.prisma, writer: a.url, reader: bUrl, users: { alice, bob, admin }, cardId: otherCard,
      settle: (read, before) => eventually(read, (after) => !isDeepStrictEqual(after, before)),
    });
  });

  it("a write on one instance drops the other's cached anonymous answers", async () => {
    expect((await get(bUrl, `/api/cards/${cardId}`)).body.reviewCount).toBe(0);
    expect((await get(bUrl, `/api/cards/${cardId}`)).cache).toBe("hit");
    const created = await fetch(`${a.url}/api/reviews`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${alice.token}` },
      body: JSON.stringify({ cardId, ...payload() }),
    });
    expect(created.status).toBe(200);
    const after = await eventually(() => get(bUrl, `/api/cards/${cardId}`), (r) => r.body.reviewCount === 1);
    expect(after.body.reviewCount).toBe(1);
  });

  it("a sign-out on one instance ends the session on the other, which had it cached", async () => {
    expect((await get(bUrl, "/api/auth/me", alice.token)).status).toBe(200);
    expect((await get(bUrl, "/api/auth/me", alice.token)).status).toBe(200);
    const out = await fetch(`${a.url}/api/auth/logout`, { method: "POST", headers: { authorization: `Bearer ${alice.token}` } });
    expect(out.status).toBe(200);
    expect((await get(a.url, "/api/auth/me", alice.token)).status).toBe(401);
    const after = await eventually(() => get(bUrl, "/api/auth/me", alice.token), (r) => r.status === 401);
    expect(after.status).toBe(401);
  });
});
