import styled from "@emotion/styled";
import { Suspense, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { ConnectionHandler } from "relay-runtime";
import { useSearchParams } from "react-router-dom";
import type { CardReviewsSection_card$key } from "../../__generated__/CardReviewsSection_card.graphql";
import type { ReviewItem_review$data } from "../../__generated__/ReviewItem_review.graphql";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";
import { ReviewDetailDialog } from "../../components/reviews/ReviewDetailDialog";
import type { Viewer } from "../../components/reviews/ReviewItem";
import { REVIEW_SORTS, ReviewList } from "../../components/reviews/ReviewList";
import { ReviewSummaryPanels } from "../../components/reviews/ReviewSummaryPanels";
import { ReviewInsightPanel } from "../../components/reviews/ReviewInsightPanel";
import { useDeleteCardReviewMutation } from "../../components/reviews/useDeleteCardReviewMutation";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { useToast } from "../../components/ui/Toast";
import { useGoToLogin } from "../../components/account/useLoginRedirect";
import { lazyPart } from "../../lib/lazyPart";
import { useRequestedSection } from "../../lib/requestedSection";

// The forms (and zod, which validates them) load when a form first opens, not with the card page.
const ReviewForm = lazyPart("ReviewForm", async () => (await import("../../components/reviews/ReviewForm")).ReviewForm);
const EditReviewForm = lazyPart("EditReviewForm", async () => (await import("../../components/reviews/EditReviewForm")).EditReviewForm);

type Props = { cardRef: CardReviewsSection_card$key; viewer: Viewer };

/** The card page's review area: summary panels, write button, sorted list, form and detail dialogs. */
export function CardReviewsSection({ cardRef, viewer }: Props) {
  const card = useFragment(
    graphql`
      fragment CardReviewsSection_card on Card @argumentDefinitions(reviewsFirst: { type: "Int", defaultValue: 20 }) {
        id
        name
        position
        viewerReview {
          id
        }
        levels {
          kind
          level
        }
        ...ReviewSummaryPanels_card
        ...ReviewInsightPanel_card
        ...ReviewList_card @arguments(first: $reviewsFirst)
      }
    `,
    cardRef,
  );
  const show = useToast();
  const goToLogin = useGoToLogin();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ReviewItem_review$data | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [removeReview] = useDeleteCardReviewMutation();
  const sectionRef = useRef<HTMLElement>(null);
  // Both sort orders' lists: a write updates whichever of them the store holds.
  const connections = REVIEW_SORTS.map((sort) => ConnectionHandler.getConnectionID(card.id, "ReviewList_reviews", { sort }));
  const [params] = useSearchParams();
  const wantsReviews = params.get("tab") === "reviews";
  // The ranks a review may name (Review.level): the card's own, none without level data.
  const rankLevels = card.levels.filter((l) => l.kind === "RANK").map((l) => l.level);

  const requested = useRequestedSection(sectionRef, wantsReviews);

  const openWrite = () => {
    if (!viewer) {
      show({ title: REVIEW_MESSAGES.loginRequiredTitle, text: REVIEW_MESSAGES.loginFirst, tone: "error" });
      return goToLogin();
    }
    setEditing(null);
    setFormOpen(true);
  };
  const remove = async (review: ReviewItem_review$data) => {
    if (!window.confirm(REVIEW_MESSAGES.deleteConfirm)) return;
    try {
      const result = (await removeReview({ id: review.id, connections })).deleteReview;
      if (result.__typename === "MutationDeleteReviewSuccess") show({ title: REVIEW_MESSAGES.deleted, tone: "success" });
      else show({ title: REVIEW_MESSAGES.deleteFailed, text: result.__typename === "%other" ? undefined : result.message, tone: "error" });
    } catch {
      show({ title: REVIEW_MESSAGES.deleteFailed, tone: "error" });
    }
  };

  return (
    <Section id="reviews" ref={sectionRef} aria-labelledby="reviews-title" {...requested}>
      <Head>
        <h2 id="reviews-title">실사용 리뷰</h2>
        <Button onClick={openWrite}>리뷰 작성</Button>
      </Head>
      <ReviewInsightPanel cardRef={card} />
      <ReviewSummaryPanels cardRef={card} />
      <ReviewList
        cardRef={card}
        viewer={viewer}
        onEdit={(review) => {
          setEditing(review);
          setFormOpen(true);
        }}
        onDelete={(review) => void remove(review)}
        onOpenDetail={setDetailId}
      />
      <Dialog open={formOpen} onClose={() => setFormOpen(false)} title={`${card.name} (${card.position}) ${editing ? "리뷰 수정" : "리뷰 작성"}`}>
        <Suspense fallback={<p>불러오는 중…</p>}>
          {editing ? (
            <EditReviewForm key={editing.id} cardId={card.id} reviewId={editing.id} rankLevels={rankLevels} onSaved={() => setFormOpen(false)} />
          ) : (
            <ReviewForm
              cardId={card.id}
              rankLevels={rankLevels}
              isLoggedIn={viewer !== null}
              connections={connections}
              replacesPrevious={card.viewerReview !== null}
              onSaved={() => setFormOpen(false)}
            />
          )}
        </Suspense>
      </Dialog>
      <ReviewDetailDialog reviewId={detailId} viewer={viewer} onClose={() => setDetailId(null)} />
    </Section>
  );
}

const Section = styled.section(({ theme }) => ({
  display: "grid",
  gap: theme.space(4),
  scrollMarginTop: theme.space(20),
  "& h2": { margin: 0, fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold },
}));
const Head = styled.div({ display: "flex", justifyContent: "space-between", alignItems: "center" });
