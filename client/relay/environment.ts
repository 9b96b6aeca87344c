import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from "relay-runtime";
import { getToken } from "../auth/token";
import { postGraphQL, requestBody } from "./graphqlRequest";
import { takePrefetched } from "./prefetch";
import { createSubscriptionSocket, resumableVariables, type SubscriptionSocket } from "./subscriptions";

/** A store's records as `RecordSource#toJSON` gives them: what the server renders a page with. */
export type RelayRecords = NonNullable<ConstructorParameters<typeof RecordSource>[0]>;

function isGraphQLResponse(value: unknown): value is GraphQLResponse {
  return typeof value === "object" && value !== null && ("data" in value || "errors" in value);
}

const fetchGraphQL: FetchFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    const token = getToken();
    const body = JSON.stringify(requestBody(operation, variables));
    (takePrefetched(token, body) ?? postGraphQL(body, token, controller.signal))
      .then(async (response) => {
        const text = await response.text();
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          // Not JSON (proxy error page, server down): reported below with the status.
        }
        if (!isGraphQLResponse(json)) {
          throw new Error(`${response.status}: ${text || response.statusText}`);
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
      const resume = resumableVariables(variables);
      const failed = (error: unknown) => sink.error(error instanceof Error ? error : new Error("실시간 연결에 실패했습니다."));
      socket
        .client()
        .then((client) => {
          if (closed) return;
          unsubscribe = client.subscribe(
            {
              query: operation.text ?? "",
              operationName: operation.name,
              // A getter: graphql-ws serialises this payload again on each retry, with the newest resume point.
              get variables() {
                return resume.current();
              },
            },
            {
              next: (result) => {
                if (!isGraphQLResponse(result)) return;
                resume.observe(result.data);
                sink.next(result);
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

function createRuntime(records?: RelayRecords): RelayRuntime {
  const socket = createSubscriptionSocket();
  const environment = new Environment({
    network: Network.create(fetchGraphQL, subscribeWith(socket)),
    store: new Store(new RecordSource(records)),
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

/**
 * Starts the environment from the records the server rendered the page with (client/ssr), so the
 * route loaders' `store-or-network` queries find their data and send no request.
 */
export function hydrateRelayEnvironment(records: RelayRecords): Environment {
  current.socket.reset();
  current = createRuntime(records);
  return current.environment;
}
