import { graphql } from "react-relay";
import type { useCreateFormationReviewCommentMutation as Mutation } from "../../../__generated__/useCreateFormationReviewCommentMutation.graphql";
import { useMutationPromise } from "../../../lib/useMutationPromise";

/**
 * Comments on a formation review or replies to a comment: a comment joins the thread's
 * connection, a reply arrives with its parent's replies; the review's count follows.
 */
export function useCreateFormationReviewCommentMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useCreateFormationReviewCommentMutation($reviewId: ID!, $parentId: ID, $content: String!, $connections: [ID!]!) {
      createFormationReviewComment(reviewId: $reviewId, parentId: $parentId, content: $content) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateFormationReviewCommentSuccess {
          data {
            comment @appendNode(connections: $connections, edgeTypeName: "FormationReviewCommentsConnectionEdge") {
              id
              ...FormationReviewComment_comment
            }
            parent {
              id
              ...FormationReviewComment_comment
            }
            review {
              id
              commentCount
            }
          }
        }
      }
    }
  `);
}
