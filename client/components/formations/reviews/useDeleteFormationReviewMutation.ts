import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useDeleteFormationReviewMutation as Mutation } from "../../../__generated__/useDeleteFormationReviewMutation.graphql";
import { useMutationPromise } from "../../../lib/useMutationPromise";
import { addToTotalCount } from "../../../relay/connectionCount";

/** Deletes a formation review (author or admin); its edge leaves the list. */
export function useDeleteFormationReviewMutation() {
  const [commit, inFlight] = useMutationPromise<Mutation>(graphql`
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
  // The list's header count moves with the edge (the connection's totalCount is not in the payload).
  const run = useCallback(
    (variables: Mutation["variables"]) =>
      commit(variables, (store, data) => {
        if (data?.deleteFormationReview.__typename === "MutationDeleteFormationReviewSuccess") addToTotalCount(store, variables.connections, -1);
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
