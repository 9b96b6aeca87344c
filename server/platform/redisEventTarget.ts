import type { createPubSub } from "graphql-yoga";
import type { Redis } from "ioredis";

type Callback = (event: CustomEvent) => void;
/** What Yoga's createPubSub accepts as its event target. */
export type BusEventTarget = NonNullable<NonNullable<Parameters<typeof createPubSub>[0]>["eventTarget"]>;

export interface RedisEventTargetOptions {
  publishClient: Redis;
  subscribeClient: Redis;
  /** A failed publish or subscribe; the event still reaches this instance's own listeners. */
  onError(error: unknown, operation: "publish" | "subscribe"): void;
}

/**
 * Like @graphql-yoga/redis-event-target, but no Redis promise is left unhandled: when Redis is
 * away a publish fails fast and is delivered locally instead; subscribes wait and replay.
 * `subscribed(topic)` settles once Redis has acknowledged the topic's SUBSCRIBE (or refused it).
 */
export function createRedisEventTarget(options: RedisEventTargetOptions): { eventTarget: BusEventTarget; subscribed(topic: string): Promise<void> } {
  const { publishClient, subscribeClient, onError } = options;
  const callbacksForTopic = new Map<string, Set<Callback>>();
  const acknowledged = new Map<string, Promise<void>>();

  const deliver = (topic: string, detail: unknown) => {
    const callbacks = callbacksForTopic.get(topic);
    if (!callbacks) return;
    const event = new CustomEvent(topic, { detail });
    for (const callback of callbacks) callback(event);
  };
  subscribeClient.on("message", (channel: string, message: string) => {
    let detail: unknown;
    try {
      detail = message === "" ? null : JSON.parse(message);
    } catch (error) {
      onError(error, "subscribe");
      return;
    }
    deliver(channel, detail);
  });

  const callbackOf = (listener: unknown): Callback | undefined => {
    if (typeof listener === "function") return listener as Callback;
    if (listener && typeof listener === "object" && "handleEvent" in listener) return (listener as { handleEvent: Callback }).handleEvent;
    return undefined;
  };

  const target = {
    addEventListener(topic: string, listener: unknown) {
      const callback = callbackOf(listener);
      if (!callback) return;
      let callbacks = callbacksForTopic.get(topic);
      if (!callbacks) {
        callbacks = new Set();
        callbacksForTopic.set(topic, callbacks);
        acknowledged.set(topic, subscribeClient.subscribe(topic).then(() => undefined, (error: unknown) => onError(error, "subscribe")));
      }
      callbacks.add(callback);
    },
    removeEventListener(topic: string, listener: unknown) {
      const callback = callbackOf(listener);
      const callbacks = callbacksForTopic.get(topic);
      if (!callback || !callbacks) return;
      callbacks.delete(callback);
      if (callbacks.size > 0) return;
      callbacksForTopic.delete(topic);
      acknowledged.delete(topic);
      subscribeClient.unsubscribe(topic).catch((error: unknown) => onError(error, "subscribe"));
    },
    dispatchEvent(event: CustomEvent) {
      const detail: unknown = event.detail === undefined ? null : event.detail;
      const message = event.detail === undefined ? "" : JSON.stringify(event.detail);
      publishClient.publish(event.type, message).catch((error: unknown) => {
        onError(error, "publish");
        deliver(event.type, detail);
      });
      return true;
    },
  };
  return { eventTarget: target, subscribed: (topic) => acknowledged.get(topic) ?? Promise.resolve() };
}
