import { graphql, useFragment } from "react-relay";
import type { CommentVotes_comment$key } from "../../__generated__/CommentVotes_comment.graphql";
import { VOTE_MESSAGES } from "../../../domain/boardVotes";
import { errorMessage } from "../../lib/useMutationPromise";
import { useGoToLogin } from "../account/useLoginRedirect";
import { Button } from "../ui/Button";
import { useToast } from "../ui/Toast";
import { useVoteCommentMutation } from "./useBoardReactionMutations";

/** 추천/비추천 of a comment; the author sees the counts only (no self-votes). */
export function CommentVotes({ commentRef, isLoggedIn }: { commentRef: CommentVotes_comment$key; isLoggedIn: boolean }) {
  const comment = useFragment(
    graphql`
      fragment CommentVotes_comment on Comment {
        id
        likes
        dislikes
        viewerVote
        viewerCanReport
      }
    `,
    commentRef,
  );
  const toast = useToast();
  const goToLogin = useGoToLogin();
  const [vote, voting] = useVoteCommentMutation();
  const isOwn = isLoggedIn && !comment.viewerCanReport;
  const cast = async (kind: "UP" | "DOWN") => {
    if (!isLoggedIn) {
      toast({ title: "로그인 필요", text: VOTE_MESSAGES.loginRequired, tone: "error" });
      return goToLogin();
    }
    try {
      const failed = errorMessage((await vote({ id: comment.id, kind })).voteComment);
      if (failed) throw new Error(failed);
    } catch (error) {
      toast({ title: "추천/비추천을 처리할 수 없습니다", text: error instanceof Error ? error.message : undefined, tone: "error" });
    }
  };
  return (
    <>
      <Button size="sm" variant={comment.viewerVote === "UP" ? "secondary" : "ghost"} aria-pressed={comment.viewerVote === "UP"} disabled={voting || isOwn}
        aria-label={`댓글 추천 ${comment.likes}`} onClick={() => cast("UP")}>
        👍 {comment.likes}
      </Button>
      <Button size="sm" variant={comment.viewerVote === "DOWN" ? "secondary" : "ghost"} aria-pressed={comment.viewerVote === "DOWN"} disabled={voting || isOwn}
        aria-label={`댓글 비추천 ${comment.dislikes}`} onClick={() => cast("DOWN")}>
        👎 {comment.dislikes}
      </Button>
    </>
  );
}
