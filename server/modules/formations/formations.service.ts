import type { Context } from "../../core/context";
import { Prisma } from "../../generated/prisma/client";
import { NotFoundError } from "../../errors";
import { DEFAULT_FORMATION, formationByName, type Formation } from "../../../domain/formations";
import { parsePosition, type AnyPosition } from "../../../domain/positions";
import { rankingScoreSql } from "../../../domain/rating";
import { CARD_DATE_COLUMNS, plainColumns, type CardColumns, type CardRow } from "../../core/cards";
import { rawReads } from "../../platform/rowTracking";

/** The ranking score of domain/rating.ts over a formation-and-position's candidates `g` and their mean `p`. */
const SCORE = Prisma.raw(rankingScoreSql("g.exact", "g.n", "p.mean"));

const UNKNOWN_FORMATION = "알 수 없는 포메이션입니다.";
const UNKNOWN_POSITION = "알 수 없는 포지션입니다.";
/** Largest list any formation endpoint answers (REST `limit`, GraphQL `first`). */
const FORMATION_LIST_MAX = 100;
export const TOP_PLAYERS_DEFAULT = 20;
export const RECOMMEND_DEFAULT = 50;
export const RECOMMENDED_FORMATIONS_DEFAULT = 10;

/** A formation named in Korean or English; an unknown name is a 404, never an empty answer that hides a typo. */
export function requireFormation(name: string): Formation {
  const formation = formationByName(name.trim());
  if (!formation) throw new NotFoundError(UNKNOWN_FORMATION);
  return formation;
}

/** A position name (any case); unknown names are a 404 like unknown formations. */
function requirePosition(value: string): AnyPosition {
  const position = parsePosition(value);
  if (!position) throw new NotFoundError(UNKNOWN_POSITION);
  return position;
}

/** A list size from the caller, clamped to 1..FORMATION_LIST_MAX. */
const clampLimit = (value: number | null | undefined, fallback: number) =>
  Math.min(Math.max(Math.trunc(Number.isFinite(value) ? Number(value) : fallback), 1), FORMATION_LIST_MAX);

export interface FormationShare {
  formation: string;
  /** Share of all shown reviews, percent to one decimal. */
  percentage: number;
  count: number;
}

/**
 * Formation share ("formation stats", domain.md): shown (isLatest) reviews per formation with
 * their percentage of all shown reviews, most used first — read from the FormationStat summary
 * that triggers on "Review" keep exact (migration formation_summaries).
 */
export function getFormationStats(ctx: Pick<Context, "prisma">): Promise<FormationShare[]> {
  return rawReads(["FormationStat"], () => ctx.prisma.$queryRaw<FormationShare[]>(Prisma.sql`
    SELECT formation, "reviewCount" AS count,
           ROUND("reviewCount" * 100.0 / SUM("reviewCount") OVER (), 1)::float8 AS percentage
    FROM "FormationStat" WHERE "reviewCount" > 0
    ORDER BY count DESC, formation ASC`));
}

export interface RecommendedFormation {
  formation: string;
  /** Shown reviews written with the formation. */
  usage: number;
  /** Mean overall rating of those reviews, one decimal. */
  avgRating: number;
}

/** Recommended formations: most reviewed first (then better rated), with their average rating; read with the request's other lists. */
export function getRecommendedFormations(ctx: Pick<Context, "reads">, limit?: number | null): Promise<RecommendedFormation[]> {
  const take = clampLimit(limit, RECOMMENDED_FORMATIONS_DEFAULT);
  return ctx.reads.rows<RecommendedFormation>(Prisma.sql`
    SELECT formation, "reviewCount" AS usage, ROUND("ratingSum" / "reviewCount", 1)::float8 AS "avgRating"
    FROM "FormationStat" WHERE "reviewCount" > 0
    ORDER BY usage DESC, "avgRating" DESC, formation ASC LIMIT ${take}`, { reads: ["FormationStat"] });
}

export interface FormationTopPlayer {
  rank: number;
  card: CardRow;
  /** Mean overall rating of the card's shown reviews in this formation and position, one decimal. */
  avgRating: number;
  reviewCount: number;
}

export interface TopPlayersInput {
  /** Korean or English formation name; empty means the default formation. */
  formation?: string | null;
  /** Position played; empty means ST. */
  position?: string | null;
  limit?: number | null;
  /** Rows to skip (GraphQL connection pages); the list still ends at the 100th player. */
  offset?: number;
  /** Card columns to read (all when omitted). */
  select?: CardColumns;
}

/**
 * Top players for a formation and position (domain.md, Formations): shown reviews written with
 * that formation, at the position played (positionBreak when given, else the card's position),
 * ranked by the ranking score (domain/rating.ts: average overall rating pulled toward this
 * formation-and-position's mean), then review count, then OVR.
 * One statement from the FormationCardStat summary for (formation, position), batched with the
 * request's other lists, with the card columns beside each rank; a selection with relations reads
 * the cards by id after it.
 */
