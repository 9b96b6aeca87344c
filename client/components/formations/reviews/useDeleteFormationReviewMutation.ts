import { graphql } from "react-relay";
import type { useDeleteFormationReviewMutation as Mutation } from "../../../__generated__/useDeleteFormationReviewMutation.graphql";
import { useMutationPromise } from "../../../lib/useMutationPromise";

/** Deletes a formation review (author or admin); its edge leaves the list. */
export function useDeleteFormationReviewMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useDeleteFormationReviewMutation($id: ID!, $connections: [ID!]!) {
      deleteFormationReview(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteFormationReviewSuccess {
          data {
            deletedId @deleteEdge(connections: $connections)
          }
        }
      }
    }
  `);
}
