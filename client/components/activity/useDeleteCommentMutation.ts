import { graphql } from "react-relay";
import type { useDeleteCommentMutation as DeleteCommentMutation } from "../../__generated__/useDeleteCommentMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Deletes one of my comments; the payload brings the page shown (`offset`) again. */
export function useDeleteCommentMutation() {
  return useMutationPromise<DeleteCommentMutation>(graphql`
    mutation useDeleteCommentMutation($id: ID!, $offset: Int!) {
      deleteComment(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteCommentSuccess {
          data {
            viewer {
              id
              ...ActivityComments_user @arguments(offset: $offset)
            }
          }
        }
      }
    }
  `);
}
