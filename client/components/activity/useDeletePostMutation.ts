import { graphql } from "react-relay";
import type { useDeletePostMutation as DeletePostMutation } from "../../__generated__/useDeletePostMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Deletes one of my posts (owner or admin); the list refetches its page afterwards. */
export function useDeletePostMutation() {
  return useMutationPromise<DeletePostMutation>(graphql`
    mutation useDeletePostMutation($id: ID!) {
      deletePost(id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
}
