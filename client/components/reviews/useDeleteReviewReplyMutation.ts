import { graphql } from "react-relay";
import type { useDeleteReviewReplyMutation as Mutation } from "../../__generated__/useDeleteReviewReplyMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Deletes a reply (author or admin): it and its sub-thread leave the thread, the count follows. */
export function useDeleteReviewReplyMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useDeleteReviewReplyMutation($id: ID!, $connections: [ID!]!) {
      deleteReviewReply(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteReviewReplySuccess {
          data {
            deletedIds @deleteEdge(connections: $connections)
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
