import http from "node:http";
import type { AddressInfo } from "node:net";
import { createServerAdapter } from "@whatwg-node/server";
import type { Config } from "./config";
import { createContext, type AppServices } from "./core/context";
import { openDatabase, type Database } from "./platform/db";
import { prepareDatabase } from "./platform/bootstrap";
import { createEventBus } from "./platform/pubsub";
import { createRateLimiter } from "./platform/rateLimit";
import { openRedis } from "./platform/redis";
import { createMailer } from "./platform/mail";
import { createBackgroundTasks } from "./platform/background";
import { createStorage } from "./platform/storage";
import { createTaggedCache, createTtlCache } from "./platform/ttlCache";
import { createInvalidation } from "./platform/invalidation";
import { createSessionCache } from "./core/sessionCache";
import { createResponseCache } from "./http/responseCache";
import { STAT_LEADERS_CACHE_MS } from "../domain/statLeaders";
import { createYogaServer, requestInfo, type ServerContext } from "./graphql/yoga";
import { attachWebSocket } from "./graphql/websocket";
import { createRestRouter } from "./routes";
import { schema } from "./schema";
import { errorResponse } from "./rest/router";
import { cappedGraphqlRequest, graphqlErrorResponse } from "./graphql/httpLimits";
import { compressAnswer } from "./http/encoding";
import { withSecurityHeaders } from "./http/securityHeaders";
import { clientResponse } from "./static";
import { createPages } from "./pages/pages";
import { createPageOperationRunner } from "./pages/ssr/operations";
import { decodeMediaKey, mediaResponse } from "./modules/uploads/media";
import { RequestTracker, linkIncoming, requestNotes, routeLabeler } from "./ops/requests";
import { drainHttp } from "./ops/drain";
import { stopMigrationRunners } from "./modules/migration/mediaMigration.runner";
import { createMetrics } from "./ops/metrics";
import { createOpsHandler } from "./ops/health";
import { collectWhenIdle } from "./ops/idleGc";

/** Card searches whose facet counts one instance keeps (each a few KB of heap, up to ~80 values). */
const FACET_CACHE_ENTRIES = 500;
/** How long a row behind a fanned-out event is shared by this instance's subscribers. */
const EVENT_ROWS_TTL_MS = 5_000;

export interface BuildOptions {
  /** Use an already open database (tests share one per file). */
  database?: Database;
  /** Opens the database with `onQuery` fed (benches counting statements); see `DatabaseOptions.statementLog`. */
  statementLog?: boolean;
}

