import { graphql } from "react-relay";
import type { useDeletePostFromPageMutation as DeletePostFromPage } from "../../__generated__/useDeletePostFromPageMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Deletes a post from its page; the record leaves every list in the store. */
export function useDeletePostFromPageMutation() {
  return useMutationPromise<DeletePostFromPage>(graphql`
    mutation useDeletePostFromPageMutation($id: ID!) {
      deletePost(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeletePostSuccess {
          data {
            deletedId @deleteRecord
          }
        }
      }
    }
  `);
}
