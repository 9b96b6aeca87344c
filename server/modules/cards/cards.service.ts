import type { Db } from "../../platform/db";
import type { Prisma } from "../../generated/prisma/client";
import { NotFoundError } from "../../errors";
import { ovrBounds } from "../../../domain/cardSearch";
import type { CardRow } from "../../core/cards";
import { CARD_NOT_FOUND } from "../../core/contentLocks";

type CardQuery = Omit<Prisma.CardFindUniqueArgs, "where">;

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
