import { Prisma } from "../../generated/prisma/client";
import type { Context } from "../../core/context";
import {
  INSIGHT_AXES, INSIGHT_MIN_REVIEWS, NEGATIVE_MAX, POSITIVE_MIN, extremeAxes, type InsightAxisKey,
} from "../../../domain/reviewInsight";

export interface ReviewQuote {
  id: number;
  reviewText: string;
  overallRating: number;
  likeCount: number;
}

export interface ReviewInsight {
  /** Cards of the position with enough reviews (the card included). */
  peerCount: number;
  axes: { key: InsightAxisKey; label: string; average: number; percentile: number }[];
  strongest: InsightAxisKey;
  weakest: InsightAxisKey;
  positive: ReviewQuote | null;
  negative: ReviewQuote | null;
}

type Row = { n: number; peers: number; positive: ReviewQuote | null; negative: ReviewQuote | null } & Record<string, number>;

const raw = (name: string) => Prisma.raw(`"${name}"`);
// The card's axis against every peer's: mid-rank percentile (domain/reviewInsight.ts).
const percentile = (card: string) =>
  Prisma.sql`((count(*) FILTER (WHERE p.${raw(card)} < me.${raw(card)}) + count(*) FILTER (WHERE p.${raw(card)} = me.${raw(card)}) / 2.0) * 100.0 / NULLIF(count(*), 0))::float8`;
const quote = (cardId: number, test: Prisma.Sql) => Prisma.sql`(SELECT row_to_json(q) FROM (
  SELECT id, "reviewText", "overallRating", "likeCount" FROM "Review"
  WHERE "cardId" = ${cardId} AND "isLatest" AND "hiddenAt" IS NULL AND COALESCE(btrim("reviewText"), '') <> '' AND ${test}
  ORDER BY "likeCount" DESC, "createdAt" DESC, id DESC LIMIT 1) q)`;

/**
 * The card page's review summary (rule in domain/reviewInsight.ts), null below the minimum review
 * count. Reads the card's and its peers' stored rating averages (kept in every review transaction by
 * recomputeCardReviewStats) and two quotes; through the request's read batch, so on the card page it
 * shares the other versions' statement.
 */
export async function cardReviewInsight(ctx: Pick<Context, "reads">, cardId: number): Promise<ReviewInsight | null> {
  // One pass over the peers, read from the covering index "Card_position_reviewCount_ratings_idx"
  // (migration card_insight_peers) without visiting the 2,000-odd peer rows of a position.
  const [row] = await ctx.reads.rows<Row>(Prisma.sql`
    SELECT me."reviewCount" AS n, ${Prisma.join(INSIGHT_AXES.map((a) => Prisma.sql`me.${raw(a.card)} AS ${raw(`avg_${a.key}`)}`))}, peers.*,
      ${quote(cardId, Prisma.sql`"overallRating" >= ${POSITIVE_MIN}`)} AS positive,
      ${quote(cardId, Prisma.sql`"overallRating" <= ${NEGATIVE_MAX}`)} AS negative
    FROM "Card" me, LATERAL (
      SELECT count(*)::int AS peers, ${Prisma.join(INSIGHT_AXES.map((a) => Prisma.sql`${percentile(a.card)} AS ${raw(`pct_${a.key}`)}`))}
      FROM "Card" p WHERE p.position = me.position AND p."reviewCount" >= ${INSIGHT_MIN_REVIEWS}) peers
    WHERE me.id = ${cardId}`, {
    // This card's row and reviews (text, likes). Not the peers' averages: declaring them would drop every card page
    // on any review anywhere; one review elsewhere moves a percentile by a fraction, caught up at the cache's TTL.
    reads: [`Card:${cardId}`, `Card:${cardId}/Review`, `Card:${cardId}/Review.likeCount`],
  });
  if (!row || row.n < INSIGHT_MIN_REVIEWS) return null;
  const axes = INSIGHT_AXES.map((a) => ({ key: a.key, label: a.label, average: row[`avg_${a.key}`], percentile: row[`pct_${a.key}`] }));
  const { strongest, weakest } = extremeAxes(Object.fromEntries(axes.map((a) => [a.key, a.percentile])) as Record<InsightAxisKey, number>);
  return { peerCount: row.peers, axes, strongest, weakest, positive: row.positive, negative: row.negative };
}
