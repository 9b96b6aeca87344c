import { graphql } from "react-relay";
import type { useDeleteReviewReplyMutation as Mutation } from "../../__generated__/useDeleteReviewReplyMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Deletes a reply (author or admin) and its sub-thread. */
export function useDeleteReviewReplyMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useDeleteReviewReplyMutation($id: ID!) {
      deleteReviewReply(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteReviewReplySuccess {
          data {
            review {
              id
              replyCount
            }
          }
        }
      }
    }
  `);
}
