import { graphql } from "react-relay";
import type { useCreateReviewMutation as Mutation } from "../../__generated__/useCreateReviewMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Writes the viewer's review; the card's panel and summary refresh from the payload. */
export function useCreateReviewMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useCreateReviewMutation($cardId: ID!, $input: ReviewInput!) {
      createReview(cardId: $cardId, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateReviewSuccess {
          data {
            review {
              ...ReviewItem_review
            }
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
