import { LRUCache } from "lru-cache";

/**
 * A per-instance cache of promised values: callers of one key share the read's promise until it
 * expires (`ttlMs` from the read's start) or is evicted (least recently used past `maxEntries`);
 * a failed read is forgotten at once.
 */
export interface TtlCache {
  load<T>(key: string, read: () => Promise<T>): Promise<T>;
}

export function createTtlCache({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): TtlCache {
  const entries = new LRUCache<string, Promise<unknown>>({ max: maxEntries, ttl: ttlMs });
  return {
    load<T>(key: string, read: () => Promise<T>) {
      const hit = entries.get(key);
      if (hit) return hit as Promise<T>;
      const value = read();
      entries.set(key, value);
      value.catch(() => entries.peek(key) === value && entries.delete(key));
      return value;
    },
  };
}
