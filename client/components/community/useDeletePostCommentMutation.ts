import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useDeletePostCommentMutation as DeletePostComment } from "../../__generated__/useDeletePostCommentMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";
import { addToTotalCount } from "../../relay/connectionCount";

/** Deletes a comment and its replies from the store; the post's count follows. */
export function useDeletePostCommentMutation() {
  const [commit, inFlight] = useMutationPromise<DeletePostComment>(graphql`
    mutation useDeletePostCommentMutation($id: ID!, $connections: [ID!]!) {
      deleteComment(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteCommentSuccess {
          data {
            deletedIds @deleteEdge(connections: $connections)
            post {
              id
              commentCount
            }
          }
        }
      }
    }
  `);
  // The connection's totalCount drops by the comment and its replies (every id removed).
  const run = useCallback(
    (variables: DeletePostComment["variables"]) =>
      commit(variables, (store, data) => {
        const result = data?.deleteComment;
        if (result?.__typename === "MutationDeleteCommentSuccess") addToTotalCount(store, variables.connections, -(result.data?.deletedIds.length ?? 0));
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
