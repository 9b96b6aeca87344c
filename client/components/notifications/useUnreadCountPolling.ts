import { useEffect, useRef, useSyncExternalStore } from "react";
import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from "react-relay";
import type { Environment } from "relay-runtime";
import { getSocketState, subscribeSocketState } from "../../relay/subscriptions";

/** The bell polls every 30 s, and only while the realtime socket is down. */
const UNREAD_POLL_MS = 30_000;

// Errors (offline) are dropped: the next tick or reconnect tries again.
const refetch = (environment: Environment, query: GraphQLTaggedNode) =>
  fetchQuery(environment, query, {}, { fetchPolicy: "network-only" }).subscribe({ error: () => {} });

/**
 * While the socket cannot connect, runs the bell's query (its viewer fragment) every 30 s, and
 * once more when the socket is back; the answer lands in the Relay store, so the bell re-renders
 * like it does for subscription events.
 */
export function useUnreadCountPolling(query: GraphQLTaggedNode) {
  const environment = useRelayEnvironment();
  const socketState = useSyncExternalStore(subscribeSocketState, getSocketState);
  const polling = socketState === "failed";

  // Back after an outage or an instance's death: one refetch counts what arrived meanwhile.
  const wasDown = useRef(false);
  useEffect(() => {
    if (polling) wasDown.current = true;
    if (socketState !== "connected" || !wasDown.current) return;
    wasDown.current = false;
    const request = refetch(environment, query);
    return () => request.unsubscribe();
  }, [polling, socketState, environment, query]);

  useEffect(() => {
    if (!polling) return;
    let request = refetch(environment, query);
    const timer = window.setInterval(() => {
      request.unsubscribe();
      request = refetch(environment, query);
    }, UNREAD_POLL_MS);
    return () => {
      window.clearInterval(timer);
      request.unsubscribe();
    };
  }, [polling, environment, query]);
  return polling;
}
