import { LRUCache } from "lru-cache";
import type { Db } from "../platform/db";
import type { Tags } from "../platform/rowTags";
import { findViewer, hashToken, type Viewer } from "./session";

const MAX_ENTRIES = 10_000;

/** Whether a write with these tags may end `viewer`'s session or change what it says (server/platform/rowTags.ts). */
function touches(tags: Tags, viewer: Viewer) {
  return tags.has(`User:${viewer.id}`) || tags.has(`Session:${viewer.sessionId}`);
}

/**
 * Viewers by token for `ttlMs` (never past the session's own expiry), so a signed-in request skips
 * the session statement; the least recently used go first past 10,000. A write to a user or a
 * session on any instance (revocation, deletion, a role or nickname change;
 * server/platform/invalidation.ts) drops the viewers it names, or all of them when it cannot name
 * them; a viewer read while such a write was under way is not kept. The TTL bounds what another
 * instance may serve while the event bus is down.
 */
export function createSessionCache(db: Db, ttlMs: number) {
  let generation = 0;
  const viewers = new LRUCache<string, Viewer>({ max: MAX_ENTRIES });

  return {
    invalidateOn(tags: Tags) {
      if (!tags.has("User") && !tags.has("Session") && !tags.has("*")) return;
      generation += 1;
      if (tags.has("*") || tags.has("User:*") || tags.has("Session:*")) return viewers.clear();
      for (const [key, viewer] of viewers.entries()) if (touches(tags, viewer)) viewers.delete(key);
    },
    async find(token: string | null): Promise<Viewer | null> {
      if (!token || ttlMs <= 0) return findViewer(db, token);
      const key = hashToken(token);
      const hit = viewers.get(key);
      if (hit) return hit;
      const started = generation;
      const readAt = Date.now();
      const viewer = await findViewer(db, token);
      const ttl = viewer ? Math.min(readAt + ttlMs, viewer.sessionExpiresAt.getTime()) - Date.now() : 0;
      // Unknown tokens are not kept: a flood of them must not push out the real sessions.
      if (viewer && ttl > 0 && generation === started) viewers.set(key, viewer, { ttl });
      return viewer;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
