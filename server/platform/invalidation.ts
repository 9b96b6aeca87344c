import crypto from "node:crypto";
import type { Database } from "./db";
import type { EventBus } from "./pubsub";
import { ANY, type Tags } from "./rowTags";

export interface Invalidation {
  /** Called with the tags of each write on this instance (at once) or on another (over the event bus). */
  onWrite(listener: (tags: Tags) => void): () => void;
  close(): Promise<void>;
}

/**
 * This instance's writes, and every other instance's through the event bus, for per-instance
 * caches. Events are coalesced per I/O turn. While Redis was down other instances' events were
 * lost, so on recovery everything counts as written; caches keep a short TTL for the outage itself.
 */
export function createInvalidation(database: Database, events: EventBus): Invalidation {
  const origin = crypto.randomUUID();
  const listeners = new Set<(tags: Tags) => void>();
  const emit = (tags: Tags) => {
    for (const listener of listeners) listener(tags);
  };

  let pending: Set<string> | null = null;
  const stopWatching = database.onWrite((tags) => {
    emit(tags);
    if (events.kind === "memory") return;
    if (!pending) {
      pending = new Set();
      setImmediate(() => {
        const batch = [...(pending ?? [])];
        pending = null;
        events.pubsub.publish("rows:written", { tags: batch, origin });
      });
    }
    for (const tag of tags) pending.add(tag);
  });

  const written = events.pubsub.subscribe("rows:written")[Symbol.asyncIterator]();
  void (async () => {
    for (let next = await written.next(); !next.done; next = await written.next()) {
      if (next.value.origin !== origin) emit(new Set(next.value.tags));
    }
  })();
  const stopRecovery = events.onRecovered(() => emit(new Set([ANY])));

  return {
    onWrite(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      stopWatching();
      stopRecovery();
      await written.return?.();
    },
  };
}
