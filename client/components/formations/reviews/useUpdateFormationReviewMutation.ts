import { graphql } from "react-relay";
import type { useUpdateFormationReviewMutation as Mutation } from "../../../__generated__/useUpdateFormationReviewMutation.graphql";
import { useMutationPromise } from "../../../lib/useMutationPromise";

/** Edits a formation review's text (author or admin); the item updates from the payload. */
export function useUpdateFormationReviewMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useUpdateFormationReviewMutation($id: ID!, $content: String!) {
      updateFormationReview(id: $id, content: $content) {
        __typename
        ... on Error {
          message
        }
        ... on MutationUpdateFormationReviewSuccess {
          data {
            review {
              id
              content
              updatedAt
            }
          }
        }
      }
    }
  `);
}
