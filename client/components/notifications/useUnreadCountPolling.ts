import { useEffect, useSyncExternalStore } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { useUnreadCountPollingQuery } from "../../__generated__/useUnreadCountPollingQuery.graphql";
import { getSocketState, subscribeSocketState } from "../../relay/subscriptions";

/** Spec: the bell polls every 30 s; we only do so while the realtime socket is down. */
const UNREAD_POLL_MS = 30_000;

const query = graphql`
  query useUnreadCountPollingQuery {
    viewer {
      id
      unreadNotificationCount
    }
  }
`;

/**
 * While the socket cannot connect, asks GraphQL for the viewer's unread count every 30 s; the
 * answer lands in the Relay store, so the bell re-renders like it does for subscription events.
 */
export function useUnreadCountPolling() {
  const environment = useRelayEnvironment();
  const socketState = useSyncExternalStore(subscribeSocketState, getSocketState);
  const polling = socketState === "failed";

  useEffect(() => {
    if (!polling) return;
    // Errors (offline) are dropped: the next tick tries again.
    const poll = () => fetchQuery<useUnreadCountPollingQuery>(environment, query, {}, { fetchPolicy: "network-only" }).subscribe({ error: () => {} });
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
