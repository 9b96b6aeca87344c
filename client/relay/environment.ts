import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
  type SubscribeFunction,
} from "relay-runtime";
import { getToken } from "../auth/token";
import { GRAPHQL_PATH, createSubscriptionSocket, type SubscriptionSocket } from "./subscriptions";

/** Request headers for /graphql: JSON plus `Authorization: Bearer` when signed in. */
function graphqlHeaders(token: string | null = getToken()): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/graphql-response+json, application/json",
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function isGraphQLResponse(value: unknown): value is GraphQLResponse {
  return typeof value === "object" && value !== null && ("data" in value || "errors" in value);
}

/**
 * Persisted operations travel as their SHA-256 id only (relay.config.js persistConfig; the server
 * looks the text up), in the shape Apollo's persisted queries use.
 */
export function requestBody(operation: RequestParameters, variables: Variables) {
  if (operation.id) {
    return {
      operationName: operation.name,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } },
    };
  }
  return { query: operation.text, operationName: operation.name, variables };
}

const fetchGraphQL: FetchFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    fetch(GRAPHQL_PATH, {
      method: "POST",
      credentials: "include",
      headers: graphqlHeaders(),
      body: JSON.stringify(requestBody(operation, variables)),
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = await response.text();
        let json: unknown = null;
        try {
          json = JSON.parse(body);
        } catch {
          // Not JSON (proxy error page, server down): reported below with the status.
        }
        if (!isGraphQLResponse(json)) {
          throw new Error(`${response.status}: ${body || response.statusText}`);
        }
        sink.next(json);
        sink.complete();
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) sink.error(error instanceof Error ? error : new Error(String(error)));
      });
    return () => controller.abort();
  });

function subscribeWith(socket: SubscriptionSocket): SubscribeFunction {
  return (operation, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      const failed = (error: unknown) => sink.error(error instanceof Error ? error : new Error("실시간 연결에 실패했습니다."));
      socket
        .client()
        .then((client) => {
          if (closed) return;
          unsubscribe = client.subscribe(
            { query: operation.text ?? "", operationName: operation.name, variables },
            {
              next: (result) => {
                if (isGraphQLResponse(result)) sink.next(result);
              },
              error: failed,
              complete: () => sink.complete(),
            },
          );
        })
        .catch(failed);
      return () => {
        closed = true;
        unsubscribe?.();
      };
    });
}

type RelayRuntime = { environment: Environment; socket: SubscriptionSocket };

function createRuntime(): RelayRuntime {
  const socket = createSubscriptionSocket();
  const environment = new Environment({
    network: Network.create(fetchGraphQL, subscribeWith(socket)),
    store: new Store(new RecordSource()),
  });
  return { environment, socket };
}

let current = createRuntime();

/** The Relay environment route loaders and components use right now. */
export function getRelayEnvironment(): Environment {
  return current.environment;
}

/**
 * Drops every cached record and the subscription socket, and starts a fresh environment.
 * Called when the session token changes, so one user's data never shows for another.
 */
export function resetRelayEnvironment(): Environment {
  current.socket.reset();
  current = createRuntime();
  return current.environment;
}
