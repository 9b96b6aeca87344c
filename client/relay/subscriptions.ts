import { createClient, type Client } from "graphql-ws/client";
import { getToken } from "../auth/token";

export const GRAPHQL_PATH = "/graphql";

/** ws(s)://<this host>/graphql, matching the page's protocol. */
export function graphqlWebSocketUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  const protocol = location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${location.host}${GRAPHQL_PATH}`;
}

/** Bearer token for the graphql-ws `connection_init` payload; read on every (re)connect. */
export function subscriptionConnectionParams(): Record<string, string> {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** A lazily created graphql-ws client that can be dropped and rebuilt (after sign-in/out). */
export type SubscriptionSocket = {
  client(): Client;
  /** Closes the socket; the next subscription opens a new one with fresh credentials. */
  reset(): void;
};

export function createSubscriptionSocket(): SubscriptionSocket {
  let client: Client | null = null;
  return {
    client() {
      client ??= createClient({
        url: graphqlWebSocketUrl,
        lazy: true,
        connectionParams: subscriptionConnectionParams,
        // Keep realtime features alive across server restarts and flaky mobile networks.
        retryAttempts: 30,
        shouldRetry: () => true,
      });
      return client;
    },
    reset() {
      void client?.dispose();
      client = null;
    },
  };
}