/**
 * The whole server on one port: GraphQL over HTTP and WebSocket, the REST shim under /api,
 * uploaded media and the built client. Returns handles for tests and for graceful shutdown.
 */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, logQueries: config.logQueries, statementLog: options.statementLog }));
  // Redis first: a missing one fails start-up before minutes of migrating and seeding.
  const redis = config.redisUrl ? await openRedis(config.redisUrl, config.redis) : undefined;
  await prepareDatabase(database, config.seed);
  const events = createEventBus(redis);
  const services: AppServices = {
    config,
    database,
    events,
    limiter: createRateLimiter(redis),
    eventRows: createTtlCache({ ttlMs: EVENT_ROWS_TTL_MS, maxEntries: 1_000 }),
    mail: createMailer(config, database.prisma),
    background: createBackgroundTasks(),
    storage: await createStorage(config),
    statLeaderCache: createTtlCache({ ttlMs: STAT_LEADERS_CACHE_MS, maxEntries: 500 }),
    facetCache: createTaggedCache({ ttlMs: config.responseCacheTtlMs, maxEntries: FACET_CACHE_ENTRIES }),
    sessions: createSessionCache(database.prisma, config.sessionCacheTtlMs),
    responses: createResponseCache({ ttlMs: config.responseCacheTtlMs }),
  };
  const invalidation = createInvalidation(database, events);
  invalidation.onWrite((tags) => {
    services.sessions.invalidateOn(tags);
    services.responses.invalidate(tags);
    services.facetCache.invalidate(tags);
  });
  const yoga = createYogaServer(services, schema);
  const rest = createRestRouter();
  const pages = createPages(services, createPageOperationRunner(yoga));

  const requests = new RequestTracker(routeLabeler((method, path) => rest.template(method, path)));
  const metrics = createMetrics({ services, requests, webSocketConnections: () => ws.connections() });
  const ops = createOpsHandler(services, requests, metrics);
  // At rest the response cache lets go of its expired answers (up to 64 MiB, with their tag index)
  // before the collection. Emptying it whole cost the mixed bench 3 points of hit rate and ~25 % CPU
  // per request: 15 s of quiet is not rare, and answers still fresh then were asked for again.
  const idleGc = collectWhenIdle(requests, { release: () => services.responses.dropExpired() });

  async function route(request: Request, serverContext: ServerContext, pathname: string): Promise<Response> {
    const opsResponse = await ops(request, serverContext.req);
    if (opsResponse) return opsResponse;
    if (pathname === yoga.graphqlEndpoint) return yoga.fetch(linkIncoming(request, serverContext.req));
    if (pathname.startsWith("/api/")) {
      const ctx = await createContext(
        services,
        request.headers.get("authorization"),
        requestInfo(serverContext.req, config.trustProxy),
      );
      return rest.handle(request, ctx);
    }
    const media = /^\/(uploads|objects)\/(.+)$/.exec(pathname);
    if (media) {
      // /uploads/… and /objects/… name the same keys; /uploads/ also reaches pre-migration files on this disk.
      const legacyDir = services.storage.kind === "s3" && media[1] === "uploads" ? config.uploadsDir : undefined;
      return mediaResponse(services.storage, decodeMediaKey(media[2]), request, legacyDir);
    }
    // Every page's HTML carries its own head (server/pages); files and a missing build fall through.
    const page = await pages.respond(request, pathname);
    if (page) return page;
    return clientResponse(config.clientDir, pathname, request.headers.get("accept-encoding"), request.headers.get("if-none-match"));
  }

  // The one error boundary of every route: whatever escapes becomes a typed answer or a masked
  // 500, never the adapter's default page (which prints the stack).
  const app = createServerAdapter<ServerContext>(async (request, serverContext) => {
    const { pathname } = new URL(request.url);
    let response: Response;
    try {
      // A GraphQL body is read once, under the JSON cap and nesting bound, for the cache key and for Yoga.
      const incoming = pathname === yoga.graphqlEndpoint ? await cappedGraphqlRequest(request, yoga.fetchAPI.Request) : request;
      response = await services.responses.serve(
        incoming,
        pathname,
        async (forwarded) => compressAnswer(forwarded, await route(forwarded, serverContext, pathname)),
        (operationName) => {
          const note = requestNotes(serverContext.req);
          if (note) note.operationName = operationName ?? "(anonymous)";
        },
      );
    } catch (error) {
      response = pathname === yoga.graphqlEndpoint ? graphqlErrorResponse(error) : errorResponse(error);
    }
    return withSecurityHeaders(pathname, response);
  });

  const server = http.createServer(requests.wrap(app));
  const ws = attachWebSocket(server, yoga, services);

  return {
    services,
    yoga,
    server,
    /** Handles one request in-process (tests, REST through the full pipeline without a socket). */
    fetch: (request: Request) => app.fetch(request, {}),
    async start(port = config.port, host = config.host) {
      // A busy port rejects here, so the caller can exit with a clear message instead of idling.
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          resolve();
        });
      });
      const address = server.address() as AddressInfo;
      return `http://${host === "0.0.0.0" ? "localhost" : host}:${address.port}`;
    },
    /** Drains: stop accepting, let in-flight requests finish (bounded), close sockets with 1001, then clients. */
    async stop(graceMs = config.shutdownGraceMs) {
      await drainHttp(server, requests, { graceMs, delayMs: config.shutdownDelayMs, closeSockets: () => ws.close() });
      idleGc.stop();
      // A media migration can run for minutes: it stops after the files in flight and is resumed elsewhere.
      stopMigrationRunners(services);
      await services.background.drain();
      await invalidation.close();
      await services.events.close();
      await services.limiter.close();
      services.storage.close();
      await redis?.close();
      if (!options.database) await database.close();
    },
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;
