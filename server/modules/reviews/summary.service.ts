import { TOP_FORMATIONS, recommendPercent } from "../../../domain/reviews";
import type { Context } from "../../core/context";
import { Prisma } from "../../generated/prisma/client";

export interface CardReviewSummary {
  reviewCount: number;
  /** Averages of the six ratings and of the overall rating, one decimal; null without reviews. */
  averages: {
    pace: number;
    shooting: number;
    passing: number;
    agility: number;
    defense: number;
    physical: number;
    overall: number;
  } | null;
  recommendation: { likes: number; dislikes: number; percent: number };
  positionFit: { ownPosition: string; ownCount: number; others: { position: string; count: number }[] };
  topFormations: { formation: string; count: number; avgRating: number }[];
}

type AverageRow = {
  n: number;
  pace: number | null; shooting: number | null; passing: number | null;
  agility: number | null; defense: number | null; physical: number | null; overall: number | null;
  up: number; down: number;
};

type SummaryRow = { avg: AverageRow; positions: { position: string; count: number }[]; formations: CardReviewSummary["topFormations"] };

/**
 * The card page's review panels, computed in SQL over the shown (newest per user) reviews: one
 * SELECT that reads the card's shown reviews once (averages + votes, position fit, formations),
 * through the request's read batch, so on the card page it shares the review insight's statement.
 * With `level`, only the reviews played at that 랭크 (issue 30: the panels' level filter).
 */
export async function cardReviewSummary(ctx: Pick<Context, "reads">, cardId: number, position: string, level: number | null = null): Promise<CardReviewSummary> {
  const [{ avg, positions, formations }] = await ctx.reads.rows<SummaryRow>(Prisma.sql`
    WITH shown AS (
      SELECT "paceRating", "shootingRating", "passingRating", "agilityRating", "defenseRating", "physicalRating",
             "overallRating", "upVotes", "downVotes", "positionBreak", formation
      FROM "Review" WHERE "cardId" = ${cardId} AND "isLatest" AND "hiddenAt" IS NULL ${level === null ? Prisma.empty : Prisma.sql`AND "level" = ${level}`})
    SELECT
      (SELECT row_to_json(a) FROM (SELECT COUNT(*)::int AS n,
        ROUND(AVG("paceRating")::numeric, 1)::float8 AS pace, ROUND(AVG("shootingRating")::numeric, 1)::float8 AS shooting,
        ROUND(AVG("passingRating")::numeric, 1)::float8 AS passing, ROUND(AVG("agilityRating")::numeric, 1)::float8 AS agility,
        ROUND(AVG("defenseRating")::numeric, 1)::float8 AS defense, ROUND(AVG("physicalRating")::numeric, 1)::float8 AS physical,
        ROUND(AVG("overallRating")::numeric, 1)::float8 AS overall,
        COALESCE(SUM("upVotes"), 0)::int AS up, COALESCE(SUM("downVotes"), 0)::int AS down FROM shown) a) AS avg,
      (SELECT COALESCE(json_agg(p ORDER BY p.count DESC, p.position), '[]') FROM (
        SELECT COALESCE("positionBreak", ${position}) AS position, COUNT(*)::int AS count FROM shown GROUP BY 1) p) AS positions,
      (SELECT COALESCE(json_agg(f ORDER BY f.count DESC, f."avgRating" DESC, f.formation), '[]') FROM (
        SELECT formation, COUNT(*)::int AS count, ROUND(AVG("overallRating")::numeric, 1)::float8 AS "avgRating" FROM shown
        GROUP BY formation ORDER BY count DESC, "avgRating" DESC, formation LIMIT ${TOP_FORMATIONS}) f) AS formations`,
    // The card's shown reviews: any review written on this card names the card's reviews (server/platform/rowTags.ts).
    { reads: [`Card:${cardId}/Review`] },
  );
  const averages =
    avg.n > 0
      ? {
          pace: avg.pace ?? 0, shooting: avg.shooting ?? 0, passing: avg.passing ?? 0,
          agility: avg.agility ?? 0, defense: avg.defense ?? 0, physical: avg.physical ?? 0, overall: avg.overall ?? 0,
        }
      : null;
  return {
    reviewCount: avg.n,
    averages,
    recommendation: { likes: avg.up, dislikes: avg.down, percent: recommendPercent(avg.up, avg.down) },
    positionFit: {
      ownPosition: position,
      ownCount: positions.find((p) => p.position === position)?.count ?? 0,
      others: positions.filter((p) => p.position !== position),
    },
    topFormations: formations,
  };
}
