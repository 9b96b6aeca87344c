import { graphql } from "react-relay";
import type { useDeletePostCommentMutation as DeletePostComment } from "../../__generated__/useDeletePostCommentMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Deletes a comment and its replies from the store; the post's count follows. */
export function useDeletePostCommentMutation() {
  return useMutationPromise<DeletePostComment>(graphql`
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
}
