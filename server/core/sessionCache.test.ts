import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/server/harness";
import { createUser } from "../../test/server/factories";
import { hashToken } from "./session";
import { createSessionCache } from "./sessionCache";

// The cache's rules do not depend on the engine: the embedded one is enough here.
describe("session cache", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());

  /** The statements `find` sent, and what it answered. */
  const find = async (cache: ReturnType<typeof createSessionCache>, token: string) => {
    const { result, queries } = await t.countQueries(() => cache.find(token));
    return { viewerId: result?.id ?? null, statements: queries.length };
  };

  it("serves a viewer from memory, but never past its session's own expiry", async () => {
    const { user, token } = await createUser(t.db.prisma);
    // Long enough for the two reads below on a loaded 2-core machine (400 ms was not, under CI).
    const expiresAt = new Date(Date.now() + 2_000);
    await t.db.prisma.session.updateMany({ where: { tokenHash: hashToken(token) }, data: { expiresAt } });
    const cache = createSessionCache(t.db.prisma, 60_000);
    expect(await find(cache, token)).toEqual({ viewerId: user.id, statements: 1 });
    expect(await find(cache, token)).toEqual({ viewerId: user.id, statements: 0 });
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 20));
    expect(await find(cache, token)).toEqual({ viewerId: null, statements: 1 });
  });

  it("drops the viewers a session or user write names, all on one it cannot name, and keeps them on other writes", async () => {
    const { user, token } = await createUser(t.db.prisma);
    const cache = createSessionCache(t.db.prisma, 60_000);
    await find(cache, token);
    cache.invalidateOn(new Set(["Card", "Review", "Card:1"]));
    expect(await find(cache, token)).toEqual({ viewerId: user.id, statements: 0 });
    cache.invalidateOn(new Set(["User", `User:${user.id + 1000}`]));
    expect(await find(cache, token)).toEqual({ viewerId: user.id, statements: 0 });
    cache.invalidateOn(new Set(["User", `User:${user.id}`]));
    expect(await find(cache, token)).toEqual({ viewerId: user.id, statements: 1 });
    cache.invalidateOn(new Set(["Session", "Session:*"]));
    expect(await find(cache, token)).toEqual({ viewerId: user.id, statements: 1 });
  });

  it("does not keep a viewer read while a session write was under way", async () => {
    const { user, token } = await createUser(t.db.prisma);
    const cache = createSessionCache(t.db.prisma, 60_000);
    const reading = cache.find(token);
    cache.invalidateOn(new Set(["Session"]));
    expect((await reading)?.id).toBe(user.id);
    expect(await find(cache, token)).toEqual({ viewerId: user.id, statements: 1 });
  });
});
