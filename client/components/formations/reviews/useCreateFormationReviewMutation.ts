import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useCreateFormationReviewMutation as Mutation } from "../../../__generated__/useCreateFormationReviewMutation.graphql";
import { useMutationPromise } from "../../../lib/useMutationPromise";
import { addToTotalCount } from "../../../relay/connectionCount";

/** Writes a formation review; it is prepended to the formation's list (no refetch). */
export function useCreateFormationReviewMutation() {
  const [commit, inFlight] = useMutationPromise<Mutation>(graphql`
    mutation useCreateFormationReviewMutation($formation: String!, $content: String!, $squadId: ID, $connections: [ID!]!) {
      createFormationReview(formation: $formation, content: $content, squadId: $squadId) {
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
  // The list's header count moves with the edge (the connection's totalCount is not in the payload).
  const run = useCallback(
    (variables: Mutation["variables"]) =>
      commit(variables, (store, data) => {
        if (data?.createFormationReview.__typename === "MutationCreateFormationReviewSuccess") addToTotalCount(store, variables.connections, 1);
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
