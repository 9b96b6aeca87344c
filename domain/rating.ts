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

/**
 * Lists ranked by rating (position top 100, popular cards, formation TOP 100s) use a Bayesian
 * average: every card starts with this many reviews' worth of its group's mean (the position's
 * mean, or the formation-and-position mean), so one 10-point review cannot outrank forty 9s.
 * Ten is about the median review count of a reviewed card in the demo data.
 */
export const RANKING_PRIOR_REVIEWS = 10;

/** The one line shown above every list ranked this way. */
export const RANKING_RULE_TEXT = `순위는 보정 평점순입니다: 카드의 평균 평점에 같은 포지션의 평균 평점을 리뷰 ${RANKING_PRIOR_REVIEWS}개만큼 섞어 계산해, 리뷰가 적은 카드는 포지션 평균 쪽으로 당겨집니다.`;

/** A card's ranking score from its mean rating, its review count and its group's mean (the prior). */
export function rankingScore(avgRating: number, reviewCount: number, priorMean: number): number {
  return (RANKING_PRIOR_REVIEWS * priorMean + avgRating * reviewCount) / (RANKING_PRIOR_REVIEWS + reviewCount);
}

/**
 * The same formula as SQL over three float8 expressions, for the server's ORDER BY
 * (a server test checks that both give the same numbers). Callers pass column names, never input.
 */
export function rankingScoreSql(avgRating: string, reviewCount: string, priorMean: string): string {
  return `((${RANKING_PRIOR_REVIEWS} * (${priorMean}) + (${avgRating}) * (${reviewCount})) / (${RANKING_PRIOR_REVIEWS} + (${reviewCount})))`;
}
