import { AsyncLocalStorage } from "node:async_hooks";
import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Tags } from "../platform/rowTags";
import { trackReads } from "../platform/rowTracking";
import { bodyRead, readBodyCapped, withReadBody } from "./body";
import { acceptedEncodings } from "./encoding";
import { createTaggedStore } from "../platform/taggedStore";
import { WritableResponse } from "./responses";
import { matchesEtag } from "./etag";
import { isSitePath } from "../../domain/siteRoutes";

/**
 * A page of the site (domain/siteRoutes.ts: the HTML server/pages fills in), its sitemaps and
 * robots.txt; not /metrics, health checks, media or share images (those have caches of their own).
 */
function isPagePath(pathname: string) {
  return isSitePath(pathname) || pathname === "/robots.txt" || /^\/(sitemap|sitemaps\/[\w-]+)\.xml$/.test(pathname);
}

/** One stored answer, already compressed for the encoding in its key. */
interface Entry {
  /** The GraphQL operation it answered, for the access log and metrics of a hit. */
  operationName?: string;
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

/** Set by the GraphQL plugin below: the request ran one query operation and it had no error. */
interface Probe {
  storable: boolean;
  operationName?: string;
}

const MAX_ENTRY_BYTES = 512 * 1024;

/**
 * Everything that changes an answer: method, URL and body, the encoding it is compressed in, the
 * media type the caller accepts (GraphQL answers `application/json` or
 * `application/graphql-response+json` by it) and the body's declared type (Yoga refuses some).
 */
function cacheKey(request: Request, body: Buffer | null): string {
  const [encoding = ""] = acceptedEncodings(request.headers.get("accept-encoding"));
  const accept = request.headers.get("accept") ?? "";
  const contentType = body ? (request.headers.get("content-type") ?? "") : "";
  // A page's canonical and Open Graph URLs come from the public origin, which a trusted proxy's headers may set.
  const forwarded = `${request.headers.get("x-forwarded-proto") ?? ""} ${request.headers.get("x-forwarded-host") ?? ""}`;
  return JSON.stringify([request.method, request.url, encoding, accept, contentType, forwarded, body ? body.toString("latin1") : ""]);
}

/**
 * Answers to anonymous public reads (POST /graphql queries, GET /api/… and page HTML; no Authorization),
 * kept per instance for `ttlMs`, each tagged with the rows and tables it was read from
 * (server/platform/rowTracking.ts) and dropped by the writes that change them (`invalidate`): a
 * review on card 12 drops card 12's page and the lists of reviews, not card 13's page.
 * A signed-in request never reads or fills it, so a member always sees their own writes. An answer
 * is not stored when a write that changes it happened while it was being built, and identical
 * requests arriving while one is being built wait for it instead of building it again.
 */
export function createResponseCache({ ttlMs, maxBytes = 64 * 1024 * 1024 }: { ttlMs: number; maxBytes?: number }) {
  // Least recently used answers go first once bodies and keys pass `maxBytes`.
  const store = createTaggedStore<Entry>({
    maxSize: maxBytes,
    maxEntrySize: Math.min(MAX_ENTRY_BYTES, maxBytes),
    size: (entry, key) => entry.body.byteLength + key.length,
    ttl: Math.max(ttlMs, 0),
  });
  const entries = store.entries;
  const building = new Map<string, Promise<Entry | null>>();
  const probes = new AsyncLocalStorage<Probe>();
  const stats = { hits: 0, misses: 0, invalidations: 0, dropped: 0 };

  // The adapter's own Response class writes the stored bytes in one go (server/http/responses.ts).
  const respond = (entry: Entry, state: "hit" | "miss") =>
    new WritableResponse(entry.body, { status: entry.status, headers: [...entry.headers, ["x-response-cache", state]] });
  // A page revalidated with the ETag it already has gets a bodiless 304, as from the page itself.
  const revalidated = (request: Request, entry: Entry) => {
    const etag = entry.headers.find(([name]) => name === "etag")?.[1];
    if (!etag || !matchesEtag(request.headers.get("if-none-match"), etag)) return null;
    return new WritableResponse(null, { status: 304, headers: entry.headers.filter(([name]) => !/^content-(length|encoding)$/.test(name)).concat([["x-response-cache", "hit"]]) });
  };

  async function toEntry(response: Response, probe: Probe): Promise<Entry | null> {
    const length = Number(response.headers.get("content-length") ?? 0);
    if (!probe.storable || response.status !== 200 || response.headers.has("set-cookie") || length > MAX_ENTRY_BYTES) return null;
    const body = new Uint8Array(await response.arrayBuffer());
    return { operationName: probe.operationName, status: response.status, headers: [...response.headers], body };
  }

  return {
    stats: () => ({ ...stats, entries: entries.size, bytes: entries.calculatedSize }),
    /**
     * Drops the answers past their TTL, which would otherwise stay (with their tags) until touched or
     * evicted; the server calls it at rest (server/ops/idleGc.ts), so a burst's answers do not outlive it.
     */
    dropExpired() {
      entries.purgeStale();
    },
    /** Drops the answers a write with these tags changes (answers being built check it when done). */
    invalidate(written: Tags) {
      const dropped = store.invalidate(written);
      if (dropped > 0) stats.invalidations += 1;
      stats.dropped += dropped;
      // Requests from now on must not wait for an answer whose reads may predate this write.
      building.clear();
    },

    /**
     * Answers `request` from the cache when it can, else through `handle` (and keeps the answer);
     * `onHit` learns which GraphQL operation a hit answered.
     */
    async serve(
      request: Request,
      pathname: string,
      handle: (request: Request) => Promise<Response>,
      onHit: (operationName: string | undefined) => void = () => {},
    ): Promise<Response> {
      const isGraphql = pathname === "/graphql" && request.method === "POST";
      const isRest = request.method === "GET" && pathname.startsWith("/api/") && !pathname.startsWith("/api/dev/");
      const isPage = !isGraphql && !isRest && request.method === "GET" && isPagePath(pathname);
      if (ttlMs <= 0 || (!isGraphql && !isRest && !isPage) || request.headers.has("authorization")) return handle(request);

      // The app reads a GraphQL body once, under its caps, before the cache (bodyRead); a Request from
      // elsewhere is read here and passed on as a copy.
      const known = isGraphql ? bodyRead(request) : undefined;
      const body = isGraphql ? (known ?? (await readBodyCapped(request))) : null;
      const key = cacheKey(request, body);
      const forward = () => (body && !known ? withReadBody(request, body, Request) : request);

      const hit = entries.get(key);
      if (hit) {
        stats.hits += 1;
        onHit(hit.operationName);
        return revalidated(request, hit) ?? respond(hit, "hit");
      }
      const pending = building.get(key);
      if (pending) {
        const shared = await pending;
        if (shared) {
          stats.hits += 1;
          onHit(shared.operationName);
          return respond(shared, "hit");
        }
        return handle(forward());
      }

      stats.misses += 1;
      const started = store.clock();
      const probe: Probe = { storable: !isGraphql };
      let settle: (entry: Entry | null) => void = () => {};
      const built = new Promise<Entry | null>((resolve) => (settle = resolve));
      building.set(key, built);
      try {
        const { value: response, tags } = await trackReads(() => probes.run(probe, () => handle(forward())));
        const entry = await toEntry(response, probe);
        settle(entry);
        if (!entry) return response;
        store.set(key, entry, tags, started);
        return respond(entry, "miss");
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        if (building.get(key) === built) building.delete(key);
      }
    },

    /** Marks a GraphQL request storable when it ran a query (not a mutation) without errors. */
    plugin(): Plugin {
      return {
        onExecute({ args }) {
          const probe = probes.getStore();
          const operation = probe && getOperationAST(args.document, args.operationName);
          if (!probe || operation?.operation !== "query") return;
          probe.operationName = args.operationName ?? operation.name?.value;
          return {
            onExecuteDone({ result }) {
              if (!(Symbol.asyncIterator in result)) probe.storable = !result.errors?.length;
            },
          };
        },
      };
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
