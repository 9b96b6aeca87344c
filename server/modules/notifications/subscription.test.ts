import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "graphql-ws";
import { Redis } from "ioredis";
import WebSocket from "ws";
import { parseConfig } from "../../config";
import { buildApp, type App } from "../../app";
import { startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const SUBSCRIPTION = `subscription { notificationReceived { databaseId message isRead link } }`;

function wsClient(url: string, token?: string): Client {
  return createClient({
    url: url.replace(/^http/, "ws") + "/graphql",
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : undefined,
    retryAttempts: 0,
    lazy: true,
  });
}

/** Resolves with the first event, or rejects with the close event / error. */
function firstEvent(client: Client, query: string) {
  return new Promise<unknown>((resolve, reject) => {
    const stop = client.subscribe({ query }, {
      next: (value) => {
        resolve(value);
        stop();
      },
      error: reject,
      complete: () => reject(new Error("completed without an event")),
    });
  });
}

describe("notificationReceived across two server instances on one Redis and PostgreSQL", () => {
  let a: TestApp;
  let b: App;
  let bUrl: string;
  let redis: Redis;

  /** Resolves once a server instance listens on the user's notification channel in Redis. */
  const subscribed = (userId: number) =>
    expect
      .poll(async () => {
        const [, count] = (await redis.pubsub("NUMSUB", `notification:created:${userId}`)) as [string, number];
        return count;
      }, { timeout: 10_000, interval: 20 })
      .toBeGreaterThan(0);

  beforeAll(async () => {
    a = await startTestApp("postgres", { REDIS_URL });
    b = await buildApp(parseConfig({ NODE_ENV: "test", DATABASE_URL: a.databaseUrl, REDIS_URL, SEED: "none" }));
    bUrl = await b.start(0, "127.0.0.1");
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    redis.disconnect();
    await b.stop();
    await a.close();
  });

  it("delivers an event published on instance B to a subscriber on instance A", async () => {
    const { user, token } = await createUser(a.db.prisma);
    const client = wsClient(a.url, token);
    const received = firstEvent(client, SUBSCRIPTION);
    // Wait until A's subscription is registered with Redis before B publishes.
    await subscribed(user.id);

    const n = await b.services.database.prisma.notification.create({
      data: { userId: user.id, type: "review_reply", message: "새 답글이 달렸습니다", cardId: 7 },
    });
    b.services.events.pubsub.publish("notification:created", user.id, { notificationId: n.id });

    expect(await received).toEqual({
      data: { notificationReceived: { databaseId: n.id, message: "새 답글이 달렸습니다", isRead: false, link: "/cards/7?tab=reviews" } },
    });
    await client.dispose();
    expect(bUrl).toMatch(/^http:/);
  });

  it("never delivers another user's notification", async () => {
    const me = await createUser(a.db.prisma);
    const other = await createUser(a.db.prisma);
    const client = wsClient(a.url, me.token);
    const events: unknown[] = [];
    let markerSeen: () => void = () => {};
    const marker = new Promise<void>((resolve) => (markerSeen = resolve));
    const stop = client.subscribe({ query: SUBSCRIPTION }, {
      next: (v) => {
        events.push(v);
        if (JSON.stringify(v).includes("내 알림")) markerSeen();
      },
      error: () => {},
      complete: () => {},
    });
    await subscribed(me.user.id);
    const n = await a.db.prisma.notification.create({ data: { userId: other.user.id, type: "post_comment", message: "남의 알림" } });
    b.services.events.pubsub.publish("notification:created", other.user.id, { notificationId: n.id });
    // Same id published on my topic must still not leak the other user's row.
    b.services.events.pubsub.publish("notification:created", me.user.id, { notificationId: n.id });
    // My own notification, published last on my channel, arrives after anything published before it.
    const mine = await a.db.prisma.notification.create({ data: { userId: me.user.id, type: "post_comment", message: "내 알림" } });
    b.services.events.pubsub.publish("notification:created", me.user.id, { notificationId: mine.id });
    await marker;
    expect(events.filter((e) => (e as { data?: unknown }).data)).toEqual([
      { data: { notificationReceived: { databaseId: mine.id, message: "내 알림", isRead: false, link: expect.any(String) } } },
    ]);
    stop();
    await client.dispose();
  });

  it("closes the socket with 4403 when the token is invalid or revoked", async () => {
    const client = wsClient(a.url, "revoked-or-made-up");
    await expect(firstEvent(client, SUBSCRIPTION)).rejects.toMatchObject({ code: 4403 });
    await client.dispose();
  });

  it("refuses a visitor's subscription with the login message", async () => {
    const client = wsClient(a.url);
    expect(await firstEvent(client, SUBSCRIPTION)).toMatchObject({
      errors: [{ message: "로그인이 필요합니다.", extensions: { code: "UnauthorizedError" } }],
    });
    await client.dispose();
  });
});
