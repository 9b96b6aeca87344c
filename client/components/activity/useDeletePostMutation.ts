import { graphql } from "react-relay";
import type { useDeletePostMutation as DeletePostMutation } from "../../__generated__/useDeletePostMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Deletes one of my posts; the payload brings the page shown (`offset`) again. */
export function useDeletePostMutation() {
  return useMutationPromise<DeletePostMutation>(graphql`
    mutation useDeletePostMutation($id: ID!, $offset: Int!) {
      deletePost(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeletePostSuccess {
          data {
            viewer {
              id
              ...ActivityPosts_user @arguments(offset: $offset)
            }
          }
        }
      }
    }
  `);
}
