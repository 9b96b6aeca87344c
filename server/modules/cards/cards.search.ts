import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../platform/db";
import { parseInput } from "../../errors";
import type { CardFilter, CardSort } from "../../../domain/cardSearch";
import { cardFilterSchema } from "../../../domain/cardSearchSchema";
import { searchLikeOperand } from "../../../domain/hangul";
import { skillBoostByName } from "../../../domain/skillBoosts";
import type { CardColumns, CardRow } from "./cards.service";

export interface Page {
  limit: number;
  offset: number;
}

export interface CardPage {
  cards: CardRow[];
  total: number;
}

/** Each sort ends on id so pages never overlap; every prefix has a matching index (see migrations). */
const ORDER: Record<CardSort, Prisma.CardOrderByWithRelationInput[]> = {
  ovr: [{ ovr: "desc" }, { id: "desc" }],
  rating: [{ avgRating: "desc" }, { reviewCount: "desc" }, { id: "desc" }],
  reviews: [{ reviewCount: "desc" }, { avgRating: "desc" }, { id: "desc" }],
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  name: [{ name: "asc" }, { id: "asc" }],
};

const range = (min?: number, max?: number) =>
  min === undefined && max === undefined ? undefined : { gte: min, lte: max };

/** The SQL filter of a search; text goes to the trigram-indexed search key (domain/hangul.ts). */
function cardWhere(filter: CardFilter): Prisma.CardWhereInput {
  const where: Prisma.CardWhereInput = {};
  const text = filter.search ? searchLikeOperand(filter.search) : "";
  if (text) where.searchKey = { contains: text };
  if (filter.position) where.position = filter.position;
  where.ovr = range(filter.minOvr, filter.maxOvr);
  where.height = range(filter.minHeight, filter.maxHeight);
  if (filter.footPreference) where.footPreference = filter.footPreference;
  if (filter.weakFoot === "양발") where.isTwoFooted = true;
  else if (filter.weakFoot) where.weakFoot = Number(filter.weakFoot);
  // Links may carry the Korean boost name; the column stores the English key.
  if (filter.skillBoost) where.skillBoost = skillBoostByName(filter.skillBoost)?.key ?? filter.skillBoost;
  return where;
}

/**
 * Card search: filters, sort and one page, plus the total — two SQL statements
 * whatever the page size.
 */
export async function searchCards(
  db: Db,
  input: { filter?: unknown; sort: CardSort; page: Page; select?: CardColumns },
): Promise<CardPage> {
  const filter = parseInput(cardFilterSchema, input.filter ?? {});
  const where = cardWhere(filter);
  const [cards, total] = await Promise.all([
    db.card.findMany({ select: input.select, where, orderBy: ORDER[input.sort], skip: input.page.offset, take: input.page.limit }),
    db.card.count({ where }),
  ]);
  return { cards, total };
}
