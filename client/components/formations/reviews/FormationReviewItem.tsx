import styled from "@emotion/styled";
import { Suspense } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { FormationReviewItem_review$data, FormationReviewItem_review$key } from "../../../__generated__/FormationReviewItem_review.graphql";
import { FORMATION_REVIEW_MESSAGES as M, type FormationReaction } from "../../../../domain/formationReviews";
import { useRelativeTime } from "../../../lib/renderClock";
import { UserName } from "../../account/UserName";
import { BlockedFold } from "../../account/BlockedFold";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/Toast";
import { useGoToLogin } from "../../account/useLoginRedirect";
import { FormationReviewComments } from "./FormationReviewComments";
import { useReactToFormationReviewMutation } from "./useReactToFormationReviewMutation";

type Props = {
  reviewRef: FormationReviewItem_review$key;
  isLoggedIn: boolean;
  commentsOpen: boolean;
  onToggleComments: () => void;
  onEdit: (review: FormationReviewItem_review$data) => void;
  onDelete: (review: FormationReviewItem_review$data) => void;
};

/** One formation review: text, like/dislike (one reaction per member), comments, author/admin edit and delete. */
export function FormationReviewItem({ reviewRef, isLoggedIn, commentsOpen, onToggleComments, onEdit, onDelete }: Props) {
  const relativeTimeKo = useRelativeTime();
  const review = useFragment(
    graphql`
      fragment FormationReviewItem_review on FormationReview {
        id
        content
        likes
        dislikes
        commentCount
        createdAt
        viewerReaction
        viewerCanEdit
        linkedSquadId
        author {
          ...UserName_user
          ...BlockedFold_user
        }
      }
    `,
    reviewRef,
  );
  const toast = useToast();
  const goToLogin = useGoToLogin();
  const [react, reacting] = useReactToFormationReviewMutation();
  const press = async (reaction: FormationReaction) => {
    if (!isLoggedIn) {
      toast({ title: M.loginRequiredTitle, text: M.reactLoginRequired, tone: "error" });
      return goToLogin();
    }
    try {
      const result = (await react({ id: review.id, reaction })).reactToFormationReview;
      if (result.__typename !== "MutationReactToFormationReviewSuccess") {
        toast({ title: M.errorTitle, text: result.__typename === "%other" ? M.reactFailed : result.message, tone: "error" });
      }
    } catch {
      toast({ title: M.errorTitle, text: M.reactFailed, tone: "error" });
    }
  };
  return (
    <Item data-testid="formation-review">
      <Head>
        <UserName userRef={review.author} />
        <small>{relativeTimeKo(review.createdAt)}</small>
      </Head>
      <BlockedFold authorRef={review.author} what="리뷰">
        <Content>{review.content}</Content>
        {review.linkedSquadId ? <SquadLink to={`/squads/${review.linkedSquadId}`}>이 리뷰의 스쿼드 보기</SquadLink> : null}
      </BlockedFold>
      <Actions>
        <Button size="sm" variant={review.viewerReaction === "LIKE" ? "primary" : "ghost"} aria-pressed={review.viewerReaction === "LIKE"} disabled={reacting} onClick={() => void press("LIKE")}>
          좋아요 {review.likes}
        </Button>
        <Button size="sm" variant={review.viewerReaction === "DISLIKE" ? "primary" : "ghost"} aria-pressed={review.viewerReaction === "DISLIKE"} disabled={reacting} onClick={() => void press("DISLIKE")}>
          싫어요 {review.dislikes}
        </Button>
        <Button size="sm" variant={commentsOpen ? "secondary" : "ghost"} aria-expanded={commentsOpen} onClick={onToggleComments}>
          댓글 {review.commentCount}
        </Button>
        {review.viewerCanEdit ? (
          <>
            <Button size="sm" variant="ghost" onClick={() => onEdit(review)}>수정</Button>
            <Button size="sm" variant="ghost" onClick={() => onDelete(review)}>삭제</Button>
          </>
        ) : null}
      </Actions>
      {commentsOpen ? (
        <Suspense fallback={<Loading>댓글을 불러오는 중…</Loading>}>
          <FormationReviewComments reviewId={review.id} isLoggedIn={isLoggedIn} />
        </Suspense>
      ) : null}
    </Item>
  );
}

const Item = styled.li(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  padding: theme.space(3),
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
}));
const Head = styled.div(({ theme }) => ({ display: "flex", alignItems: "center", gap: theme.space(2), flexWrap: "wrap", "& small": { color: theme.colors.textSubtle } }));
const SquadLink = styled(Link)(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.primary }));
const Content = styled.p({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
const Actions = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space(1) }));
const Loading = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));
