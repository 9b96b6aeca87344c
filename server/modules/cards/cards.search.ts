import { Prisma } from "../../generated/prisma/client";
import type { Context } from "../../core/context";
import type { Db } from "../../platform/db";
import { parseInput } from "../../errors";
import type { CARD_SORTS, CardFilter, CardSort } from "../../../domain/cardSearch";
import { FACET_KEYS, isSearchStat, type FacetKey } from "../../../domain/cardSearchFilters";
import { rankingScoreSql } from "../../../domain/rating";
import type { StatKey } from "../../../domain/stats";
import type { LevelId } from "../../../domain/cardLevelIds";
import { cardFilterSchema } from "../../../domain/cardSearchSchema";
import { searchMatch } from "../../../domain/hangul";
import { skillBoostByName } from "../../../domain/skillBoosts";
import { plainColumns, type CardColumns, type CardRow } from "../../core/cards";
import { CARD_STATS } from "../../platform/rowModels";
import { rawReadRows, rawReads } from "../../platform/rowTracking";

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
// A stat key comes from the catalogue (domain/cardSearchFilters.ts), so quoting it as an identifier is safe.
const column = (key: StatKey) => Prisma.raw(`"Card"."${key}"`);

/**
 * "At level N": the level's row joined by the (cardId, kind, level) unique index, under names no Card
 * column has. The rule (README "Card search at a level"): a value is the level's when the level gives
 * it, else the base card's — a stat the level leaves out and a card without the level both read base,
 * so the level control never hides cards nor invents numbers; hasLevel says which cards had data.
 */
export const levelJoin = (level: LevelId) => Prisma.sql`LEFT JOIN (SELECT "cardId" AS "levelCardId", ovr AS "levelOvr", stats AS "levelStats"
  FROM "CardLevel" WHERE kind = ${level.kind} AND level = ${level.level}) lv ON lv."levelCardId" = "Card".id`;
export const OVR_AT_LEVEL = Prisma.sql`COALESCE(lv."levelOvr", "Card".ovr)`;
const ovrOf = (filter: CardFilter) => (filter.level ? OVR_AT_LEVEL : Prisma.sql`"Card".ovr`);
const statOf = (filter: CardFilter, key: StatKey) =>
  filter.level ? Prisma.sql`COALESCE((lv."levelStats"->>${key})::int, ${column(key)})` : column(key);
/** The rows a filter counts: the cards, with the level's row beside each only when an OVR or stat range reads it. */
export function cardFrom(filter: CardFilter) {
  const readsLevel = filter.level && (filter.minOvr !== undefined || filter.maxOvr !== undefined || filter.stats?.length);
  return readsLevel ? Prisma.sql`"Card" ${levelJoin(filter.level!)}` : Prisma.sql`"Card"`;
}

/** A list filter's SQL (programme, team, league, nation), or null when the filter leaves that list open. */
export function facetMatch(filter: CardFilter, key: FacetKey): Prisma.Sql | null {
  const values = filter[key];
  if (!values?.length) return null;
  const column = Prisma.raw(`"Card"."${key}"`);
  return values.length === 1 ? Prisma.sql`${column} = ${values[0]}` : Prisma.sql`${column} = ANY(${values}::text[])`;
}

