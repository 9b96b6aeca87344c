import type { Db } from "../../platform/db";
import type { Prisma } from "../../generated/prisma/client";
import { NotFoundError } from "../../errors";
import { ovrBounds } from "../../../domain/cardSearch";

export const CARD_NOT_FOUND = "카드를 찾을 수 없습니다";

type CardQuery = Omit<Prisma.CardFindUniqueArgs, "where">;
export type CardRow = Prisma.CardGetPayload<object>;

/** One card by its numeric id, or null. */
export function findCard(db: Db, id: number, query?: CardQuery) {
  return db.card.findUnique({ ...query, where: { id } });
}

/** One card by its numeric id; NotFoundError with the spec's message otherwise. */
export async function getCard(db: Db, id: number) {
  const card = await db.card.findUnique({ where: { id } });
  if (!card) throw new NotFoundError(CARD_NOT_FOUND);
  return card;
}

/**
 * Columns a card list reads: GraphQL passes Pothos' selection for the fields asked for, REST its
 * list shape. Rows then carry only these columns (Prisma still types them as whole rows).
 */
export type CardColumns = Prisma.CardSelect | undefined;

/** What the REST card lists answer: the card without its search key and detailed stats (the card page reads those). */
export const CARD_LIST_COLUMNS = {
  id: true, name: true, imageUrl: true, position: true, ovr: true, team: true, league: true, nation: true,
  height: true, weight: true, skillMoves: true, skillMovesList: true, leftFootRating: true, rightFootRating: true,
  isTwoFooted: true, weakFoot: true, footPreference: true, skillBoost: true, workRateAtt: true, workRateDef: true,
  isNew: true, className: true, staminaRating: true, avgRating: true, reviewCount: true, heartCount: true,
  createdAt: true, userId: true,
  pace: true, shooting: true, passing: true, agilityMain: true, defending: true, physical: true,
} satisfies Prisma.CardSelect;

/** The card as the REST shim answers it: every stored field except internal search keys. */
export function cardJson(card: CardRow) {
  const { searchKey: _searchKey, ...rest } = card;
  return rest;
}

/** OVR bounds for the advanced filter (`GET /api/cards/stats`): one aggregate over the OVR index. */
export async function getCardStats(db: Db) {
  const { _min, _max } = await db.card.aggregate({ _min: { ovr: true }, _max: { ovr: true } });
  return ovrBounds({ minOvr: _min.ovr, maxOvr: _max.ovr });
}
