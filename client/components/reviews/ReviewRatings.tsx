import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import { REVIEW_RATING_KEYS, type ReviewRatings } from "../../../domain/rating";
import type { ReviewRatings_review$key } from "../../__generated__/ReviewRatings_review.graphql";

/** The six sub-ratings of a review (속력 9 · 슛 10 …), the same wherever a review is shown. */
export function ReviewRatings({ reviewRef }: { reviewRef: ReviewRatings_review$key }) {
  const review = useFragment(
    graphql`
      fragment ReviewRatings_review on Review {
        paceRating
        shootingRating
        passingRating
        agilityRating
        defenseRating
        physicalRating
      }
    `,
    reviewRef,
  );
  const { paceRating, shootingRating, passingRating, agilityRating, defenseRating, physicalRating } = review;
  const ratings: ReviewRatings = { paceRating, shootingRating, passingRating, agilityRating, defenseRating, physicalRating };
  return (
    <List aria-label="항목별 평점">
      {REVIEW_RATING_KEYS.map(({ key, label }) => (
        <li key={key}>
          {label} {ratings[key]}
        </li>
      ))}
    </List>
  );
}

const List = styled.ul(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space(1, 3),
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textMuted,
}));
