import { graphql, useLazyLoadQuery } from "react-relay";
import type { EditReviewFormQuery } from "../../__generated__/EditReviewFormQuery.graphql";
import { ReviewForm } from "./ReviewForm";

type Props = { cardId: string; reviewId: string; rankLevels: readonly number[]; onSaved: () => void };

/** Edit mode of the review form, loading the review's current values on demand. */
export function EditReviewForm({ cardId, reviewId, rankLevels, onSaved }: Props) {
  const { review } = useLazyLoadQuery<EditReviewFormQuery>(
    graphql`
      query EditReviewFormQuery($id: ID!) {
        review(id: $id) {
          ...ReviewForm_review
        }
      }
    `,
    { id: reviewId },
    { fetchPolicy: "network-only" },
  );
  if (!review) return <p>리뷰를 찾을 수 없습니다.</p>;
  return <ReviewForm cardId={cardId} reviewRef={review} rankLevels={rankLevels} isLoggedIn onSaved={onSaved} />;
}
