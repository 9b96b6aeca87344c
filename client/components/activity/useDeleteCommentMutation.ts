import { graphql } from "react-relay";
import type { useDeleteCommentMutation as DeleteCommentMutation } from "../../__generated__/useDeleteCommentMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Deletes one of my comments (owner or admin); the list refetches its page afterwards. */
export function useDeleteCommentMutation() {
  return useMutationPromise<DeleteCommentMutation>(graphql`
    mutation useDeleteCommentMutation($id: ID!) {
      deleteComment(id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
}
