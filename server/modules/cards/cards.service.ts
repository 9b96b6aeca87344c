import type { Context } from "../../core/context";
import type { Prisma } from "../../generated/prisma/client";
import { NotFoundError } from "../../errors";
import { ovrBounds } from "../../../domain/cardSearch";
import type { CardRow } from "../../core/cards";
import { CARD_NOT_FOUND } from "../../core/contentLocks";

type CardQuery = Omit<Prisma.CardFindUniqueArgs, "where">;

/** One card by its numeric id, or null. */
export function findCard(ctx: Pick<Context, "prisma">, id: number, query?: CardQuery) {
  return ctx.prisma.card.findUnique({ ...query, where: { id } });
}

/** One card by its numeric id; NotFoundError with the spec's message otherwise. */
export async function getCard(ctx: Pick<Context, "prisma">, id: number) {
  const card = await ctx.prisma.card.findUnique({ where: { id } });
  if (!card) throw new NotFoundError(CARD_NOT_FOUND);
  return card;
}

/** The card as the REST shim answers it: every stored field except internal search keys. */
export function cardJson(card: CardRow) {
  const { searchKey: _searchKey, ...rest } = card;
  return rest;
}

/** OVR bounds for the advanced filter (`GET /api/cards/stats`): one aggregate over the OVR index. */
export async function getCardStats(ctx: Pick<Context, "prisma">) {
  const { _min, _max } = await ctx.prisma.card.aggregate({ _min: { ovr: true }, _max: { ovr: true } });
  return ovrBounds({ minOvr: _min.ovr, maxOvr: _max.ovr });
}
