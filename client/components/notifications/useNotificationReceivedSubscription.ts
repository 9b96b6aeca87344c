import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay";
import { ConnectionHandler, type GraphQLSubscriptionConfig } from "relay-runtime";
import type { useNotificationReceivedSubscription as Subscription } from "../../__generated__/useNotificationReceivedSubscription.graphql";

export const NOTIFICATION_CONNECTION_KEY = "NotificationList_notifications";

const subscription = graphql`
  subscription useNotificationReceivedSubscription {
    notificationReceived {
      id
      ...NotificationItem_notification
    }
  }
`;

/**
 * Keeps the bell live while signed in: each event bumps the viewer's unread count and, when the
 * list has been opened, puts the notification at its top.
 */
export function useNotificationReceivedSubscription(viewerId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      // A socket that cannot connect is not an error for the page: the bell polls meanwhile.
      onError: () => {},
      updater: (store) => {
        const event = store.getRootField("notificationReceived");
        const viewer = store.get(viewerId);
        if (!event || !viewer) return;
        const unread = viewer.getValue("unreadNotificationCount");
        viewer.setValue((typeof unread === "number" ? unread : 0) + 1, "unreadNotificationCount");
        const connection = ConnectionHandler.getConnection(viewer, NOTIFICATION_CONNECTION_KEY);
        if (!connection) return;
        const edge = ConnectionHandler.createEdge(store, connection, event, "UserNotificationsConnectionEdge");
        ConnectionHandler.insertEdgeBefore(connection, edge);
      },
    }),
    [viewerId],
  );
  useSubscription(config);
}
