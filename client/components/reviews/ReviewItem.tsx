import { graphql, useFragment } from "react-relay";
import { UserName } from "../account/UserName";
import { BlockedFold } from "../account/BlockedFold";
import type { ReviewItem_review$data, ReviewItem_review$key } from "../../__generated__/ReviewItem_review.graphql";
import { withParticle } from "../../../domain/korean";
import { formatRating } from "../../../domain/rating";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";
import { useRelativeTime } from "../../lib/renderClock";
import { Button } from "../ui/Button";
import { ThumbDownIcon, ThumbUpIcon } from "../ui/icons";
import { HiddenMarker } from "../moderation/HiddenMarker";
import { ReportButton } from "../moderation/ReportButton";
import { Actions, Item, Meta, Row, Strong, Text } from "./ReviewItem.styles";
import { ReviewRatings } from "./ReviewRatings";
import { ReviewThread } from "./ReviewThread";
import { useToast } from "../ui/Toast";
import { useGoToLogin } from "../account/useLoginRedirect";
import { useToggleReviewLikeMutation } from "./useToggleReviewLikeMutation";
import { useVoteReviewMutation } from "./useVoteReviewMutation";

export type Viewer = { databaseId: number; isAdmin: boolean } | null;

type Props = {
  reviewRef: ReviewItem_review$key;
  viewer: Viewer;
  replyOpen: boolean;
  onToggleReply: () => void;
  onEdit: (review: ReviewItem_review$data) => void;
  onDelete: (review: ReviewItem_review$data) => void;
  onOpenDetail: (reviewId: string) => void;
};

/** One review on the card page: ratings, text, like, up/down vote, comments, edit and delete. */
export function ReviewItem({ reviewRef, viewer, replyOpen, onToggleReply, onEdit, onDelete, onOpenDetail }: Props) {
  const relativeTimeKo = useRelativeTime();
  const review = useFragment(
    graphql`
      fragment ReviewItem_review on Review {
        id
        overallRating
        ...ReviewRatings_review
        formation
        positionBreak
        level
        reviewText
        createdAt
        replyCount
        isHidden
        author { databaseId ...UserName_user ...BlockedFold_user }
        likeStatus { likeCount isLikedByCurrentUser }
        voteStatus { voteCount { up down } userVote canVote }
      }
    `,
    reviewRef,
  );
  const toast = useToast();
  const [toggleLike, liking] = useToggleReviewLikeMutation();
  const [vote, voting] = useVoteReviewMutation();
  const isAuthor = viewer?.databaseId === review.author.databaseId;
  const goToLogin = useGoToLogin();
  const needLogin = (title: string) => {
    toast({ title, text: "로그인이 필요합니다.", tone: "error" });
    goToLogin();
  };

  const like = () => {
    if (!viewer) return needLogin(REVIEW_MESSAGES.likeFailed);
    toggleLike(review.id, review.likeStatus).then(
      (message) => toast({ title: message, tone: "success" }),
      (e: Error) => toast({ title: REVIEW_MESSAGES.likeFailed, text: e.message, tone: "error" }),
    );
  };
  const castVote = (type: "up" | "down") => {
    if (!viewer) return needLogin(REVIEW_MESSAGES.voteFailed);
    vote(review.id, type, review.voteStatus).catch((e: Error) => toast({ title: REVIEW_MESSAGES.voteFailed, text: e.message, tone: "error" }));
  };
  const { voteCount, canVote, userVote } = review.voteStatus;
  const voted = viewer !== null && !canVote;

  return (
    <Item data-testid="review-item">
      <Row>
        <Strong aria-label="종합 평점">{formatRating(review.overallRating)}</Strong>
        <UserName userRef={review.author} />
        <Meta>{review.formation}</Meta>
        {review.positionBreak ? <Meta>{withParticle(review.positionBreak, "으로/로")} 사용</Meta> : null}
        {review.level !== null ? <Meta>랭크 {review.level}</Meta> : null}
        <Meta>{relativeTimeKo(review.createdAt)}</Meta>
        <HiddenMarker hidden={review.isHidden} />
      </Row>
      <BlockedFold authorRef={review.author} what="리뷰">
        <ReviewRatings reviewRef={review} />
        {review.reviewText ? <Text>{review.reviewText}</Text> : null}
      </BlockedFold>
      <Actions>
        <Button size="sm" variant={review.likeStatus.isLikedByCurrentUser ? "primary" : "secondary"} aria-pressed={review.likeStatus.isLikedByCurrentUser} onClick={like} disabled={liking || isAuthor} title={isAuthor ? REVIEW_MESSAGES.selfLike : undefined}>
          ♥ 추천 {review.likeStatus.likeCount}
        </Button>
        <Button size="sm" variant={userVote === "up" ? "primary" : "ghost"} disabled={voted || voting} onClick={() => castVote("up")} aria-label={`좋아요 투표 ${voteCount.up}`}>
          <ThumbUpIcon size={16} /> {voteCount.up}
        </Button>
        <Button size="sm" variant={userVote === "down" ? "primary" : "ghost"} disabled={voted || voting} onClick={() => castVote("down")} aria-label={`싫어요 투표 ${voteCount.down}`}>
          <ThumbDownIcon size={16} /> {voteCount.down}
        </Button>
        <Button size="sm" variant="ghost" onClick={onToggleReply} aria-expanded={replyOpen}>댓글 {review.replyCount}</Button>
        <Button size="sm" variant="ghost" onClick={() => onOpenDetail(review.id)}>상세</Button>
        {isAuthor ? <Button size="sm" variant="secondary" onClick={() => onEdit(review)}>수정</Button> : null}
        {isAuthor || viewer?.isAdmin ? <Button size="sm" variant="ghost" onClick={() => onDelete(review)}>삭제</Button> : null}
        <ReportButton targetId={review.id} canReport={viewer !== null && !isAuthor} />
      </Actions>
      {voted ? <Meta role="note">24시간 이내에 이미 투표했습니다. 24시간 후 다시 투표할 수 있습니다.</Meta> : null}
      {replyOpen ? <ReviewThread reviewId={review.id} viewer={viewer} /> : null}
    </Item>
  );
}
