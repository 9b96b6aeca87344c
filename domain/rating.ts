/** The six per-review ratings (1-10 each), in review-form order. */
export const REVIEW_RATING_KEYS = [
  { key: "paceRating", label: "속력" },
  { key: "shootingRating", label: "슛" },
  { key: "passingRating", label: "패스" },
  { key: "agilityRating", label: "민첩성" },
  { key: "defenseRating", label: "수비" },
  { key: "physicalRating", label: "피지컬" },
] as const;
export type ReviewRatingKey = (typeof REVIEW_RATING_KEYS)[number]["key"];
export type ReviewRatings = Readonly<Record<ReviewRatingKey, number>>;

export const RATING_MIN = 1;
export const RATING_MAX = 10;

/**
 * Mean of the six ratings, rounded half up to one decimal.
 * Works in tenths as integers so 7.25 becomes 7.3, never 7.2 through float error.
 * Inputs may carry one decimal (e.g. 7.5); finer fractions are first rounded to tenths.
 */
export function overallRating(ratings: ReviewRatings | readonly number[]): number {
  const values = Array.isArray(ratings)
    ? (ratings as readonly number[])
    : REVIEW_RATING_KEYS.map(({ key }) => (ratings as ReviewRatings)[key]);
  if (values.length !== REVIEW_RATING_KEYS.length || !values.every(Number.isFinite)) {
    throw new RangeError("overallRating needs six finite ratings");
  }
  const sumTenths = values.reduce((sum, v) => sum + Math.round(v * 10), 0);
  // mean in tenths = sumTenths / 6; half up = floor((2 * sumTenths + 6) / 12)
  return Math.floor((2 * sumTenths + 6) / 12) / 10;
}

/** One decimal for display, e.g. 8 → "8.0". */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1);
}
