import { LRUCache } from "lru-cache";
import { ANY, type Tags } from "./rowTags";

/**
 * Tables no anonymous read shows (sessions, mail, notifications, admin logs and statistics,
 * migration jobs, reports): writing them never drops an answer that read "anything" (`*`).
 */
const PRIVATE_TABLES = new Set([
  "Session", "VerificationCode", "MailMessage", "Notification", "ActivityLog",
  "VisitorSession", "DailyVisitorStat", "MigrationJob", "MigrationItem", "Report", "PointEvent",
]);

const touchesPublicRows = (written: Tags) => [...written].some((tag) => !tag.includes(":") && !PRIVATE_TABLES.has(tag));

/** Whether a write with tags `written` may change an answer built from reads tagged `read`. */
function changes(written: Tags, read: Tags): boolean {
  if (written.has(ANY)) return true;
  if (read.has(ANY) && touchesPublicRows(written)) return true;
  for (const tag of written) {
    if (read.has(tag)) return true;
    if (tag.includes(":*")) for (const r of read) if (wildcards(r).includes(tag)) return true;
  }
  return false;
}

// The wildcard a write names when it cannot name this tag: "Card:*" for "Card:12", and
// "Card:*" + "/Review" for "Card:12/Review" (spelt apart here: the two together would end a block comment).
function wildcards(tag: string): string[] {
  const colon = tag.indexOf(":");
  if (colon < 0) return [];
  const slash = tag.indexOf("/", colon);
  return [slash < 0 ? `${tag.slice(0, colon)}:*` : `${tag.slice(0, colon)}:*${tag.slice(slash)}`];
}

/** Writes remembered for answers still being built (see `storable`). */
const RECENT_WRITES = 1_000;

/**
 * An LRU of values, each tagged with what it was read from, dropped by the writes that change it
 * (an index from tag to keys; `Model:*` indexes every row tag of that model). A value whose build
 * overlapped a write that changes it is not stored: `started` is `clock()` from before the build.
 */
export function createTaggedStore<V extends object>(options: { maxSize: number; maxEntrySize: number; ttl: number; size: (value: V, key: string) => number }) {
  // A tag's one key as it is, its keys in a Set only once there are two: most row tags ("Review:812")
  // name a single answer, and a Set for each made storing an answer cost ~70–140 µs.
  const index = new Map<string, string | Set<string>>();
  const tagsOf = new Map<string, string[]>();
  const indexKey = (tag: string, key: string) => {
    const held = index.get(tag);
    if (held === undefined) index.set(tag, key);
    else if (typeof held !== "string") held.add(key);
    else if (held !== key) index.set(tag, new Set([held, key]));
  };
  const unindex = (key: string) => {
    for (const tag of tagsOf.get(key) ?? []) {
      const held = index.get(tag);
      if (held === key) index.delete(tag);
      else if (typeof held === "object") {
        held.delete(key);
        if (held.size === 0) index.delete(tag);
      }
    }
    tagsOf.delete(key);
  };
  const keysOf = (tag: string, visit: (key: string) => void) => {
    const held = index.get(tag);
    if (typeof held === "string") visit(held);
    else held?.forEach((key) => visit(key));
  };
  const entries = new LRUCache<string, V>({
    maxSize: options.maxSize,
    maxEntrySize: options.maxEntrySize,
    sizeCalculation: options.size,
    ttl: options.ttl,
    dispose: (_value, key) => unindex(key),
  });
  let clock = 0;
  const recent: { at: number; written: Tags }[] = [];

  return {
    entries,
    clock: () => clock,
    /** Stores `value` unless a write since `started` changes what it was read from. */
    set(key: string, value: V, read: Tags, started: number) {
      if (recent.length > 0 && recent[0].at > started + 1) return false;
      if (recent.some((w) => w.at > started && changes(w.written, read))) return false;
      entries.set(key, value);
      // Each tag once: twenty reviews share one "Review:*".
      const tags = new Set<string>();
      for (const tag of read) {
        tags.add(tag);
        for (const wildcard of wildcards(tag)) tags.add(wildcard);
      }
      tagsOf.set(key, [...tags]);
      for (const tag of tags) indexKey(tag, key);
      return true;
    },
    /** Drops what `written` changes; returns how many values were dropped. */
    invalidate(written: Tags): number {
      recent.push({ at: ++clock, written });
      if (recent.length > RECENT_WRITES) recent.shift();
      if (written.has(ANY)) {
        const dropped = entries.size;
        entries.clear();
        return dropped;
      }
      const doomed = new Set<string>();
      const add = (tag: string) => keysOf(tag, (key) => doomed.add(key));
      for (const tag of written) add(tag);
      if (touchesPublicRows(written)) add(ANY);
      for (const key of doomed) entries.delete(key);
      return doomed.size;
    },
  };
}