/** The SQL filter of a search; text goes to the trigram-indexed search key (domain/hangul.ts). */
function cardWhere(filter: CardFilter): Prisma.Sql {
  const parts = cardConditions(filter, FACET_KEYS);
  return parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`;
}

/** The search's conditions with only the given list filters (the facets leave some out). */
export function cardConditions(filter: CardFilter, lists: readonly FacetKey[]): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  const text = filter.search ? searchMatch(filter.search) : null;
  if (text) parts.push(Prisma.sql`"searchKey" LIKE ${`%${text.like}%`}`);
  if (text?.nameRegex) parts.push(Prisma.sql`"searchKey" ~ ${text.nameRegex}`);
  if (filter.position) parts.push(Prisma.sql`position = ${filter.position}`);
  if (filter.minOvr !== undefined) parts.push(Prisma.sql`${ovrOf(filter)} >= ${filter.minOvr}`);
  if (filter.maxOvr !== undefined) parts.push(Prisma.sql`${ovrOf(filter)} <= ${filter.maxOvr}`);
  if (filter.minHeight !== undefined) parts.push(Prisma.sql`height >= ${filter.minHeight}`);
  if (filter.maxHeight !== undefined) parts.push(Prisma.sql`height <= ${filter.maxHeight}`);
  if (filter.footPreference) parts.push(Prisma.sql`"footPreference" = ${filter.footPreference}`);
  if (filter.weakFoot === "양발") parts.push(Prisma.sql`"isTwoFooted"`);
  else if (filter.weakFoot) parts.push(Prisma.sql`"weakFoot" = ${Number(filter.weakFoot)}`);
  // Links may carry the Korean boost name; the column stores the English key.
  if (filter.skillBoost) parts.push(Prisma.sql`"skillBoost" = ${skillBoostByName(filter.skillBoost)?.key ?? filter.skillBoost}`);
  for (const key of lists) {
    const match = facetMatch(filter, key);
    if (match) parts.push(match);
  }
  for (const range of filter.stats ?? []) {
    if (range.min !== undefined) parts.push(Prisma.sql`${statOf(filter, range.key)} >= ${range.min}`);
    if (range.max !== undefined) parts.push(Prisma.sql`${statOf(filter, range.key)} <= ${range.max}`);
  }
  return parts;
}

type SearchRow = CardRow & { total: number } & Partial<LevelOvr>;

/**
 * Card search: filters, sort and one page, plus the total. Hand-written SQL, because this is the
 * busiest read and Prisma compiles every call: one statement returns the page with the total
 * beside each row (a second count only when the page is past the end).
 */
export async function searchValidCards(
  { prisma: db }: Pick<Context, "prisma">,
  input: { filter: CardFilter; sort: CardSort; page: Page; select?: CardColumns },
): Promise<CardPage> {
  const { filter } = input;
  const where = cardWhere(filter);
  const columns = plainColumns(input.select);
  // A list by OVR, name or date changes only with the cards' own columns; by rating or reviews, with every review.
  const tables = filter.level ? ["Card", "CardLevel"] : ["Card"];
  const reads = input.sort === "rating" || input.sort === "reviews" ? [...tables, CARD_STATS.avgRating, CARD_STATS.reviewCount] : tables;
  const statement = { columns: columns ?? Prisma.sql`"Card".id`, where, page: input.page };
  const rows = await rawReadRows("Card", reads, () => db.$queryRaw<SearchRow[]>(searchStatement(filter, input.sort, statement)));
  const total = rows.length > 0 ? rows[0].total : input.page.offset === 0 ? 0 : await countCards(db, tables, cardFrom(filter), where);
  const levels = filter.level ? rows.map((r) => ({ levelOvr: r.levelOvr!, hasLevel: r.hasLevel! })) : undefined;
  const cards = columns
    ? rows.map(({ total: _total, levelOvr: _levelOvr, hasLevel: _hasLevel, ...card }) => card)
    : await cardsByIds(db, rows.map((r) => r.id), input.select);
  return { cards: cards as CardRow[], total, ...(levels ? { levels } : {}) };
}

interface Statement { columns: Prisma.Sql; where: Prisma.Sql; page: Page }

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
  const levelColumns = filter.level ? Prisma.sql`, ${OVR_AT_LEVEL} AS "levelOvr", lv."levelCardId" IS NOT NULL AS "hasLevel"` : Prisma.empty;
  return Prisma.sql`
    SELECT ${columns}${levelColumns}, (SELECT count(*)::int FROM ${cardFrom(filter)} WHERE ${where}) AS total
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
  const levelColumns = filter.level ? Prisma.sql`, h."sortOvr" AS "levelOvr", h."hasLevel"` : Prisma.empty;
  const order = Prisma.sql`"sortKey" DESC NULLS LAST, "sortOvr" DESC, "hitId" DESC`;
  return Prisma.sql`
    WITH hits AS MATERIALIZED (SELECT "Card".id AS "hitId", ${key} AS "sortKey", ${ovrOf(filter)} AS "sortOvr"${hasLevel}
      FROM "Card" ${filter.level ? levelJoin(filter.level) : Prisma.empty} WHERE ${where})
    SELECT ${columns}${levelColumns}, (SELECT count(*)::int FROM hits) AS total
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
