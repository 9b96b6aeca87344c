import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { ReviewThreadQuery } from "../../__generated__/ReviewThreadQuery.graphql";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";
import type { Viewer } from "./ReviewItem";
import { ReviewReplies } from "./ReviewReplies";

type Props = { reviewId: string; viewer: Viewer };

/** A list item's comments, opened from its count button (loaded on demand) with the reply box open. */
export function ReviewThread({ reviewId, viewer }: Props) {
  return (
    <Suspense fallback={<p>댓글을 불러오는 중…</p>}>
      <Thread reviewId={reviewId} viewer={viewer} />
    </Suspense>
  );
}

function Thread({ reviewId, viewer }: Props) {
  const { review } = useLazyLoadQuery<ReviewThreadQuery>(
    graphql`
      query ReviewThreadQuery($id: ID!) {
        review(id: $id) {
          ...ReviewReplies_review
        }
      }
    `,
    { id: reviewId },
    { fetchPolicy: "store-and-network" },
  );
  if (!review) return <p>{REVIEW_MESSAGES.notFound}</p>;
  return <ReviewReplies reviewRef={review} viewer={viewer} composeOpen />;
}
