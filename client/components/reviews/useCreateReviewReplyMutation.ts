import { graphql } from "react-relay";
import type { useCreateReviewReplyMutation as Mutation } from "../../__generated__/useCreateReviewReplyMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Replies to a review (or to a reply); the review's thread and reply count come back fresh. */
export function useCreateReviewReplyMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useCreateReviewReplyMutation($reviewId: ID!, $parentReplyId: ID, $content: String!) {
      createReviewReply(reviewId: $reviewId, parentReplyId: $parentReplyId, content: $content) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateReviewReplySuccess {
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
