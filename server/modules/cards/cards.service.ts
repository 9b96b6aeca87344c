import type { Context } from "../../core/context";
import { Prisma } from "../../generated/prisma/client";
import { NotFoundError } from "../../errors";
import { ovrBounds } from "../../../domain/cardSearch";
import { playerKeyOf } from "../../../domain/playerKey";
import { CARD_DATE_COLUMNS, plainColumns, type CardColumns, type CardRow } from "../../core/cards";
import { cardsByIds } from "./cards.search";
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

/** How many other versions the card page lists (a player has a handful; this bounds a bad import). */
const OTHER_VERSIONS_MAX = 20;

/**
 * The other versions of a card's player (same playerKey, domain/playerKey.ts), strongest first.
 * Through the request's read batch: on the card page it shares the review insight's statement, on
 * the compare page the four cards' reads go as one. Relations in the selection are then read by id.
 */
export async function listOtherVersions(
  ctx: Pick<Context, "prisma" | "reads">,
  card: { id: number; name: string; playerKey: string | null },
  select: CardColumns,
): Promise<CardRow[]> {
  const playerKey = playerKeyOf(card.name, card.playerKey);
  const columns = plainColumns(select);
  const rows = await ctx.reads.rows<CardRow>(
    Prisma.sql`SELECT ${columns ?? Prisma.sql`id`} FROM "Card" WHERE "playerKey" = ${playerKey} AND id <> ${card.id}
      ORDER BY ovr DESC, id DESC LIMIT ${OTHER_VERSIONS_MAX}`,
    { dates: CARD_DATE_COLUMNS, reads: ["Card"], rowsOf: "Card" },
  );
  return columns ? rows : ((await cardsByIds(ctx.prisma, rows.map((r) => r.id), select)) as CardRow[]);
}
