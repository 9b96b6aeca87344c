import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { ReviewDetailDialogQuery } from "../../__generated__/ReviewDetailDialogQuery.graphql";
import { formatRating } from "../../../domain/rating";
import { Dialog } from "../ui/Dialog";
import { ReviewRatings } from "./ReviewRatings";
import { ReviewReplies } from "./ReviewReplies";
import type { Viewer } from "./ReviewItem";

type Props = { reviewId: string | null; viewer: Viewer; onClose: () => void };

/** Review detail with its comment thread (opened on demand, so it loads its own query). */
export function ReviewDetailDialog({ reviewId, viewer, onClose }: Props) {
  return (
    <Dialog open={reviewId !== null} onClose={onClose} title="리뷰 상세">
      <Suspense fallback={<p>불러오는 중…</p>}>{reviewId ? <Detail reviewId={reviewId} viewer={viewer} /> : null}</Suspense>
    </Dialog>
  );
}

function Detail({ reviewId, viewer }: { reviewId: string; viewer: Viewer }) {
  const { review: node } = useLazyLoadQuery<ReviewDetailDialogQuery>(
    graphql`
      query ReviewDetailDialogQuery($id: ID!) {
        review(id: $id) {
            overallRating
            ...ReviewRatings_review
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
      <ReviewRatings reviewRef={node} />
      {node.reviewText ? <p style={{ whiteSpace: "pre-wrap" }}>{node.reviewText}</p> : null}
      <ReviewReplies reviewRef={node} viewer={viewer} />
    </div>
  );
}
