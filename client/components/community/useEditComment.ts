import { graphql } from "react-relay";
import type { useEditCommentMutation } from "../../__generated__/useEditCommentMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";
import { useToast } from "../ui/Toast";

/**
 * Saves an edited comment: the new text lands on the comment's record in the store, so every
 * list showing it (the post page, My activity) updates without a refetch. Resolves true on success.
 */
export function useEditComment() {
  const toast = useToast();
  const [commit] = useMutationPromise<useEditCommentMutation>(graphql`
    mutation useEditCommentMutation($id: ID!, $content: String!) {
      updateComment(id: $id, content: $content) {
        __typename
        ... on Error {
          message
        }
        ... on MutationUpdateCommentSuccess {
          data {
            comment {
              id
              content
              ...CommentText_comment
            }
          }
        }
      }
    }
  `);
  return async (id: string, content: string) => {
    try {
      const { updateComment: result } = await commit({ id, content });
      if (result.__typename === "MutationUpdateCommentSuccess") {
        toast({ title: "댓글이 수정되었습니다.", tone: "success" });
        return true;
      }
      toast({ title: "댓글 수정 실패", text: result.__typename === "%other" ? undefined : result.message, tone: "error" });
    } catch (error) {
      toast({ title: "댓글 수정 실패", text: error instanceof Error ? error.message : undefined, tone: "error" });
    }
    return false;
  };
}
