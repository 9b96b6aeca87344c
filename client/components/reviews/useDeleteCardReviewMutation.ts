import { graphql } from "react-relay";
import type { useDeleteCardReviewMutation as Mutation } from "../../__generated__/useDeleteCardReviewMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Deletes a review from the card page (author or admin); the card's counters come back fresh. */
export function useDeleteCardReviewMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useDeleteCardReviewMutation($id: ID!) {
      deleteReview(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteReviewSuccess {
          data {
            deletedId
            card {
              ...CardPanel_card
              ...ReviewSummaryPanels_card
            }
          }
        }
      }
    }
  `);
}
