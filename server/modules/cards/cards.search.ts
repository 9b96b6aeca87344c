import { Prisma } from "../../generated/prisma/client";
import type { Context } from "../../core/context";
import type { Db } from "../../platform/db";
import { parseInput } from "../../errors";
import type { CARD_SORTS, CardFilter, CardSort } from "../../../domain/cardSearch";
import { isSearchStat } from "../../../domain/cardSearchFilters";
import { rankingScoreSql } from "../../../domain/rating";
import type { StatKey } from "../../../domain/stats";
import { cardFilterSchema } from "../../../domain/cardSearchSchema";
import { CARD_LIST_COLUMNS, cardJsonObject, plainColumns, type CardColumns, type CardRow } from "../../core/cards";
import { CARD_STATS } from "../../platform/rowModels";
import { rawReadRows, rawReads } from "../../platform/rowTracking";
import { OVR_AT_LEVEL, cardFrom, cardWhere, levelJoin, ovrOf, statOf } from "./cards.filterSql";

export interface Page {
  limit: number;
  offset: number;
}

/** A card's OVR at the searched level, and whether it has data for that level (else levelOvr is its base OVR). */
export interface LevelOvr { levelOvr: number; hasLevel: boolean }

export interface CardPage {
  cards: CardRow[];
  total: number;
  /** Beside each card, when the search asked for a level (CardFilter.level). */
  levels?: LevelOvr[];
}

/**
 * The confidence-weighted rating of domain/rating.ts (the popular list's and rankings' score): each
 * card's average pulled toward its position's mean. Cards without reviews have none and sort last.
 */
const PRIOR = Prisma.sql`LEFT JOIN (SELECT position AS "priorPosition", SUM("avgRating" * "reviewCount") / SUM("reviewCount") AS "priorMean"
  FROM "Card" WHERE "reviewCount" > 0 GROUP BY position) p ON p."priorPosition" = "Card".position`;
const SCORE = Prisma.raw(`CASE WHEN "Card"."reviewCount" > 0 THEN ${rankingScoreSql(`"Card"."avgRating"`, `"Card"."reviewCount"`, `p."priorMean"`)} END`);

/** Each sort ends on id so pages never overlap; the named sorts' prefixes have matching indexes (see migrations). */
const ORDER: Record<(typeof CARD_SORTS)[number]["key"], Prisma.Sql> = {
  ovr: Prisma.sql`ovr DESC, "Card".id DESC`,
  rating: Prisma.sql`${SCORE} DESC NULLS LAST, "reviewCount" DESC, "Card".id DESC`,
  reviews: Prisma.sql`"reviewCount" DESC, "avgRating" DESC, "Card".id DESC`,
  newest: Prisma.sql`"createdAt" DESC, "Card".id DESC`,
  name: Prisma.sql`name ASC, "Card".id ASC`,
};
type SearchRow = CardRow & { total: number } & Partial<LevelOvr>;

/** At a level, each row's OVR there and whether the card has that level, as SQL of the statement that reads them. */
interface LevelColumns { ovr: Prisma.Sql; has: Prisma.Sql }
/** A statement's select list, given its level columns (null without a level). */
type Columns = (level: LevelColumns | null) => Prisma.Sql;

/**
 * Card search: filters, sort and one page, plus the total. Hand-written SQL, because this is the
 * busiest read and Prisma compiles every call: one statement returns the page with the total
 * beside each row (a second count only when the page is past the end).
 */
export async function searchValidCards(
  ctx: Pick<Context, "prisma">,
  input: { filter: CardFilter; sort: CardSort; page: Page; select?: CardColumns },
): Promise<CardPage> {
  const plain = plainColumns(input.select);
  const columns = plain ?? Prisma.sql`"Card".id`;
  const withLevel: Columns = (level) => (level ? Prisma.sql`${columns}, ${level.ovr} AS "levelOvr", ${level.has} AS "hasLevel"` : columns);
  const { rows, total } = await runSearch<SearchRow>(ctx, input, withLevel);
  const levels = input.filter.level ? rows.map((r) => ({ levelOvr: r.levelOvr!, hasLevel: r.hasLevel! })) : undefined;
  const cards = plain
    ? rows.map(({ total: _total, levelOvr: _levelOvr, hasLevel: _hasLevel, ...card }) => card)
    : await cardsByIds(ctx.prisma, rows.map((r) => r.id), input.select);
  return { cards: cards as CardRow[], total, ...(levels ? { levels } : {}) };
}

/**
 * The same search as REST answers it: the page's cards (CARD_LIST_COLUMNS, at a level with `levelOvr` and `hasLevel`)
 * as a JSON array PostgreSQL wrote, one object per card. In-process, 20 cards cost Node 0.34–0.43 ms this way
 * against 0.86–1.03 ms as rows (field parsing, Prisma's mapping, JSON.stringify of their Dates); PostgreSQL spends
 * about the difference on the JSON, off the one Node thread (README "Card search").
 */
