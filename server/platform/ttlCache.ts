import { LRUCache } from "lru-cache";
import { noteReads, trackReads } from "./rowTracking";

/**
 * A per-instance cache of promised values: callers of one key share the read's promise until it
 * expires (`ttlMs` from the read's start) or is evicted (least recently used past `maxEntries`);
 * a failed read is forgotten at once. A hit tells the response cache which rows the value was
 * read from, as the read itself did.
 */
export interface TtlCache {
  load<T>(key: string, read: () => Promise<T>): Promise<T>;
}

export function createTtlCache({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): TtlCache {
  const entries = new LRUCache<string, Promise<{ value: unknown; tags: Set<string> }>>({ max: maxEntries, ttl: ttlMs });
  return {
    async load<T>(key: string, read: () => Promise<T>) {
      let tracked = entries.get(key);
      if (!tracked) {
        const started = trackReads(read);
        entries.set(key, started);
        started.catch(() => entries.peek(key) === started && entries.delete(key));
        tracked = started;
      }
      const { value, tags } = await tracked;
      noteReads(tags);
      return value as T;
    },
  };
}
