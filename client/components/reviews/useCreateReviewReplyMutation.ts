import { graphql } from "react-relay";
import type { useCreateReviewReplyMutation as Mutation } from "../../__generated__/useCreateReviewReplyMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Replies to a review (or to a reply): the reply joins the open thread and the count follows. */
export function useCreateReviewReplyMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useCreateReviewReplyMutation($reviewId: ID!, $parentReplyId: ID, $content: String!, $connections: [ID!]!) {
      createReviewReply(reviewId: $reviewId, parentReplyId: $parentReplyId, content: $content) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateReviewReplySuccess {
          data {
            reply @appendNode(connections: $connections, edgeTypeName: "ReviewRepliesConnectionEdge") {
              id
              databaseId
              parentReplyDatabaseId
              ...ReviewReply_reply
            }
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
