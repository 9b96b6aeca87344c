import { useEffect, useSyncExternalStore } from "react";
import { commitLocalUpdate, useRelayEnvironment } from "react-relay";
import { getToken } from "../../auth/token";
import { getSocketState, subscribeSocketState } from "../../relay/subscriptions";

/** Spec: the bell polls every 30 s; we only do so while the realtime socket is down. */
export const UNREAD_POLL_MS = 30_000;

/** Falls back to GET /api/notifications/unread-count while the socket cannot connect. */
export function useUnreadCountPolling(viewerId: string) {
  const environment = useRelayEnvironment();
  const socketState = useSyncExternalStore(subscribeSocketState, getSocketState);
  const polling = socketState === "failed";

  useEffect(() => {
    if (!polling) return;
    let cancelled = false;
    const poll = async () => {
      const token = getToken();
      if (!token) return;
      try {
        const response = await fetch("/api/notifications/unread-count", { headers: { Authorization: `Bearer ${token}` } });
        if (!response.ok || cancelled) return;
        const { unreadCount } = (await response.json()) as { unreadCount: number };
        commitLocalUpdate(environment, (store) => store.get(viewerId)?.setValue(unreadCount, "unreadNotificationCount"));
      } catch {
        // Offline: the next tick tries again.
      }
    };
    void poll();
    const timer = window.setInterval(poll, UNREAD_POLL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [polling, environment, viewerId]);
  return polling;
}
