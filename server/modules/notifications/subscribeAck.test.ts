import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";
import { openRedis, type RedisClients } from "../../platform/redis";
import { createEventBus, type EventBus } from "../../platform/pubsub";
import { notificationStream } from "./notificationStream";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe.each(BACKENDS)("a notification stream going live on Redis (%s)", (backend) => {
  let t: TestApp;
  let redis: RedisClients;
  let bus: EventBus;
  /** SUBSCRIBE commands held back until the test lets them through, as a slow Redis round trip would. */
  let held: (() => void)[] = [];
  beforeAll(async () => {
    t = await startTestApp(backend);
    redis = await openRedis(REDIS_URL, { optional: false, connectTimeoutMs: 5000 });
    const subscribe = redis.subscribe.subscribe.bind(redis.subscribe);
    redis.subscribe.subscribe = ((...topics: string[]) =>
      new Promise<void>((resolve) => held.push(resolve)).then(() => subscribe(...topics))) as typeof redis.subscribe.subscribe;
    bus = createEventBus(redis);
  });
  afterAll(async () => {
    await redis.close();
    await t.close();
  });

  it.each([
    ["resuming after the last id seen", true],
    ["starting from now", false],
  ])("%s, misses no notification stored and published while its SUBSCRIBE is in flight", async (_name, resume) => {
    const me = await createUser(t.db.prisma);
    const seen = await t.db.prisma.notification.create({ data: { userId: me.user.id, type: "post_comment", message: "본 알림" } });
    held = [];
    const stream = notificationStream({ prisma: t.db.prisma, pubsub: bus.pubsub, services: { events: bus } }, me.user.id, resume ? seen.id : undefined);
    const iterator = stream[Symbol.asyncIterator]();
    const received = iterator.next();
    await expect.poll(() => held.length).toBe(1);
    // Time for a stream that did not wait for the acknowledgement to read its (empty) backlog.
    await sleep(300);
    const row = await t.db.prisma.notification.create({ data: { userId: me.user.id, type: "post_comment", message: "그 사이 알림" } });
    bus.pubsub.publish("notification:created", me.user.id, { notificationId: row.id });
    for (const release of held) release();
    const first = await Promise.race([received, sleep(3000).then(() => "nothing within 3 s")]);
    expect(first).toEqual({ done: false, value: { notificationId: row.id } });
    await iterator.return?.();
  });
});
