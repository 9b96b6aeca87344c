import { LRUCache } from "lru-cache";
import { noteReads, trackReads } from "./rowTracking";
import type { Tags } from "./rowTags";
import { createTaggedStore } from "./taggedStore";

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

export interface TaggedCache extends TtlCache {
  /** Drops the values a write with these tags changes. */
  invalidate(written: Tags): void;
}

/**
 * A per-instance cache of values kept until a write changes what they were read from (tags, as the
 * response cache keeps answers: platform/taggedStore.ts), or `ttlMs` passes; `ttlMs` ≤ 0 turns it
 * off. For values many requests share whose inputs rarely change, such as the counts per programme
 * and team of a card search: those read card attributes, which only card edits and imports write,
 * so a review or a like keeps them. Callers of a key being read share the read; a write clears that
 * sharing, so no request waits on a read that may predate it, and a read a write overlapped is not kept.
 */
export function createTaggedCache({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): TaggedCache {
  type Tracked = { value: unknown; tags: Set<string> };
  const store = createTaggedStore<Tracked>({ maxSize: maxEntries, maxEntrySize: 1, ttl: Math.max(ttlMs, 0), size: () => 1 });
  const building = new Map<string, Promise<Tracked>>();
  const build = (key: string, read: () => Promise<unknown>) => {
    const started = store.clock();
    const tracked = trackReads(read).then((result) => {
      store.set(key, result, result.tags, started);
      return result;
    });
    building.set(key, tracked);
    const forget = () => building.get(key) === tracked && building.delete(key);
    tracked.then(forget, forget);
    return tracked;
  };
  return {
    async load<T>(key: string, read: () => Promise<T>) {
      if (ttlMs <= 0) return read();
      const { value, tags } = await (store.entries.get(key) ?? building.get(key) ?? build(key, read));
      noteReads(tags);
      return value as T;
    },
    invalidate(written: Tags) {
      store.invalidate(written);
      building.clear();
    },
  };
}
