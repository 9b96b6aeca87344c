import { graphql } from "react-relay";
import type { useCreateReviewMutation as Mutation } from "../../__generated__/useCreateReviewMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/**
 * Writes the viewer's review: it is prepended to the card's lists, the review it replaces leaves
 * them, and the card's panel and summary update from the same payload (one request).
 */
export function useCreateReviewMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useCreateReviewMutation($cardId: ID!, $input: ReviewInput!, $connections: [ID!]!) {
      createReview(cardId: $cardId, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateReviewSuccess {
          data {
            review @prependNode(connections: $connections, edgeTypeName: "CardReviewsConnectionEdge") {
              id
              ...ReviewItem_review
            }
            replacedReviewId @deleteEdge(connections: $connections)
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
