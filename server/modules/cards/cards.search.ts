import { Prisma } from "../../generated/prisma/client";
import type { Context } from "../../core/context";
import type { Db } from "../../platform/db";
import { parseInput } from "../../errors";
import type { CardFilter, CardSort } from "../../../domain/cardSearch";
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

export interface CardPage {
  cards: CardRow[];
  total: number;
}

/** Each sort ends on id so pages never overlap; every prefix has a matching index (see migrations). */
const ORDER: Record<CardSort, Prisma.Sql> = {
  ovr: Prisma.sql`ovr DESC, id DESC`,
  rating: Prisma.sql`"avgRating" DESC, "reviewCount" DESC, id DESC`,
  reviews: Prisma.sql`"reviewCount" DESC, "avgRating" DESC, id DESC`,
  newest: Prisma.sql`"createdAt" DESC, id DESC`,
  name: Prisma.sql`name ASC, id ASC`,
};

/** The SQL filter of a search; text goes to the trigram-indexed search key (domain/hangul.ts). */
function cardWhere(filter: CardFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  const text = filter.search ? searchMatch(filter.search) : null;
  if (text) parts.push(Prisma.sql`"searchKey" LIKE ${`%${text.like}%`}`);
  if (text?.nameRegex) parts.push(Prisma.sql`"searchKey" ~ ${text.nameRegex}`);
  if (filter.position) parts.push(Prisma.sql`position = ${filter.position}`);
  if (filter.minOvr !== undefined) parts.push(Prisma.sql`ovr >= ${filter.minOvr}`);
  if (filter.maxOvr !== undefined) parts.push(Prisma.sql`ovr <= ${filter.maxOvr}`);
  if (filter.minHeight !== undefined) parts.push(Prisma.sql`height >= ${filter.minHeight}`);
  if (filter.maxHeight !== undefined) parts.push(Prisma.sql`height <= ${filter.maxHeight}`);
  if (filter.footPreference) parts.push(Prisma.sql`"footPreference" = ${filter.footPreference}`);
  if (filter.weakFoot === "양발") parts.push(Prisma.sql`"isTwoFooted"`);
  else if (filter.weakFoot) parts.push(Prisma.sql`"weakFoot" = ${Number(filter.weakFoot)}`);
  // Links may carry the Korean boost name; the column stores the English key.
  if (filter.skillBoost) parts.push(Prisma.sql`"skillBoost" = ${skillBoostByName(filter.skillBoost)?.key ?? filter.skillBoost}`);
  return parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`;
}

/**
 * Card search: filters, sort and one page, plus the total. Hand-written SQL, because this is the
 * busiest read and Prisma compiles every call: one statement returns the page with the total
 * beside each row (a second count only when the page is past the end).
 */
export async function searchValidCards(
  { prisma: db }: Pick<Context, "prisma">,
  input: { filter: CardFilter; sort: CardSort; page: Page; select?: CardColumns },
): Promise<CardPage> {
  const where = cardWhere(input.filter);
  const columns = plainColumns(input.select);
  // A list by OVR, name or date changes only with the cards' own columns; by rating or reviews, with every review.
  const reads = input.sort === "rating" || input.sort === "reviews" ? ["Card", CARD_STATS.avgRating, CARD_STATS.reviewCount] : ["Card"];
  const rows = await rawReadRows("Card", reads, () => db.$queryRaw<(CardRow & { total: number })[]>`
    SELECT ${columns ?? Prisma.sql`id`}, (SELECT count(*)::int FROM "Card" WHERE ${where}) AS total
    FROM "Card" WHERE ${where} ORDER BY ${ORDER[input.sort]} LIMIT ${input.page.limit} OFFSET ${input.page.offset}`);
  const total = rows.length > 0 ? rows[0].total : input.page.offset === 0 ? 0 : await countCards(db, where);
  const cards = columns ? rows.map(({ total: _total, ...card }) => card) : await cardsByIds(db, rows.map((r) => r.id), input.select);
  return { cards: cards as CardRow[], total };
}

/** The same search with an unvalidated filter (GraphQL input): Korean validation errors first. */
export function searchCards(ctx: Pick<Context, "prisma">, input: { filter?: unknown; sort: CardSort; page: Page; select?: CardColumns }) {
  return searchValidCards(ctx, { ...input, filter: parseInput(cardFilterSchema, input.filter ?? {}) });
}

async function countCards(db: Db, where: Prisma.Sql) {
  const [{ total }] = await rawReads(["Card"], () => db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM "Card" WHERE ${where}`);
  return total;
}

/** Cards by id in the given order, with the selection (relations included). */
export async function cardsByIds(db: Db, ids: number[], select: CardColumns) {
  const found = await db.card.findMany({ where: { id: { in: ids } }, select });
  const byId = new Map(found.map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
}
