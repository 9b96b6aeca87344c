import { Prisma } from "../../generated/prisma/client";
import type { Context } from "../../core/context";
import type { Db } from "../../platform/db";
import { parseInput } from "../../errors";
import type { PopularSort } from "../../../domain/cardSearch";
import { popularSortSchema } from "../../../domain/cardSearchSchema";
import type { AnyPosition } from "../../../domain/positions";
import { rankingScoreSql } from "../../../domain/rating";
import { positionSchema } from "../../../domain/positionSchema";
import { cardsByIds, type Page } from "./cards.search";
import { CARD_STATS } from "../../platform/rowModels";
import { rawReadRows } from "../../platform/rowTracking";
import { CARD_DATE_COLUMNS, plainColumns, type CardColumns, type CardRow } from "../../core/cards";

export const POSITION_TOP_SIZE = 100;

const optionalPosition = (position: string | null | undefined) => (position ? parseInput(positionSchema, position) : undefined);

/** One page of a list; a row read past the page says whether another follows, so no count is needed. */
export interface ListPage {
  cards: CardRow[];
  hasNextPage: boolean;
}

/** New cards (신규카드정보): cards flagged new, latest release first, one page read with the request's other lists. */
export function listNewCards(ctx: Pick<Context, "prisma" | "reads">, input: { position?: string | null; page: Page; select?: CardColumns }): Promise<ListPage> {
  const position = optionalPosition(input.position);
  const columns = plainColumns(input.select);
  return readPage(ctx, input, columns, Prisma.sql`
    SELECT ${columns ?? Prisma.sql`id`} FROM "Card" WHERE "isNew" ${position ? Prisma.sql`AND position = ${position}` : Prisma.empty}
    ORDER BY "createdAt" DESC, id DESC LIMIT ${input.page.limit + 1} OFFSET ${input.page.offset}`, ["Card"]);
}

/** How many cards are new (at the position): read only when a caller shows the total. */
export function countNewCards({ prisma: db }: Pick<Context, "prisma">, position?: string | null): Promise<number> {
  return db.card.count({ where: { isNew: true, position: optionalPosition(position) } });
}

/** Counts per position for the new-cards chips: one GROUP BY. */
export async function newCardPositionCounts({ prisma: db }: Pick<Context, "prisma">): Promise<{ position: string; count: number }[]> {
  const rows = await db.card.groupBy({ by: ["position"], where: { isNew: true }, _count: { _all: true } });
  return rows.map((r) => ({ position: r.position, count: r._count._all })).sort((a, b) => b.count - a.count || a.position.localeCompare(b.position));
}

/** The Bayesian ranking score of domain/rating.ts over a card row `c` and a prior table `p(mean)`. */
const SCORE = Prisma.raw(rankingScoreSql(`c."avgRating"`, `c."reviewCount"`, "p.mean"));

/** Each position's mean rating over all its reviews (the prior of the ranking score). */
const POSITION_MEANS = Prisma.sql`SELECT position, SUM("avgRating" * "reviewCount") / SUM("reviewCount") AS mean
  FROM "Card" WHERE "reviewCount" > 0 GROUP BY position`;

/** Tie-breaks: rating (the ranking score) then reviews; reviews then rating; hearts then rating. */
const POPULAR_ORDER: Record<PopularSort, Prisma.Sql> = {
  rating: Prisma.sql`${SCORE} DESC, c."reviewCount" DESC, c.id DESC`,
  reviews: Prisma.sql`c."reviewCount" DESC, ${SCORE} DESC, c.id DESC`,
  hearts: Prisma.sql`c."heartCount" DESC, ${SCORE} DESC, c.id DESC`,
};

// The ranking score (SCORE) reads every card's rating and review count at the position (its prior).
const SCORE_READS = [CARD_STATS.avgRating, CARD_STATS.reviewCount];
const POPULAR_READS: Record<PopularSort, readonly string[]> = { rating: SCORE_READS, reviews: SCORE_READS, hearts: [...SCORE_READS, CARD_STATS.heartCount] };

