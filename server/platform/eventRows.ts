/**
 * One event fans out to every subscriber on this instance (a user's tabs and devices; later,
 * broadcast events). Each subscriber's resolver would otherwise read the same row again: this
 * keeps the read's promise for a few seconds, keyed by table and id. Callers still check that
 * the row belongs to their viewer, so sharing the read never shares access.
 */
export interface EventRowCache {
  load<T>(key: string, read: () => Promise<T>): Promise<T>;
}

const TTL_MS = 5_000;

export function createEventRowCache(): EventRowCache {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  return {
    load<T>(key: string, read: () => Promise<T>) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      if (entries.size > 1_000) for (const [k, e] of entries) if (e.expires <= now) entries.delete(k);
      const value = read();
      entries.set(key, { value, expires: now + TTL_MS });
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}
