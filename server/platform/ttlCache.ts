/** A per-instance cache of promised values that expire; a failed read is forgotten at once. */
export interface TtlCache {
  load<T>(key: string, read: () => Promise<T>): Promise<T>;
}

export function createTtlCache({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): TtlCache {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  return {
    load<T>(key: string, read: () => Promise<T>) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      entries.delete(key);
      // Map keeps insertion order, so the first key is the oldest entry.
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = read();
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}
