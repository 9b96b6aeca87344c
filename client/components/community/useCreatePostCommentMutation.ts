import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useCreatePostCommentMutation as CreatePostComment } from "../../__generated__/useCreatePostCommentMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";
import { addToTotalCount } from "../../relay/connectionCount";

/** Comments or replies; the new comment is appended to the post's comment connection. */
export function useCreatePostCommentMutation() {
  const [commit, inFlight] = useMutationPromise<CreatePostComment>(graphql`
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
  // 댓글 더 보기 counts what is left from the connection's totalCount, which is not in the payload.
  const run = useCallback(
    (variables: CreatePostComment["variables"]) =>
      commit(variables, (store, data) => {
        if (data?.createComment.__typename === "MutationCreateCommentSuccess") addToTotalCount(store, variables.connections, 1);
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
