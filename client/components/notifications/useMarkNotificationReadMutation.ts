import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useMarkNotificationReadMutation as Mutation } from "../../__generated__/useMarkNotificationReadMutation.graphql";

const mutation = graphql`
  mutation useMarkNotificationReadMutation($id: ID!) {
    markNotificationRead(id: $id) {
      ... on Notification {
        id
        isRead
      }
    }
  }
`;

/** Marks one notification read, optimistically: the dot and the item update before the server answers. */
export function useMarkNotificationReadMutation(viewerId: string) {
  const [commit] = useMutation<Mutation>(mutation);
  return useCallback(
    (id: string, wasRead: boolean) => {
      if (wasRead) return;
      const decrement = (store: RecordSourceSelectorProxy) => {
        store.get(id)?.setValue(true, "isRead");
        const viewer = store.get(viewerId);
        const unread = viewer?.getValue("unreadNotificationCount");
        if (viewer && typeof unread === "number") viewer.setValue(Math.max(0, unread - 1), "unreadNotificationCount");
      };
      commit({ variables: { id }, optimisticUpdater: decrement, updater: decrement });
    },
    [commit, viewerId],
  );
}
