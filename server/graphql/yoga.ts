import type { IncomingMessage } from "node:http";
import { createYoga, type Plugin, type YogaServerInstance } from "graphql-yoga";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError, execute, type GraphQLSchema } from "graphql";
import { createContext, type AppServices, type Context, type RequestInfo } from "../core/context";
import { AppError, ServiceBusyError, typedError } from "../errors";
import { persistedOperationsPlugin } from "../ops/persistedOperations";
import { safeTextPlugin } from "./safeText";
import { pageArgsPlugin } from "./pageArgs";
import { isRequestError, typedPothosError } from "./pothosErrors";
import { requestClientIp } from "../ops/clientIp";
import { operationNamePlugin } from "../ops/operationName";
import { incomingOf } from "../ops/requests";
import { logError, yogaLogger } from "../platform/logger";

/** What a transport hands Yoga: graphql-ws passes `req` and `connectionParams`; HTTP passes nothing (see linkIncoming). */
export interface ServerContext {
  req?: IncomingMessage;
  connectionParams?: Record<string, unknown>;
}

export type Yoga = YogaServerInstance<ServerContext, Context>;

/**
 * Document limits sized from the client's own operations (server/graphql/graphql.test.ts holds
 * every one of them to these). Fragments are costed and their depth counted as if inlined: Relay
 * splits every query into colocated fragments and should not pay extra for it (the deepest client
 * operation nests 8 fields). The costliest today is PostRouteQuery at ~30,400 (a post with its
 * first 100 comments, their authors, votes and fold state: armor multiplies by `first`), then useDeleteReviewMutation
 * at ~8,900 (the delete answers with My-activity's page, so the list needs no second request).
 * Introspection is exempt so GraphiQL keeps working.
 */
const armor = EnvelopArmorPlugin({
  maxDepth: { n: 12, flattenFragments: true },
  maxAliases: { n: 15 },
  maxTokens: { n: 3000 },
  maxDirectives: { n: 30 },
  costLimit: { maxCost: 40000, flattenFragments: true },
  blockFieldSuggestion: { enabled: true },
});

/**
 * Queries and mutations run on graphql-js' own executor rather than Yoga's default
 * (@graphql-tools/executor, which adds @defer/@stream and abort signals this schema does not use):
 * same answers and errors, less work per field. Subscriptions keep Yoga's. A compiled executor
 * (@envelop/graphql-jit) was tried for persisted queries and dropped: graphql-jit builds each
 * field's response path afresh, and @pothos/selection-mapper finds a request's query plans by the
 * identity of those path objects, so a relation under a list (a review's author) missed its plan
 * and was loaded by one more statement (the card page went from 3 statements to 4).
 */
const graphqlJsExecution: Plugin = { onExecute: ({ setExecuteFn }) => setExecuteFn(execute) };

/** The schema comes from the app (server/schema.ts gathers every module), so this transport imports no module. */
export function createYogaServer(services: AppServices, schema: GraphQLSchema): Yoga {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: { title: "FC 모바일 카드 DB GraphQL", subscriptionsProtocol: "WS" },
    // GraphiQL's page is ~30 MB of inlined JavaScript held in the heap once imported: loaded on the first visit, not at start.
    renderGraphiQL: async (options) => (await import("@graphql-yoga/render-graphiql")).renderGraphiQL(options),
    landingPage: false,
    // The one HTTP route to Yoga (server/app.ts) has already read the body whole under the 1 MiB
    // JSON cap (cappedGraphqlRequest, 413 past it); Yoga's own 25 MB limit would stream those bytes
    // through a TransformStream again on every request.
    maxRequestBodySize: false,
    // Expected errors are answers, not incidents; unexpected ones are logged in maskError.
    logging: services.config.env === "test" ? false : yogaLogger(isClientMistake),
    plugins: [persistedOperationsPlugin(), armor, safeTextPlugin(), pageArgsPlugin(), operationNamePlugin(), services.responses.plugin(), graphqlJsExecution],
    context: async (initial) => {
      const authorization =
        initial.connectionParams?.authorization ??
        initial.connectionParams?.Authorization ??
        initial.request?.headers.get("authorization");
      // HTTP requests arrive without a server context (server/app.ts links their Node request instead); sockets pass `req`.
      const req = initial.req ?? incomingOf(initial.request);
      const context = await createContext(services, authorization, requestInfo(req, services.config.trustProxy));
      // Where operationNamePlugin finds the request's access-log notes (our `request` replaces Yoga's).
      return Object.assign(context, { req });
    },
    maskedErrors: {
      // Typed errors carry a Korean message meant for users; everything else stays masked.
      maskError(error, message) {
        const original = typedOriginal(error);
        if (original instanceof AppError) {
          // Overload answers the whole request 503 with Retry-After (Yoga reads extensions.http), as REST does.
          const http = original instanceof ServiceBusyError ? { http: { status: original.status, headers: { "retry-after": String(original.retryAfterSeconds) } } } : {};
          return new GraphQLError(original.message, {
            ...(error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {}),
            extensions: { code: original.constructor.name, status: original.status, ...http },
          });
        }
        if (error instanceof GraphQLError && isRequestError(error)) return error;
        logError("graphql: unexpected error", original);
        return new GraphQLError(message);
      },
    },
  });
}

/** The typed error behind a GraphQL error, when there is one (a Pothos id or cursor error becomes a ValidationError). */
const typedOriginal = (error: unknown) => typedError(typedPothosError(error instanceof GraphQLError && error.originalError ? error.originalError : error));

/** A caller's mistake (a typed 4xx or a malformed request): Yoga logs those as errors, we as one info line. */
function isClientMistake(error: Error): boolean {
  const original = typedOriginal(error);
  if (original instanceof AppError) return original.status < 500;
  return error instanceof GraphQLError && isRequestError(error);
}

export function requestInfo(req: IncomingMessage | undefined, trustProxy: number): RequestInfo {
  return {
    ip: requestClientIp(req, trustProxy),
    peer: req?.socket.remoteAddress ?? "",
    userAgent: req?.headers["user-agent"] ?? null,
  };
}
