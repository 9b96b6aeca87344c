import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { ConnectionHandler, type RecordSourceSelectorProxy } from "relay-runtime";
import type { useMarkAllNotificationsReadMutation as Mutation } from "../../__generated__/useMarkAllNotificationsReadMutation.graphql";
import { NOTIFICATION_CONNECTION_KEY } from "./useNotificationReceivedSubscription";

const mutation = graphql`
  mutation useMarkAllNotificationsReadMutation {
    markAllNotificationsRead {
      id
      unreadNotificationCount
    }
  }
`;

function markLoadedRead(store: RecordSourceSelectorProxy, viewerId: string) {
  const viewer = store.get(viewerId);
  if (!viewer) return;
  viewer.setValue(0, "unreadNotificationCount");
  const connection = ConnectionHandler.getConnection(viewer, NOTIFICATION_CONNECTION_KEY);
  for (const edge of connection?.getLinkedRecords("edges") ?? []) edge?.getLinkedRecord("node")?.setValue(true, "isRead");
}

/** 모두 읽음: clears the dot at once and marks every loaded item read. */
export function useMarkAllNotificationsReadMutation(viewerId: string) {
  const [commit, pending] = useMutation<Mutation>(mutation);
  const markAll = useCallback(() => {
    const update = (store: RecordSourceSelectorProxy) => markLoadedRead(store, viewerId);
    commit({ variables: {}, optimisticUpdater: update, updater: update });
  }, [commit, viewerId]);
  return [markAll, pending] as const;
}
