import { useMemo, useState } from "react";
import { graphql, useSubscription } from "react-relay";
import { ConnectionHandler, type GraphQLSubscriptionConfig } from "relay-runtime";
import type { useNotificationReceivedSubscription as Subscription } from "../../__generated__/useNotificationReceivedSubscription.graphql";

export const NOTIFICATION_CONNECTION_KEY = "NotificationList_notifications";

// `after`: the network layer replaces it with the last event's id on each reconnect (client/relay/subscriptions.ts).
const subscription = graphql`
  subscription useNotificationReceivedSubscription($after: ID, $fromStart: Boolean) {
    notificationReceived(after: $after, fromStart: $fromStart) {
      id
      # The viewer's count as the server has it: a replay after polling counted the gap never counts twice.
      recipient {
        id
        unreadNotificationCount
      }
      ...NotificationItem_notification
    }
  }
`;

/**
 * Keeps the bell live while signed in: each event brings the viewer's unread count and, when the
 * list has been opened, puts the notification at its top. It starts after `latestId`, the newest
 * notification the page loaded, so one created meanwhile is not missed; when the page loaded none,
 * it starts from the first (a member's first notification can land before the subscribe does).
 */
export function useNotificationReceivedSubscription(viewerId: string, latestId: string | null) {
  // The resume point of each viewer's first subscribe only: a later, newer `latestId` must not resubscribe.
  const [start, setStart] = useState(() => ({ viewerId, after: latestId }));
  if (start.viewerId !== viewerId) setStart({ viewerId, after: latestId });
  const after = start.viewerId === viewerId ? start.after : latestId;
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { after, fromStart: after === null },
      // A socket that cannot connect is not an error for the page: the bell polls meanwhile.
      onError: () => {},
      updater: (store) => {
        const event = store.getRootField("notificationReceived");
        const viewer = store.get(viewerId);
        if (!event || !viewer) return;
        const connection = ConnectionHandler.getConnection(viewer, NOTIFICATION_CONNECTION_KEY);
        if (!connection) return;
        // A notification the list already shows (replayed, or a batched one that grew) moves to the top, never twice.
        ConnectionHandler.deleteNode(connection, event.getDataID());
        const edge = ConnectionHandler.createEdge(store, connection, event, "UserNotificationsConnectionEdge");
        ConnectionHandler.insertEdgeBefore(connection, edge);
      },
    }),
    [viewerId, after],
  );
  useSubscription(config);
}
