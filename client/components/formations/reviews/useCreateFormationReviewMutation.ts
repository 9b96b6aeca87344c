import { graphql } from "react-relay";
import type { useCreateFormationReviewMutation as Mutation } from "../../../__generated__/useCreateFormationReviewMutation.graphql";
import { useMutationPromise } from "../../../lib/useMutationPromise";

/** Writes a formation review; it is prepended to the formation's list (no refetch). */
export function useCreateFormationReviewMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useCreateFormationReviewMutation($formation: String!, $content: String!, $connections: [ID!]!) {
      createFormationReview(formation: $formation, content: $content) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateFormationReviewSuccess {
          data {
            review @prependNode(connections: $connections, edgeTypeName: "FormationReviewsConnectionEdge") {
              id
              ...FormationReviewItem_review
            }
          }
        }
      }
    }
  `);
}
