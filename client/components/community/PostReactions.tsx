import { graphql, useFragment } from "react-relay";
import type { PostReactions_post$key } from "../../__generated__/PostReactions_post.graphql";
import { VOTE_MESSAGES } from "../../../domain/boardVotes";
import { errorMessage } from "../../lib/useMutationPromise";
import { useGoToLogin } from "../account/useLoginRedirect";
import { Button } from "../ui/Button";
import { useToast } from "../ui/Toast";
import { useScrapMutation, useVotePostMutation } from "./useBoardReactionMutations";

type Props = { postRef: PostReactions_post$key; isLoggedIn: boolean };

/** 추천 / 비추천 / 스크랩 under a post (domain/boardVotes.ts); the author sees the counts without the vote buttons working. */
export function PostReactions({ postRef, isLoggedIn }: Props) {
  const post = useFragment(
    graphql`
      fragment PostReactions_post on Post {
        id
        dislikes
        viewerVote
        scrapCount
        viewerHasScrapped
        viewerCanReport
        likeStatus {
          likeCount
        }
      }
    `,
    postRef,
  );
  const toast = useToast();
  const goToLogin = useGoToLogin();
  const [vote, voting] = useVotePostMutation();
  const [scrap, scrapping] = useScrapMutation();
  const isOwn = isLoggedIn && !post.viewerCanReport;

  const run = async (loginText: string, failTitle: string, action: () => Promise<{ __typename: string; message?: string | null }>) => {
    if (!isLoggedIn) {
      toast({ title: "로그인 필요", text: loginText, tone: "error" });
      return goToLogin();
    }
    try {
      const failed = errorMessage(await action());
      if (failed) throw new Error(failed);
    } catch (error) {
      toast({ title: failTitle, text: error instanceof Error ? error.message : undefined, tone: "error" });
    }
  };
  const castVote = (kind: "UP" | "DOWN") =>
    run(VOTE_MESSAGES.loginRequired, "추천/비추천을 처리할 수 없습니다", async () => (await vote({ id: post.id, kind })).votePost);
  const toggleScrap = () => run(VOTE_MESSAGES.scrapLoginRequired, "스크랩을 처리할 수 없습니다", async () => (await scrap({ id: post.id })).togglePostScrap);

  return (
    <>
      <Button variant={post.viewerVote === "UP" ? "primary" : "secondary"} aria-pressed={post.viewerVote === "UP"} disabled={voting || isOwn}
        title={isOwn ? VOTE_MESSAGES.ownContent : undefined} onClick={() => castVote("UP")}>
        👍 추천 {post.likeStatus.likeCount}
      </Button>
      <Button variant={post.viewerVote === "DOWN" ? "primary" : "secondary"} aria-pressed={post.viewerVote === "DOWN"} disabled={voting || isOwn}
        title={isOwn ? VOTE_MESSAGES.ownContent : undefined} onClick={() => castVote("DOWN")}>
        👎 비추천 {post.dislikes}
      </Button>
      <Button variant={post.viewerHasScrapped ? "primary" : "secondary"} aria-pressed={post.viewerHasScrapped} disabled={scrapping} onClick={toggleScrap}>
        ★ 스크랩 {post.scrapCount}
      </Button>
    </>
  );
}