/** Popular cards: reviewed cards only (empty state 리뷰가 작성된 카드가 없습니다), by the chosen sort. */
export function listPopularCards(
  ctx: Pick<Context, "prisma" | "reads">,
  input: { sort?: string | null; position?: string | null; page: Page; select?: CardColumns },
): Promise<ListPage> {
  const sort = parseInput(popularSortSchema, input.sort ?? "rating");
  const position = optionalPosition(input.position);
  const columns = plainColumns(input.select, "c");
  return readPage(ctx, input, columns, Prisma.sql`
    SELECT ${columns ?? Prisma.sql`c.id`} FROM "Card" c JOIN (${POSITION_MEANS}) p ON p.position = c.position
    WHERE c."reviewCount" > 0 ${position ? Prisma.sql`AND c.position = ${position}` : Prisma.empty}
    ORDER BY ${POPULAR_ORDER[sort]} LIMIT ${input.page.limit + 1} OFFSET ${input.page.offset}`, ["Card", ...POPULAR_READS[sort]]);
}

/** How many cards have reviews (at the position): read only when a caller shows the total. */
export function countPopularCards({ prisma: db }: Pick<Context, "prisma">, position?: string | null): Promise<number> {
  return db.card.count({ where: { reviewCount: { gt: 0 }, position: optionalPosition(position) } });
}

/** One page and the row after it through the request's read batch; relations in the selection then come by id. */
async function readPage(ctx: Pick<Context, "prisma" | "reads">, input: { page: Page; select?: CardColumns }, columns: Prisma.Sql | null, sql: Prisma.Sql, reads: readonly string[]): Promise<ListPage> {
  const rows = await ctx.reads.rows<CardRow>(sql, { dates: CARD_DATE_COLUMNS, reads, rowsOf: "Card" });
  return { cards: await rankedCards(ctx.prisma, rows.slice(0, input.page.limit), columns, input.select), hasNextPage: rows.length > input.page.limit };
}

/** The cards of ranked rows: read in the same statement when the selection is plain columns. */
async function rankedCards(db: Db, rows: ({ id: number } & Record<string, unknown>)[], columns: Prisma.Sql | null, select: CardColumns): Promise<CardRow[]> {
  if (columns) return rows.map(({ _mean: _m, ...card }) => card) as CardRow[];
  return (await cardsByIds(db, rows.map((r) => r.id), select)) as CardRow[];
}

export interface PositionTop {
  position: AnyPosition;
  cards: CardRow[];
  averageOvr: number | null;
  /** Mean rating of the listed cards that have reviews; null when none has. */
  averageRating: number | null;
  totalReviews: number;
  /** The position's mean rating, the prior of the ranking score (null without reviews). */
  priorMean: number | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Position top 100: reviewed cards by the ranking score (domain/rating.ts; then more reviews, then
 * OVR), unreviewed cards after them, with the
 * summary cards computed from the same rows — the ranked ids in one statement, then the cards.
 */
export async function getPositionTop({ prisma: db }: Pick<Context, "prisma">, positionInput: string, limit = POSITION_TOP_SIZE, select?: CardColumns): Promise<PositionTop> {
  const position = parseInput(positionSchema, positionInput);
  const take = Math.min(Math.max(1, limit), POSITION_TOP_SIZE);
  // The summary reads these three whatever the caller shows.
  const selection: CardColumns = select && { ...select, id: true, ovr: true, avgRating: true, reviewCount: true };
  const columns = plainColumns(selection, "c");
  const rows = await rawReadRows("Card", ["Card", ...SCORE_READS], () => db.$queryRaw<{ id: number; _mean: number }[]>`
    WITH p AS (SELECT COALESCE(SUM("avgRating" * "reviewCount") / NULLIF(SUM("reviewCount"), 0), 0)::float8 AS mean
               FROM "Card" WHERE position = ${position})
    SELECT ${columns ?? Prisma.sql`c.id`}, p.mean AS _mean FROM "Card" c CROSS JOIN p WHERE c.position = ${position}
    ORDER BY c."reviewCount" > 0 DESC, ${SCORE} DESC, c."reviewCount" DESC, c.ovr DESC, c.id DESC LIMIT ${take}`);
  const cards = await rankedCards(db, rows, columns, selection);
  const reviewed = cards.filter((c) => c.reviewCount > 0);
  return {
    position,
    cards,
    averageOvr: cards.length ? round1(cards.reduce((s, c) => s + c.ovr, 0) / cards.length) : null,
    averageRating: reviewed.length ? round1(reviewed.reduce((s, c) => s + c.avgRating, 0) / reviewed.length) : null,
    totalReviews: cards.reduce((s, c) => s + c.reviewCount, 0),
    priorMean: reviewed.length ? rows[0]._mean : null,
  };
}
