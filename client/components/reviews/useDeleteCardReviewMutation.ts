import { graphql } from "react-relay";
import type { useDeleteCardReviewMutation as Mutation } from "../../__generated__/useDeleteCardReviewMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Deletes a review from the card page (author or admin): its edge leaves the lists, counters follow. */
export function useDeleteCardReviewMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useDeleteCardReviewMutation($id: ID!, $connections: [ID!]!) {
      deleteReview(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteReviewSuccess {
          data {
            deletedIds @deleteEdge(connections: $connections)
            card {
              ...CardPanel_card
              ...ReviewSummaryPanels_card
              viewerReview {
                id
              }
            }
          }
        }
      }
    }
  `);
}
