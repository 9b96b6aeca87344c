import { graphql } from "react-relay";
import type { useUpdateReviewMutation as Mutation } from "../../__generated__/useUpdateReviewMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Edits one of my reviews; the review, its card and my activity summary update in the Relay store. */
export function useUpdateReviewMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useUpdateReviewMutation($id: ID!, $input: ReviewInput!) {
      updateReview(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationUpdateReviewSuccess {
          data {
            review {
              ...ReviewItem_review
              overallRating
              formation
              positionBreak
              reviewText
              paceRating
              shootingRating
              passingRating
              agilityRating
              defenseRating
              physicalRating
              author {
                id
                reviewSummary {
                  averageRating
                  reviewCount
                  topFormation
                }
              }
            }
            card {
              avgRating
              reviewCount
              ...ReviewSummaryPanels_card
            }
          }
        }
      }
    }
  `);
}
