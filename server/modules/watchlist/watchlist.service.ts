import { WATCHLIST_MAX, WATCHLIST_MESSAGES } from "../../../domain/watchlist";
import { cardChangeSummary, type CardChange } from "../../../domain/cardChanges";
import type { Context } from "../../core/context";
import { requireViewer } from "../../core/guards";
import { CARD_NOT_FOUND } from "../../core/contentLocks";
import { ConflictError, NotFoundError } from "../../errors";
import { transaction } from "../../platform/transaction";

/** The REST list's page size and the largest page a client may ask for. */
const PAGE = 50;
const MAX_PAGE = 100;

/**
 * Adds a card to the viewer's watchlist (관심 선수); watching it again changes nothing. 404 for an
 * unknown card, 409 past WATCHLIST_MAX cards.
 */
export async function watchCard(ctx: Pick<Context, "prisma" | "viewer">, cardId: number) {
  const viewer = requireViewer(ctx);
  return transaction(ctx.prisma, async (tx) => {
    const card = await tx.card.findUnique({ where: { id: cardId }, select: { id: true } });
    if (!card) throw new NotFoundError(CARD_NOT_FOUND);
    const existing = await tx.cardWatch.findUnique({ where: { userId_cardId: { userId: viewer.id, cardId } } });
    if (existing) return existing;
    if ((await tx.cardWatch.count({ where: { userId: viewer.id } })) >= WATCHLIST_MAX) throw new ConflictError(WATCHLIST_MESSAGES.full);
    // A parallel watch of the same card lands on the unique key: the row is there either way.
    await tx.cardWatch.createMany({ data: [{ userId: viewer.id, cardId }], skipDuplicates: true });
    return tx.cardWatch.findUniqueOrThrow({ where: { userId_cardId: { userId: viewer.id, cardId } } });
  });
}

/** Takes a card off the viewer's watchlist; returns the removed row's id (null when it was not there). */
export async function unwatchCard(ctx: Pick<Context, "prisma" | "viewer">, cardId: number): Promise<{ cardId: number; removedId: number | null }> {
  const viewer = requireViewer(ctx);
  return transaction(ctx.prisma, async (tx) => {
    const card = await tx.card.findUnique({ where: { id: cardId }, select: { id: true } });
    if (!card) throw new NotFoundError(CARD_NOT_FOUND);
    const row = await tx.cardWatch.findUnique({ where: { userId_cardId: { userId: viewer.id, cardId } }, select: { id: true } });
    if (!row) return { cardId, removedId: null };
    // deleteMany: a parallel unwatch may have removed it already, which is the same outcome.
    await tx.cardWatch.deleteMany({ where: { id: row.id } });
    return { cardId, removedId: row.id };
  });
}

/** The newest recorded change of each card (OVR, position, stats), with its summary. */
export function latestChangeOf(change: { changes: unknown; createdAt: Date } | undefined) {
  if (!change) return null;
  const changes = (Array.isArray(change.changes) ? change.changes : []) as CardChange[];
  return { changes, summary: cardChangeSummary(changes), changedAt: change.createdAt };
}

/**
 * The viewer's watchlist for REST, newest first: each card with its current OVR and rating and
 * its latest change. `{ cards, total }`.
 */
export async function listWatchlist(ctx: Pick<Context, "prisma" | "viewer">, options: { limit?: number; offset?: number } = {}) {
  const viewer = requireViewer(ctx);
  const take = Math.min(Math.max(1, Math.trunc(options.limit ?? PAGE) || PAGE), MAX_PAGE);
  const skip = Math.max(0, Math.trunc(options.offset ?? 0) || 0);
  const [rows, total] = await Promise.all([
    ctx.prisma.cardWatch.findMany({
      where: { userId: viewer.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      skip,
      select: {
        createdAt: true,
        card: {
          select: {
            id: true, name: true, position: true, ovr: true, team: true, className: true, imageUrl: true, avgRating: true, reviewCount: true, statsUpdatedAt: true,
            statChanges: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1, select: { changes: true, createdAt: true } },
          },
        },
      },
    }),
    ctx.prisma.cardWatch.count({ where: { userId: viewer.id } }),
  ]);
  const cards = rows.map(({ createdAt, card: { statChanges, ...card } }) => ({ ...card, watchedAt: createdAt, latestChange: latestChangeOf(statChanges[0]) }));
  return { cards, total };
}

/** Which of `cardIds` the user watches (the Card.viewerWatches loader's one statement per request). */
export async function watchedAmong(ctx: Pick<Context, "prisma">, userId: number, cardIds: readonly number[]): Promise<Set<number>> {
  const rows = await ctx.prisma.cardWatch.findMany({ where: { userId, cardId: { in: [...cardIds] } }, select: { cardId: true } });
  return new Set(rows.map((r) => r.cardId));
}
