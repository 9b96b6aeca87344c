import { useEffect, useSyncExternalStore } from "react";
import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from "react-relay";
import { getSocketState, subscribeSocketState } from "../../relay/subscriptions";

/** Spec: the bell polls every 30 s; we only do so while the realtime socket is down. */
const UNREAD_POLL_MS = 30_000;

/**
 * While the socket cannot connect, runs the bell's query (its viewer fragment) every 30 s; the
 * answer lands in the Relay store, so the bell re-renders like it does for subscription events.
 */
export function useUnreadCountPolling(query: GraphQLTaggedNode) {
  const environment = useRelayEnvironment();
  const socketState = useSyncExternalStore(subscribeSocketState, getSocketState);
  const polling = socketState === "failed";

  useEffect(() => {
    if (!polling) return;
    // Errors (offline) are dropped: the next tick tries again.
    const poll = () => fetchQuery(environment, query, {}, { fetchPolicy: "network-only" }).subscribe({ error: () => {} });
    let request = poll();
    const timer = window.setInterval(() => {
      request.unsubscribe();
      request = poll();
    }, UNREAD_POLL_MS);
    return () => {
      window.clearInterval(timer);
      request.unsubscribe();
    };
  }, [polling, environment, query]);
  return polling;
}