export async function getTopPlayers(ctx: Pick<Context, "prisma" | "reads">, input: TopPlayersInput, fallbackLimit = TOP_PLAYERS_DEFAULT): Promise<FormationTopPlayer[]> {
  const formation = requireFormation(input.formation || DEFAULT_FORMATION).name;
  const position = requirePosition(input.position || "ST");
  const offset = Math.min(Math.max(0, input.offset ?? 0), FORMATION_LIST_MAX);
  const take = Math.min(clampLimit(input.limit, fallbackLimit), FORMATION_LIST_MAX - offset);
  if (take <= 0) return [];
  const columns = plainColumns(input.select && { ...input.select, id: true }, "c");
  // Ranked by the Bayesian score of domain/rating.ts, the prior being this formation-and-position's mean.
  // OVR breaks ties, looked up by key per candidate: joining every card row cost 2-3x the statement
  // (bench set). A stat row always has its card: deleting a card deletes its reviews, their triggers the row.
  const rows = await ctx.reads.rows<CardRow & RankColumns>(
    Prisma.sql`
    WITH g AS (
      SELECT "cardId", (SUM("ratingSum") / SUM("reviewCount"))::float8 AS exact, SUM("reviewCount")::int AS n
      FROM "FormationCardStat" WHERE formation = ${formation} AND position = ${position} AND "reviewCount" > 0
      GROUP BY "cardId"),
    p AS (SELECT (SUM(exact * n) / SUM(n))::float8 AS mean FROM g),
    r AS (
      SELECT g."cardId", g.exact, g.n, ${SCORE} AS score FROM g CROSS JOIN p
      ORDER BY score DESC, g.n DESC, (SELECT ovr FROM "Card" WHERE id = g."cardId") DESC, g."cardId" ASC
      LIMIT ${take} OFFSET ${offset})
    SELECT ${columns ?? Prisma.sql`c.id`}, ROUND(r.exact::numeric, 1)::float8 AS "_avg", r.n AS "_n"
    FROM r JOIN "Card" c ON c.id = r."cardId"
    ORDER BY r.score DESC, r.n DESC, c.ovr DESC, r."cardId" ASC`,
    // Card columns beside the summary: a card's own edit names the card's row.
    { dates: CARD_DATE_COLUMNS, reads: ["FormationCardStat"], rowsOf: "Card" },
  );
  const cards = columns ? null : await cardsById(ctx, rows.map((r) => r.id), input.select);
  return rows.flatMap(({ _avg, _n, ...row }, i) => {
    const card = cards ? cards.get(row.id) : row;
    return card ? [{ rank: offset + i + 1, card, avgRating: _avg, reviewCount: _n }] : [];
  });
}

/** The ranking's own columns, named apart from the card's. */
interface RankColumns {
  _avg: number;
  _n: number;
}

async function cardsById(ctx: Pick<Context, "prisma">, ids: number[], select: CardColumns) {
  if (ids.length === 0) return new Map<number, CardRow>();
  const found = await ctx.prisma.card.findMany({ select: select && { ...select, id: true }, where: { id: { in: ids } } });
  return new Map(found.map((c) => [c.id, c as CardRow]));
}

/** A "top player" item; dribbling is the card's agilityMain (its six main stats). */
export function topPlayerJson({ card, avgRating, reviewCount }: FormationTopPlayer) {
  return {
    id: card.id,
    position: card.position,
    ovr: card.ovr,
    imageUrl: card.imageUrl,
    name: card.name,
    pace: card.pace,
    shooting: card.shooting,
    passing: card.passing,
    dribbling: card.agilityMain,
    defending: card.defending,
    physical: card.physical,
    avgRating,
    reviewCount,
  };
}

export interface FormationRank {
  rank: number;
  formation: string;
  /** Share of all shown reviews, percent to one decimal. */
  percentage: number;
  reviewCount: number;
  /** Mean overall rating, one decimal. */
  avgRating: number;
}

/** The /formations page: every reviewed formation by share (= review count), then rating, in one statement. */
export async function getFormationRanking(ctx: Pick<Context, "prisma">): Promise<FormationRank[]> {
  const rows = await rawReads(["FormationStat"], () => ctx.prisma.$queryRaw<Omit<FormationRank, "rank">[]>(Prisma.sql`
    SELECT formation, "reviewCount" AS "reviewCount",
           ROUND("reviewCount" * 100.0 / SUM("reviewCount") OVER (), 1)::float8 AS percentage,
           ROUND("ratingSum" / "reviewCount", 1)::float8 AS "avgRating"
    FROM "FormationStat" WHERE "reviewCount" > 0
    ORDER BY "reviewCount" DESC, "avgRating" DESC, formation ASC`));
  return rows.map((r, i) => ({ ...r, rank: i + 1 }));
}
