import { graphql } from "react-relay";
import type { useCreatePostCommentMutation as CreatePostComment } from "../../__generated__/useCreatePostCommentMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Comments or replies; the new comment is appended to the post's comment connection. */
export function useCreatePostCommentMutation() {
  return useMutationPromise<CreatePostComment>(graphql`
    mutation useCreatePostCommentMutation($postId: ID!, $parentId: ID, $content: String!, $connections: [ID!]!) {
      createComment(postId: $postId, parentId: $parentId, content: $content) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateCommentSuccess {
          data {
            comment @appendNode(connections: $connections, edgeTypeName: "PostCommentsConnectionEdge") {
              id
              ...PostCommentItem_comment
            }
            post {
              id
              commentCount
            }
          }
        }
      }
    }
  `);
}
