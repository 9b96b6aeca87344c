import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { ReviewDetailDialogQuery } from "../../__generated__/ReviewDetailDialogQuery.graphql";
import { REVIEW_RATING_KEYS, formatRating } from "../../../domain/rating";
import { Dialog } from "../ui/Dialog";
import { ReviewReplies } from "./ReviewReplies";
import type { Viewer } from "./ReviewItem";
import type { ShowToast } from "./types";

type Props = { reviewId: string | null; viewer: Viewer; toast: ShowToast; onClose: () => void };

/** Review detail with its comment thread (opened on demand, so it loads its own query). */
export function ReviewDetailDialog({ reviewId, viewer, toast, onClose }: Props) {
  return (
    <Dialog open={reviewId !== null} onClose={onClose} title="리뷰 상세">
      <Suspense fallback={<p>불러오는 중…</p>}>{reviewId ? <Detail reviewId={reviewId} viewer={viewer} toast={toast} /> : null}</Suspense>
    </Dialog>
  );
}

function Detail({ reviewId, viewer, toast }: { reviewId: string; viewer: Viewer; toast: ShowToast }) {
  const { review: node } = useLazyLoadQuery<ReviewDetailDialogQuery>(
    graphql`
      query ReviewDetailDialogQuery($id: ID!) {
        review(id: $id) {
            overallRating
            paceRating
            shootingRating
            passingRating
            agilityRating
            defenseRating
            physicalRating
            formation
            reviewText
            author { displayName }
            ...ReviewReplies_review
        }
      }
    `,
    { id: reviewId },
    { fetchPolicy: "store-and-network" },
  );
  if (!node) return <p>리뷰를 찾을 수 없습니다.</p>;
  return (
    <div style={{ display: "grid", gap: 12 }}>
      <p>
        <strong>{node.author.displayName}</strong> · {node.formation} · 종합 {formatRating(node.overallRating)}
      </p>
      <p>{REVIEW_RATING_KEYS.map(({ key, label }) => `${label} ${node[key]}`).join(" · ")}</p>
      {node.reviewText ? <p style={{ whiteSpace: "pre-wrap" }}>{node.reviewText}</p> : null}
      <ReviewReplies reviewRef={node} viewer={viewer} toast={toast} />
    </div>
  );
}
