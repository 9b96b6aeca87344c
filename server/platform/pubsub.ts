import { createPubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis } from "ioredis";

/** Events that cross server instances. Payloads carry ids only; subscribers load fresh rows. */
type PubSubEvents = {
  "notification:created": [userId: number, payload: { notificationId: number }];
  /** Sessions ended (logout, password change, reset, deletion): every instance closes their sockets. */
  "session:revoked": [payload: { sessionIds: number[] }];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubEvents>>;

export interface EventBus {
  pubsub: PubSub;
  kind: "memory" | "redis";
  close(): Promise<void>;
}

/** In-process by default; Redis pub/sub when REDIS_URL is set so every instance sees every event. */
export function createEventBus(redisUrl?: string): EventBus {
  if (!redisUrl) return { pubsub: createPubSub<PubSubEvents>(), kind: "memory", close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PubSubEvents>({ eventTarget }),
    kind: "redis",
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
