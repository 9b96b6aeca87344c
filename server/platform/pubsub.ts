import { createPubSub } from "graphql-yoga";
import type { RedisClients, RedisState } from "./redis";
import { createRedisEventTarget } from "./redisEventTarget";
import { logger } from "./logger";

/** Events that cross server instances. Payloads carry ids only; subscribers load fresh rows. */
type PubSubEvents = {
  /** A notification was written; `revision` (the batch's size) when a batched row changed again. */
  "notification:created": [userId: number, payload: { notificationId: number; revision?: number }];
  /** Sessions ended (logout, password change, reset, deletion): every instance closes their sockets. */
  "session:revoked": [payload: { sessionIds: number[] }];
  /** A media migration job moved on (another file done, finished, or taken over). */
  "migration:progress": [jobId: number, payload: { jobId: number }];
  /** Tables an instance wrote: every other instance drops cached copies of their rows. */
  "rows:written": [payload: { tags: string[]; origin: string }];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubEvents>>;

export interface EventBus {
  pubsub: PubSub;
  kind: "memory" | "redis";
  /** "down" while Redis is unreachable: events then reach only this instance's subscribers. */
  state(): RedisState;
  /** Failed publishes/subscribes since start (exported as a metric). */
  errors(): number;
  /**
   * Called when Redis comes back after an outage: events published meanwhile by other instances
   * were lost, so live streams reload what they may have missed.
   */
  onRecovered(listener: () => void): () => void;
  /**
   * Settles once this instance's subscription to a topic (as `pubsub.subscribe(routingKey, id)`
   * opened it) is live on Redis: from then on no event published to it can pass unseen. At once in
   * memory and while Redis is down (the replay on recovery covers that case).
   */
  subscribed(routingKey: keyof PubSubEvents, id?: number): Promise<void>;
  close(): Promise<void>;
}

/** How long a subscriber waits for Redis to acknowledge a SUBSCRIBE before going on without it. */
const SUBSCRIBE_ACK_WAIT_MS = 2000;

/** In-process by default; Redis pub/sub when configured so every instance sees every event. */
export function createEventBus(redis?: RedisClients): EventBus {
  if (!redis) {
    return { pubsub: createPubSub<PubSubEvents>(), kind: "memory", state: () => "up", errors: () => 0, onRecovered: () => () => {}, subscribed: async () => {}, close: async () => {} };
  }
  let errors = 0;
  let loggedThisOutage = false;
  const { eventTarget, subscribed } = createRedisEventTarget({
    publishClient: redis.publish,
    subscribeClient: redis.subscribe,
    onError(error, operation) {
      errors += 1;
      // The outage itself is logged by the Redis clients; one line per outage says events are affected.
      if (loggedThisOutage) return;
      loggedThisOutage = true;
      logger.warn({ operation, error: error instanceof Error ? error.message : String(error) }, "event bus: redis command failed; delivering to this instance only");
    },
  });
  const recovered = new Set<() => void>();
  redis.onStateChange((state) => {
    if (state !== "up") return;
    loggedThisOutage = false;
    for (const listener of recovered) listener();
  });
  return {
    pubsub: createPubSub<PubSubEvents>({ eventTarget }),
    kind: "redis",
    state: () => redis.state(),
    errors: () => errors,
    onRecovered(listener) {
      recovered.add(listener);
      return () => void recovered.delete(listener);
    },
    async subscribed(routingKey, id) {
      if (redis.state() === "down") return;
      // Yoga's createPubSub names a keyed topic `${routingKey}:${id}`.
      const ack = subscribed(id === undefined ? routingKey : `${routingKey}:${id}`);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([ack, new Promise<void>((resolve) => (timer = setTimeout(resolve, SUBSCRIBE_ACK_WAIT_MS)))]);
      clearTimeout(timer);
    },
    // The Redis connections are shared with the rate limiter; the app closes them once.
    close: async () => {},
  };
}
