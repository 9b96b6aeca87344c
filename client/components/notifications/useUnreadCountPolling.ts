import { useEffect, useRef, useSyncExternalStore } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { Environment } from "relay-runtime";
import type { useUnreadCountPollingQuery } from "../../__generated__/useUnreadCountPollingQuery.graphql";
import { getSocketState, subscribeSocketState } from "../../relay/subscriptions";

/** The bell polls every 30 s, and only while the realtime socket is down. */
export const UNREAD_POLL_MS = 30_000;

const query = graphql`
  query useUnreadCountPollingQuery {
    viewer {
      id
      unreadNotificationCount
    }
  }
`;

// Errors (offline) are dropped: the next tick or reconnect tries again.
const fetchUnreadCount = (environment: Environment) =>
  fetchQuery<useUnreadCountPollingQuery>(environment, query, {}, { fetchPolicy: "network-only" }).subscribe({ error: () => {} });

/**
 * While the socket cannot connect, asks GraphQL for the viewer's unread count every 30 s; the
 * answer lands in the Relay store, so the bell re-renders like it does for subscription events.
 */
export function useUnreadCountPolling() {
  const environment = useRelayEnvironment();
  const socketState = useSyncExternalStore(subscribeSocketState, getSocketState);
  const polling = socketState === "failed";

  // Back after an outage or an instance's death: one refetch counts what arrived meanwhile.
  const wasDown = useRef(false);
  useEffect(() => {
    if (polling) wasDown.current = true;
    if (socketState !== "connected" || !wasDown.current) return;
    wasDown.current = false;
    const request = fetchUnreadCount(environment);
    return () => request.unsubscribe();
  }, [polling, socketState, environment]);

  useEffect(() => {
    if (!polling) return;
    const poll = () => fetchUnreadCount(environment);
    let request = poll();
    const timer = window.setInterval(() => {
      request.unsubscribe();
      request = poll();
    }, UNREAD_POLL_MS);
    return () => {
      window.clearInterval(timer);
      request.unsubscribe();
    };
  }, [polling, environment]);
  return polling;
}
