import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../platform/db";
import { parseInput } from "../../errors";
import type { PopularSort } from "../../../domain/cardSearch";
import { popularSortSchema } from "../../../domain/cardSearchSchema";
import type { AnyPosition } from "../../../domain/positions";
import { positionSchema } from "../../../domain/positionSchema";
import type { CardPage, Page } from "./cards.search";
import type { CardColumns, CardRow } from "../../core/cards";

export const POSITION_TOP_SIZE = 100;

const optionalPosition = (position: string | null | undefined) => (position ? parseInput(positionSchema, position) : undefined);

/**
 * New cards (신규카드정보): cards flagged new, latest release first, paged in SQL with the total.
 */
export async function listNewCards(db: Db, input: { position?: string | null; page: Page; select?: CardColumns }): Promise<CardPage> {
  const where: Prisma.CardWhereInput = { isNew: true, position: optionalPosition(input.position) };
  const [cards, total] = await Promise.all([
    db.card.findMany({ select: input.select, where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: input.page.offset, take: input.page.limit }),
    db.card.count({ where }),
  ]);
  return { cards, total };
}

/** Counts per position for the new-cards chips: one GROUP BY. */
export async function newCardPositionCounts(db: Db): Promise<{ position: string; count: number }[]> {
  const rows = await db.card.groupBy({ by: ["position"], where: { isNew: true }, _count: { _all: true } });
  return rows.map((r) => ({ position: r.position, count: r._count._all })).sort((a, b) => b.count - a.count || a.position.localeCompare(b.position));
}

/** Tie-breaks: rating then reviews; reviews then rating; hearts then rating. */
const POPULAR_ORDER: Record<PopularSort, Prisma.CardOrderByWithRelationInput[]> = {
  rating: [{ avgRating: "desc" }, { reviewCount: "desc" }, { id: "desc" }],
  reviews: [{ reviewCount: "desc" }, { avgRating: "desc" }, { id: "desc" }],
  hearts: [{ heartCount: "desc" }, { avgRating: "desc" }, { id: "desc" }],
};

/** Popular cards: reviewed cards only (empty state 리뷰가 작성된 카드가 없습니다), by the chosen sort. */
export async function listPopularCards(
  db: Db,
  input: { sort?: string | null; position?: string | null; page: Page; select?: CardColumns },
): Promise<CardPage> {
  const sort = parseInput(popularSortSchema, input.sort ?? "rating");
  const where: Prisma.CardWhereInput = { reviewCount: { gt: 0 }, position: optionalPosition(input.position) };
  const [cards, total] = await Promise.all([
    db.card.findMany({ select: input.select, where, orderBy: POPULAR_ORDER[sort], skip: input.page.offset, take: input.page.limit }),
    db.card.count({ where }),
  ]);
  return { cards, total };
}

export interface PositionTop {
  position: AnyPosition;
  cards: CardRow[];
  averageOvr: number | null;
  /** Mean rating of the listed cards that have reviews; null when none has. */
  averageRating: number | null;
  totalReviews: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Position top 100: best rated first (then more reviews, then OVR), with the summary cards
 * computed from the same rows — one SQL statement.
 */
export async function getPositionTop(db: Db, positionInput: string, limit = POSITION_TOP_SIZE, select?: CardColumns): Promise<PositionTop> {
  const position = parseInput(positionSchema, positionInput);
  const take = Math.min(Math.max(1, limit), POSITION_TOP_SIZE);
  const cards = await db.card.findMany({
    // The summary reads these three whatever the caller shows.
    select: select && { ...select, ovr: true, avgRating: true, reviewCount: true },
    where: { position },
    orderBy: [{ avgRating: "desc" }, { reviewCount: "desc" }, { ovr: "desc" }, { id: "desc" }],
    take,
  });
  const reviewed = cards.filter((c) => c.reviewCount > 0);
  return {
    position,
    cards,
    averageOvr: cards.length ? round1(cards.reduce((s, c) => s + c.ovr, 0) / cards.length) : null,
    averageRating: reviewed.length ? round1(reviewed.reduce((s, c) => s + c.avgRating, 0) / reviewed.length) : null,
    totalReviews: cards.reduce((s, c) => s + c.reviewCount, 0),
  };
}
