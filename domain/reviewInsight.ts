/**
 * The review summary's rule (card page, above the reviews):
 * - Shown when the card has at least INSIGHT_MIN_REVIEWS shown reviews (newest per user, not hidden).
 * - Peers: cards of the same position with at least INSIGHT_MIN_REVIEWS shown reviews (the card included).
 * - For each of the six real-use ratings, the card's average among its peers' averages as a mid-rank
 *   percentile: (peers below + half of the peers equal) / peers × 100.
 * - Strongest axis: the highest percentile; weakest: the lowest (ties: catalogue order).
 * - Quotes: the most-liked shown review with text rated ≥ POSITIVE_MIN overall, and the most-liked
 *   rated ≤ NEGATIVE_MAX (ties: newest).
 */
export const INSIGHT_MIN_REVIEWS = 5;
export const POSITIVE_MIN = 8;
export const NEGATIVE_MAX = 4;

/** The six ratings: the review column, the card's stored average column, the Korean label. */
export const INSIGHT_AXES = [
  { key: "pace", review: "paceRating", card: "ratingPace", label: "속력" },
  { key: "shooting", review: "shootingRating", card: "ratingShooting", label: "슛" },
  { key: "passing", review: "passingRating", card: "ratingPassing", label: "패스" },
  { key: "agility", review: "agilityRating", card: "ratingAgility", label: "민첩성" },
  { key: "defense", review: "defenseRating", card: "ratingDefense", label: "수비" },
  { key: "physical", review: "physicalRating", card: "ratingPhysical", label: "피지컬" },
] as const;
export type InsightAxisKey = (typeof INSIGHT_AXES)[number]["key"];

export const INSIGHT_RULE_TEXT = `같은 포지션에서 리뷰 ${INSIGHT_MIN_REVIEWS}개 이상인 카드들과 비교한 실사용 평점의 백분위입니다.`;

/** Mid-rank percentile of `value` among `peers` (which include it). */
export function percentileAmong(value: number, peers: readonly number[]): number {
  if (peers.length === 0) return 0;
  const below = peers.filter((p) => p < value).length;
  const equal = peers.filter((p) => p === value).length;
  return ((below + equal / 2) / peers.length) * 100;
}

/** The strongest and weakest axes of a set of percentiles (ties: catalogue order). */
export function extremeAxes(percentiles: Readonly<Record<InsightAxisKey, number>>): { strongest: InsightAxisKey; weakest: InsightAxisKey } {
  let strongest: InsightAxisKey = INSIGHT_AXES[0].key;
  let weakest: InsightAxisKey = INSIGHT_AXES[0].key;
  for (const { key } of INSIGHT_AXES) {
    if (percentiles[key] > percentiles[strongest]) strongest = key;
    if (percentiles[key] < percentiles[weakest]) weakest = key;
  }
  return { strongest, weakest };
}
