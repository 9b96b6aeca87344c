import crypto from "node:crypto";
import type { Database } from "./db";
import type { EventBus } from "./pubsub";
import { ANY_TABLE, type WrittenTables } from "./writeWatch";

export interface Invalidation {
  /** Called with the tables written on this instance (at once) or on another (over the event bus). */
  onWrite(listener: (tables: WrittenTables) => void): () => void;
  close(): Promise<void>;
}

/**
 * This instance's writes, and every other instance's through the event bus, for per-instance
 * caches. Events are coalesced per I/O turn. While Redis was down other instances' events were
 * lost, so on recovery everything counts as written; caches keep a short TTL for the outage itself.
 */
export function createInvalidation(database: Database, events: EventBus): Invalidation {
  const origin = crypto.randomUUID();
  const listeners = new Set<(tables: WrittenTables) => void>();
  const emit = (tables: WrittenTables) => {
    for (const listener of listeners) listener(tables);
  };

  let pending: Set<string> | null = null;
  const stopWatching = database.onWrite((tables) => {
    emit(tables);
    if (events.kind === "memory") return;
    if (!pending) {
      pending = new Set();
      setImmediate(() => {
        const batch = [...(pending ?? [])];
        pending = null;
        events.pubsub.publish("rows:written", { tables: batch, origin });
      });
    }
    for (const table of tables) pending.add(table);
  });

  const written = events.pubsub.subscribe("rows:written")[Symbol.asyncIterator]();
  void (async () => {
    for (let next = await written.next(); !next.done; next = await written.next()) {
      if (next.value.origin !== origin) emit(new Set(next.value.tables));
    }
  })();
  const stopRecovery = events.onRecovered(() => emit(ANY_TABLE));

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
