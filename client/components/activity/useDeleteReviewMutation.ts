import { graphql } from "react-relay";
import type { useDeleteReviewMutation as DeleteReviewMutation } from "../../__generated__/useDeleteReviewMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Deletes one of my reviews; the payload brings the page shown (`offset`) and the summary tiles. */
export function useDeleteReviewMutation() {
  return useMutationPromise<DeleteReviewMutation>(graphql`
    mutation useDeleteReviewMutation($id: ID!, $offset: Int!) {
      deleteReview(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteReviewSuccess {
          data {
            viewer {
              id
              reviewSummary {
                averageRating
                reviewCount
                topFormation
              }
              ...ActivityReviews_user @arguments(offset: $offset)
            }
          }
        }
      }
    }
  `);
}
