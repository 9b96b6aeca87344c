import { graphql } from "react-relay";
import type { useDeleteReviewMutation as DeleteReviewMutation } from "../../__generated__/useDeleteReviewMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Deletes one of my reviews (owner or admin); the list refetches its page afterwards. */
export function useDeleteReviewMutation() {
  return useMutationPromise<DeleteReviewMutation>(graphql`
    mutation useDeleteReviewMutation($id: ID!) {
      deleteReview(id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
}