export async function searchCardsJson(ctx: Pick<Context, "prisma">, input: { filter: CardFilter; sort: CardSort; page: Page }) {
  const asJson: Columns = (level) =>
    Prisma.sql`"Card".id, ${cardJsonObject(CARD_LIST_COLUMNS, level ? { levelOvr: level.ovr, hasLevel: level.has } : {})}::text AS "json"`;
  const { rows, total } = await runSearch<{ id: number; json: string; total: number }>(ctx, input, asJson);
  return { cardsJson: `[${rows.map((r) => r.json).join(",")}]`, total };
}

async function runSearch<Row extends { id: number; total: number }>(
  { prisma: db }: Pick<Context, "prisma">,
  { filter, sort, page }: { filter: CardFilter; sort: CardSort; page: Page },
  columns: Columns,
) {
  const where = cardWhere(filter);
  // A list by OVR, name or date changes only with the cards' own columns; by rating or reviews, with every review.
  const tables = filter.level ? ["Card", "CardLevel"] : ["Card"];
  const reads = sort === "rating" || sort === "reviews" ? [...tables, CARD_STATS.avgRating, CARD_STATS.reviewCount] : tables;
  const rows = await rawReadRows("Card", reads, () => db.$queryRaw<Row[]>(searchStatement(filter, sort, { columns, where, page })));
  const total = rows.length > 0 ? rows[0].total : page.offset === 0 ? 0 : await countCards(db, tables, cardFrom(filter), where);
  return { rows, total };
}

interface Statement { columns: Columns; where: Prisma.Sql; page: Page }

/**
 * A stat sort (highest first, cards without the stat last) and OVR at a level order by a value computed per row: no
 * index serves them, so the search reads every match anyway (~20,000 rows sort in a few ms). The stored orders don't.
 */
function searchStatement(filter: CardFilter, sort: CardSort, statement: Statement) {
  if (isSearchStat(sort)) return computedSortSearch(filter, statOf(filter, sort), statement);
  if (sort === "ovr" && filter.level) return computedSortSearch(filter, OVR_AT_LEVEL, statement);
  return storedSortSearch(filter, sort, statement);
}

/** A stored order (OVR, rating, reviews, newest, name): the page in index order, the total from a count subquery. */
function storedSortSearch(filter: CardFilter, sort: Exclude<CardSort, StatKey>, { columns, where, page }: Statement) {
  const level = filter.level ? { ovr: OVR_AT_LEVEL, has: Prisma.sql`lv."levelCardId" IS NOT NULL` } : null;
  return Prisma.sql`
    SELECT ${columns(level)}, (SELECT count(*)::int FROM ${cardFrom(filter)} WHERE ${where}) AS total
    FROM "Card" ${filter.level ? levelJoin(filter.level) : Prisma.empty} ${sort === "rating" ? PRIOR : Prisma.empty} WHERE ${where}
    ORDER BY ${ORDER[sort]} LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/**
 * A computed order reads every match, so the matches are read once, narrow (id, sort key, OVR, hasLevel), and give
 * both the total and the page; the page's rows are then read by id. A count subquery beside it read them all a
 * second time (with the level's row of each at a level): half the statement's work.
 */
function computedSortSearch(filter: CardFilter, key: Prisma.Sql, { columns, where, page }: Statement) {
  const hasLevel = filter.level ? Prisma.sql`, lv."levelCardId" IS NOT NULL AS "hasLevel"` : Prisma.empty;
  const level = filter.level ? { ovr: Prisma.sql`h."sortOvr"`, has: Prisma.sql`h."hasLevel"` } : null;
  const order = Prisma.sql`"sortKey" DESC NULLS LAST, "sortOvr" DESC, "hitId" DESC`;
  return Prisma.sql`
    WITH hits AS MATERIALIZED (SELECT "Card".id AS "hitId", ${key} AS "sortKey", ${ovrOf(filter)} AS "sortOvr"${hasLevel}
      FROM "Card" ${filter.level ? levelJoin(filter.level) : Prisma.empty} WHERE ${where})
    SELECT ${columns(level)}, (SELECT count(*)::int FROM hits) AS total
    FROM (SELECT * FROM hits ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}) h JOIN "Card" ON "Card".id = h."hitId"
    ORDER BY ${order}`;
}

/** The same search with an unvalidated filter (GraphQL input): Korean validation errors first. */
export function searchCards(ctx: Pick<Context, "prisma">, input: { filter?: unknown; sort: CardSort; page: Page; select?: CardColumns }) {
  return searchValidCards(ctx, { ...input, filter: parseInput(cardFilterSchema, input.filter ?? {}) });
}

/** The count alone (a page past the end), reading the tables the search reads. */
async function countCards(db: Db, tables: string[], from: Prisma.Sql, where: Prisma.Sql) {
  const [{ total }] = await rawReads(tables, () => db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`);
  return total;
}

/** Cards by id in the given order, with the selection (relations included). */
export async function cardsByIds(db: Db, ids: number[], select: CardColumns) {
  const found = await db.card.findMany({ where: { id: { in: ids } }, select });
  const byId = new Map(found.map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
}
