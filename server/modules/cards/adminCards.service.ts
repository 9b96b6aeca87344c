import type { Context } from "../../core/context";
import { transaction } from "../../platform/transaction";
import { parseInput } from "../../errors";
import type { Prisma } from "../../generated/prisma/client";
import { cardInputSchema, newCardDefaults, type CardInput } from "../../../domain/cardForm";
import { searchKey } from "../../../domain/hangul";
import { getCard } from "./cards.service";
import { POINT_SOURCES, revokePoints } from "../../core/points";
import type { Tx } from "../../platform/db";
import { logActivity } from "../../core/activityLog";
import { requireAdmin } from "../../core/guards";
import { withNotifications } from "../../core/notifications";
import { alertStatWatchers, alertVersionWatchers } from "../../core/watchAlerts";
import { cardChanges } from "../../../domain/cardChanges";
import { editorLevels, replaceCardLevels } from "./cardLevels.service";

/** The stored columns of a validated card (search key derived, skill moves as a JSON array). */
function cardData(input: CardInput) {
  return { ...input, searchKey: searchKey(input.name, input.team, input.league, input.nation), statsUpdatedAt: new Date() };
}

/** Admin: creates a card from the editor's fields (spec defaults fill what is missing) and logs card_create. */
export async function createCard(ctx: Context, raw: unknown) {
  const viewer = requireAdmin(ctx);
  const { levels: rawLevels, ...given } = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const levels = editorLevels(rawLevels);
  // The editor's defaults fill the rest; name, position and OVR must come from the admin.
  const { name: _n, position: _p, ovr: _o, ...defaults } = newCardDefaults();
  const input = parseInput(cardInputSchema, { ...defaults, ...given });
  return withNotifications(ctx, async (tx, notify) => {
    const card = await tx.card.create({ data: { ...cardData(input), userId: viewer.id } });
    if (levels) await replaceCardLevels(tx, card.id, levels);
    await logActivity(tx, ctx, { action: "card_create", description: `카드 등록: ${card.name}`, metadata: { cardId: card.id } });
    await alertVersionWatchers(tx, notify, [card.id], viewer.id);
    return card;
  });
}

/**
 * Admin: updates a card. The body is the full card (the spec's PATCH) or only the fields to change
 * (the image patch after an upload): it is merged over the stored card and validated whole. A change
 * of OVR, position or stats is recorded (the watchlist's latest change) and told to the card's watchers.
 */
export async function updateCard(ctx: Context, id: number, { levels: rawLevels, ...raw }: Record<string, unknown>) {
  const viewer = requireAdmin(ctx);
  const levels = editorLevels(rawLevels);
  const { searchKey: _k, id: _id, createdAt: _c, updatedAt: _u, statsUpdatedAt: _s, importKey: _i, userId: _uid, avgRating: _a, reviewCount: _r, heartCount: _h, ...stored } =
    await getCard(ctx, id);
  const defined = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
  const input = parseInput(cardInputSchema, { ...stored, ...defined });
  const changes = cardChanges(stored, input);
  return withNotifications(ctx, async (tx, notify) => {
    const card = await tx.card.update({ where: { id }, data: cardData(input) });
    if (levels) await replaceCardLevels(tx, id, levels);
    await logActivity(tx, ctx, { action: "card_update", description: `카드 수정: ${card.name}`, metadata: { cardId: card.id } });
    if (changes.length > 0) {
      const change = await tx.cardStatChange.create({ data: { cardId: id, changes }, select: { id: true } });
      await alertStatWatchers(tx, notify, [{ card, changes, changeId: change.id }], viewer.id);
    }
    return card;
  });
}

/** Takes back the points a card's reviews earned (their own, their likes', their replies') before they go. */
async function revokeCardReviewPoints(tx: Tx, where: Prisma.ReviewWhereInput) {
  const reviews = await tx.review.findMany({ where, select: { id: true } });
  const ids = reviews.map((r) => r.id);
  if (ids.length === 0) return;
  const replies = await tx.reviewReply.findMany({ where: { reviewId: { in: ids } }, select: { id: true } });
  await revokePoints(tx, POINT_SOURCES.reviewReply, replies.map((r) => r.id));
  await revokePoints(tx, POINT_SOURCES.reviewLike, ids);
  await revokePoints(tx, POINT_SOURCES.review, ids);
}

/** Admin: deletes a card with its reviews; the points those reviews earned are taken back. */
export async function deleteCard(ctx: Context, id: number) {
  requireAdmin(ctx);
  await getCard(ctx, id);
  await transaction(ctx.prisma, async (tx) => {
    await revokeCardReviewPoints(tx, { cardId: id });
    await tx.card.delete({ where: { id } });
  });
  return { id };
}

/** Admin: clears the NEW flag of every card (POST /api/cards/clear-new). */
export async function clearNewCards(ctx: Context) {
  requireAdmin(ctx);
  const { count } = await ctx.prisma.card.updateMany({ where: { isNew: true }, data: { isNew: false } });
  return { clearedCount: count };
}
