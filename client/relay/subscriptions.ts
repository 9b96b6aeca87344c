import type { Client } from "graphql-ws/client";
import { getToken } from "../auth/token";
import { GRAPHQL_PATH } from "./graphqlRequest";


/** ws(s)://<this host>/graphql, matching the page's protocol. */
function graphqlWebSocketUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  const protocol = location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${location.host}${GRAPHQL_PATH}`;
}

/** Bearer token for the graphql-ws `connection_init` payload; read on every (re)connect. */
function subscriptionConnectionParams(): Record<string, string> {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Whether realtime events can arrive; the bell polls instead while it is not "connected". */
export type SocketState = "idle" | "connecting" | "connected" | "failed";

let socketState: SocketState = "idle";
const stateListeners = new Set<() => void>();

function setSocketState(next: SocketState) {
  if (next === socketState) return;
  socketState = next;
  for (const listener of stateListeners) listener();
}

export const getSocketState = () => socketState;

/** For `useSyncExternalStore`. */
export function subscribeSocketState(listener: () => void) {
  stateListeners.add(listener);
  return () => void stateListeners.delete(listener);
}

/**
 * A lazily created graphql-ws client that can be dropped and rebuilt (after sign-in/out). The
 * library itself loads on the first subscription, so pages without one never download it.
 */
export type SubscriptionSocket = {
  client(): Promise<Client>;
  /** Closes the socket; the next subscription opens a new one with fresh credentials. */
  reset(): void;
};

export function createSubscriptionSocket(): SubscriptionSocket {
  let client: Promise<Client> | null = null;
  return {
    client() {
      client ??= import("graphql-ws/client").then(({ createClient }) =>
        createClient({
          url: graphqlWebSocketUrl,
          lazy: true,
          connectionParams: subscriptionConnectionParams,
          // Keep realtime features alive across server restarts and flaky mobile networks;
          // graphql-ws waits with randomised exponential backoff between attempts.
          retryAttempts: 30,
          shouldRetry: () => true,
          on: {
            connecting: () => setSocketState(socketState === "failed" ? "failed" : "connecting"),
            connected: () => setSocketState("connected"),
            closed: () => setSocketState("failed"),
          },
        }),
      );
      return client;
    },
    reset() {
      const closing = client;
      client = null;
      setSocketState("idle");
      // Disposing a socket that never connected rejects with its close event: nothing to report.
      closing?.then((old) => old.dispose()).catch(() => {});
    },
  };
}

/**
 * A subscription's variables as graphql-ws sends them on every (re)subscribe: one that declares an
 * `after` variable resumes after the last event it received, so a reconnect replays the gap.
 */
export function resumableVariables(variables: Record<string, unknown>) {
  let current = variables;
  return {
    current: () => current,
    observe(data: unknown) {
      if (!("after" in variables)) return;
      const id = rootFieldId(data);
      if (id) current = { ...variables, after: id };
    },
  };
}

/** The `id` of an event's single root field (e.g. `notificationReceived { id }`), if it has one. */
function rootFieldId(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const [root] = Object.values(data);
  return typeof root === "object" && root !== null && "id" in root && typeof root.id === "string" ? root.id : null;
}
