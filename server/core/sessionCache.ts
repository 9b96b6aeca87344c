import type { Db } from "../platform/db";
import type { WrittenTables } from "../platform/writeWatch";
import { findViewer, hashToken, type Viewer } from "./session";

/** The tables a viewer is read from: a write to either may end a session or change a viewer. */
const VIEWER_TABLES = ["Session", "User"];

/**
 * Viewers by token for `ttlMs`, so a signed-in request skips the session statement. Dropped whole
 * on any write to sessions or users on any instance (revocation, deletion, a role or nickname
 * change; server/platform/invalidation.ts); a viewer read while such a write was under way is not
 * kept. The TTL bounds what another instance may serve while the event bus is down.
 */
export function createSessionCache(db: Db, ttlMs: number) {
  let generation = 0;
  const viewers = new Map<string, { viewer: Viewer; expires: number }>();
  const MAX_ENTRIES = 10_000;

  return {
    invalidateOn(tables: WrittenTables) {
      if (!tables.has("*") && !VIEWER_TABLES.some((t) => tables.has(t))) return;
      generation += 1;
      viewers.clear();
    },
    async find(token: string | null): Promise<Viewer | null> {
      if (!token || ttlMs <= 0) return findViewer(db, token);
      const key = hashToken(token);
      const now = Date.now();
      const hit = viewers.get(key);
      if (hit && hit.expires > now && hit.viewer.sessionExpiresAt.getTime() > now) return hit.viewer;
      const started = generation;
      const viewer = await findViewer(db, token);
      // Unknown tokens are not kept: a flood of them must not push out the real sessions.
      if (viewer && generation === started) {
        if (viewers.size >= MAX_ENTRIES) viewers.delete(viewers.keys().next().value as string);
        viewers.set(key, { viewer, expires: now + ttlMs });
      }
      return viewer;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
