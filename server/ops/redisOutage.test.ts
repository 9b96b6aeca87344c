import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "graphql-ws";
import { Redis } from "ioredis";
import WebSocket from "ws";
import { openDatabase, type Database } from "../platform/db";
import { hashPassword } from "../modules/users/password";
import { createCards, createUser } from "../../test/server/factories";
import { createScratchDatabase, killServer, spawnServer, type LogLine, type ServerProcess } from "../../test/server/processes";
import { freePort, startRedis } from "../../test/server/redisServer";

const SUBSCRIPTION = `subscription { notificationReceived { databaseId } }`;
const CREATE_REVIEW = `mutation ($cardId: ID!, $input: ReviewInput!) { createReview(cardId: $cardId, input: $input) { __typename ... on MutationCreateReviewSuccess { data { review { databaseId } } } } }`;
const REVIEW_INPUT = { formation: "4-3-3 홀딩", paceRating: 8, shootingRating: 7, passingRating: 9, agilityRating: 6, defenseRating: 5, physicalRating: 10, positionBreak: null, reviewText: "좋은 카드" };

const unreachable = (l: LogLine) => /redis unreachable/.test(l.msg ?? "");
const reachable = (l: LogLine) => /redis reachable/.test(l.msg ?? "");

async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 50));
}

async function post(url: string, path: string, body: unknown, token?: string) {
  const res = await fetch(url + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("a Redis outage while two instances serve", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let db: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  let probe: Redis;

  beforeAll(async () => {
    redis = await startRedis();
    scratch = await createScratchDatabase();
    const env = { DATABASE_URL: scratch.url, REDIS_URL: redis.url, SEED: "none" };
    a = spawnServer(env);
    b = spawnServer(env);
    await Promise.all([a.ready, b.ready]);
    db = await openDatabase({ databaseUrl: scratch.url });
    probe = new Redis(redis.url, { lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: null });
    probe.on("error", () => {});
  });
  afterAll(async () => {
    probe.disconnect();
    await Promise.all([a, b].map(killServer));
    await db.close();
    await redis.stop();
    await scratch.drop();
  });

  it("keeps both processes serving writes and logins, and the subscriber catches up after recovery", { timeout: 120_000 }, async () => {
    const [aUrl, bUrl] = await Promise.all([a.ready, b.ready]);
    const alice = await createUser(db.prisma);
    const bob = await createUser(db.prisma);
    await db.prisma.user.update({ where: { id: bob.user.id }, data: { passwordHash: await hashPassword("bob-password-1") } });
    const [card] = await createCards(db.prisma, 1);
    const created = await fetch(`${aUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${alice.token}` },
      body: JSON.stringify({ query: CREATE_REVIEW, variables: { cardId: Buffer.from(`Card:${card.id}`).toString("base64"), input: REVIEW_INPUT } }),
    }).then((r) => r.json() as Promise<{ data: { createReview: { data: { review: { databaseId: number } } } } }>);
    const reviewId = created.data.createReview.data.review.databaseId;

    const received: number[] = [];
    const waiters: (() => void)[] = [];
    const client: Client = createClient({
      url: aUrl.replace(/^http/, "ws") + "/graphql",
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${alice.token}` },
      retryAttempts: 0,
    });
    client.subscribe<{ notificationReceived: { databaseId: number } }>({ query: SUBSCRIPTION }, {
      next: (v) => {
        if (v.data) received.push(v.data.notificationReceived.databaseId);
        for (const wake of waiters.splice(0)) wake();
      },
      error: () => {},
      complete: () => {},
    });
    const receivedAtLeast = (n: number) => until(async () => received.length >= n);
    const channel = `notification:created:${alice.user.id}`;
    await probe.connect();
    await until(async () => ((await probe.pubsub("NUMSUB", channel)) as [string, number])[1] > 0);

    // Baseline: a reply on B reaches the subscriber on A through Redis.
    expect((await post(bUrl, `/api/reviews/${reviewId}/replies`, { content: "첫 댓글" }, bob.token)).status).toBe(200);
    await receivedAtLeast(1);

    await redis.stop();
    await Promise.all([a.waitForLine(unreachable), b.waitForLine(unreachable)]);

    const ready = await fetch(`${aUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "degraded", checks: { database: "ok", migrations: "ok", redis: "down" } });

    // Writes that notify, a fresh subscription and a login, all while Redis is gone.
    const duringOutage = await post(bUrl, `/api/reviews/${reviewId}/replies`, { content: "장애 중 댓글" }, bob.token);
    expect(duringOutage.status).toBe(200);
    const second = createClient({ url: bUrl.replace(/^http/, "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${alice.token}` }, retryAttempts: 0 });
    second.subscribe({ query: SUBSCRIPTION }, { next: () => {}, error: () => {}, complete: () => {} });
    const login = await post(aUrl, "/api/auth/login", { username: bob.user.username, password: "bob-password-1" });
    expect(login.status).toBe(200);
    expect((await post(bUrl, `/api/reviews/${reviewId}/replies`, { content: "또 댓글" }, bob.token)).status).toBe(200);

    await redis.start();
    await Promise.all([a.waitForLine(reachable), b.waitForLine(reachable)]);
    // Both replies made during the outage reach the subscriber on A once the bus is back.
    await receivedAtLeast(3);
    const outageRows = await db.prisma.notification.findMany({ where: { userId: alice.user.id }, orderBy: { id: "asc" }, select: { id: true } });
    expect([...received].sort((x, y) => x - y)).toEqual(outageRows.map((r) => r.id));

    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
    for (const server of [a, b]) {
      expect(server.lines.filter(unreachable)).toHaveLength(1);
      expect(server.lines.filter((l) => l.level === 50)).toEqual([]);
      expect(server.stderr.join("")).toBe("");
    }
    await second.dispose();
    await client.dispose();
  });
});

describe("starting while Redis is unreachable", () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await killServer(server);
  });

  it("fails fast with one clear line unless REDIS_OPTIONAL is set", { timeout: 60_000 }, async () => {
    const deadUrl = `redis://127.0.0.1:${await freePort()}`;
    server = spawnServer({ DATABASE_URL: "memory://", SEED: "none", REDIS_URL: deadUrl, REDIS_CONNECT_TIMEOUT_MS: "1000" });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const fatal = server.lines.filter((l) => l.level === 60);
    expect(fatal).toHaveLength(1);
    expect(fatal[0].msg).toMatch(/^redis at redis:\/\/127\.0\.0\.1:\d+ is unreachable .*set REDIS_OPTIONAL=1/);
  });

  it("with REDIS_OPTIONAL=1 serves, logs the outage once, and logins work", { timeout: 60_000 }, async () => {
    const deadUrl = `redis://127.0.0.1:${await freePort()}`;
    server = spawnServer({ DATABASE_URL: "memory://", SEED: "none", REDIS_URL: deadUrl, REDIS_OPTIONAL: "1", REDIS_CONNECT_TIMEOUT_MS: "1000" });
    const url = await server.ready;
    // Eleven failed logins: the per-account limit (10) still holds on the instance's own counters.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post(url, "/api/auth/login", { username: "nobody", password: "wrong-password" })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(server.lines.filter(unreachable)).toHaveLength(1);
    expect(server.stderr.join("")).not.toMatch(/Unhandled error event|\n\s+at /);
    expect(server.child.exitCode).toBeNull();
  });
});
