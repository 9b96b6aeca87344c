import { POINTS } from "../../../domain/levels";
import { transaction } from "../../platform/transaction";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";
import { reviewInputSchema, reviewOverall } from "../../../domain/reviews";
import type { Context } from "../../core/context";
import type { Viewer } from "../../core/session";
import { visibleWhere } from "../../core/visibility";
import { requireViewer } from "../../core/guards";
import { ForbiddenError, NotFoundError, ValidationError, parseInput } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import type { Tx } from "../../platform/db";
import { POINT_SOURCES, awardPoints, revokePoints, revokePointsOf } from "../../core/points";
import { logActivity } from "../../core/activityLog";
import { withNotifications } from "../../core/notifications";
import { alertReviewWatchers } from "../../core/watchAlerts";
import { CARD_NOT_FOUND, REVIEW_NOT_FOUND, WRITE_TX, lockCard, lockReview, recomputeCardReviewStats } from "../../core/contentLocks";
import { plainColumns } from "../../core/cards";

export const REVIEW_DELETE_FORBIDDEN = "본인이 작성한 리뷰만 삭제할 수 있습니다";

/**
 * Locks the formation summary rows a review write is about to change, in name order. The
 * summaries are kept by triggers on "Review"; without this, two re-reviews swapping formations
 * (or a re-review and a like) lock them in opposite orders and deadlock. One row needs no order.
 * The lock order of every review write: card, review, formation summaries, member rows (points) last.
 */
async function lockFormationStats(tx: Tx, formations: string[]) {
  const names = [...new Set(formations)].sort();
  if (names.length < 2) return;
  await tx.$queryRaw(Prisma.sql`SELECT formation FROM "FormationStat" WHERE formation IN (${Prisma.join(names)}) ORDER BY formation FOR UPDATE`);
}

/** A review's level must be one of the card's rank levels (issue 30); null or left out needs no check. */
async function assertCardLevel(tx: Tx, cardId: number, level: number | null | undefined) {
  if (level == null) return;
  const found = await tx.cardLevel.findUnique({ where: { cardId_kind_level: { cardId, kind: "rank", level } }, select: { id: true } });
  if (!found) throw new ValidationError([{ path: ["level"], message: REVIEW_MESSAGES.levelNotOnCard }]);
}

function reviewData(value: unknown) {
  const input = parseInput(reviewInputSchema, value);
  return { ...input, overallRating: reviewOverall(input) };
}

/**
 * Creates a review. The new review becomes the user's shown one for the card (the previous one,
 * kept for history, stops being shown and counted). Points follow the shown review: the author
 * earns the review points for it and the replaced review's are taken back, so a user holds one
 * review's points per card however often they re-review it. `replacedId` is the review no longer shown.
 */
export async function createReview(ctx: Context, cardId: number, payload: unknown) {
  const viewer = requireViewer(ctx);
  const data = reviewData(payload);
  return withNotifications(ctx, async (tx, notify) => {
    if (!(await lockCard(tx, cardId))) throw new NotFoundError(CARD_NOT_FOUND);
    const card = await tx.card.findUniqueOrThrow({ where: { id: cardId }, select: { id: true, position: true, name: true, ovr: true } });
    await assertCardLevel(tx, cardId, data.level);
    const previous = await tx.review.findFirst({ where: { cardId, userId: viewer.id, isLatest: true }, select: { id: true, formation: true } });
    if (previous && previous.formation !== data.formation) {
      await lockReview(tx, previous.id);
      await lockFormationStats(tx, [previous.formation, data.formation]);
    }
    if (previous) await tx.review.update({ where: { id: previous.id }, data: { isLatest: false } });
    const review = await tx.review.create({
      data: {
        ...data,
        level: data.level ?? null,
        cardId,
        userId: viewer.id,
        isLatest: true,
        originalPosition: card.position,
        convertedPosition: data.positionBreak ?? card.position,
      },
    });
    if (previous) await revokePoints(tx, POINT_SOURCES.review, previous.id);
    await awardPoints(tx, viewer.id, POINTS.cardReview, "리뷰 작성", POINT_SOURCES.review, review.id);
    await recomputeCardReviewStats(tx, cardId);
    await logActivity(tx, ctx, { action: "review_create", description: `리뷰 작성: ${card.name}`, metadata: { cardId, reviewId: review.id } });
    await alertReviewWatchers(tx, notify, card, viewer.id);
    return { review, replacedId: previous?.id ?? null };
  }, WRITE_TX);
}

/** Edits a review (author only); the card's counters follow the new overall rating. */
export async function updateReview(ctx: Context, reviewId: number, payload: unknown) {
  const viewer = requireViewer(ctx);
  const data = reviewData(payload);
  return transaction(ctx.prisma, async (tx) => {
    const found = await tx.review.findUnique({ where: { id: reviewId }, select: { userId: true, cardId: true, formation: true } });
    if (!found) throw new NotFoundError(REVIEW_NOT_FOUND);
    if (found.userId !== viewer.id) throw new ForbiddenError(REVIEW_MESSAGES.editForbidden);
    await lockCard(tx, found.cardId);
    if (found.formation !== data.formation) {
      await lockReview(tx, reviewId);
      await lockFormationStats(tx, [found.formation, data.formation]);
    }
    const card = await tx.card.findUniqueOrThrow({ where: { id: found.cardId }, select: { position: true } });
    await assertCardLevel(tx, found.cardId, data.level);
    const review = await tx.review.update({
      where: { id: reviewId },
      data: { ...data, convertedPosition: data.positionBreak ?? card.position },
    });
    await recomputeCardReviewStats(tx, found.cardId);
    return review;
  }, WRITE_TX);
}

/**
 * Deletes a review (author or admin). Deleting the shown review deletes the author's review of
 * the card: the older ones it replaced go with it and none comes back. In one transaction: takes
 * back the points they earned (their own, their likes' and their replies') and recomputes the
 * card's counters. `deletedIds` lists every review removed.
 */
export async function deleteReview(ctx: Context, reviewId: number): Promise<{ id: number; cardId: number; deletedIds: number[] }> {
  const viewer = requireViewer(ctx);
  return transaction(ctx.prisma, async (tx) => {
    const found = await tx.review.findUnique({ where: { id: reviewId }, select: { cardId: true } });
    if (!found) throw new NotFoundError(REVIEW_NOT_FOUND);
    await lockCard(tx, found.cardId);
    const review = await lockReview(tx, reviewId);
    if (review.userId !== viewer.id && !viewer.isAdmin) throw new ForbiddenError(REVIEW_DELETE_FORBIDDEN);
    const replaced = review.isLatest
      ? await tx.review.findMany({ where: { cardId: review.cardId, userId: review.userId, isLatest: false }, select: { id: true } })
      : [];
    const deletedIds = [reviewId, ...replaced.map((r) => r.id)];
    const replies = await tx.reviewReply.findMany({ where: { reviewId: { in: deletedIds } }, select: { id: true } });
    const shown = await tx.review.findMany({ where: { id: { in: deletedIds }, isLatest: true }, select: { formation: true } });
    await lockFormationStats(tx, shown.map((r) => r.formation));
    await tx.review.deleteMany({ where: { id: { in: deletedIds } } });
    await revokePointsOf(tx, [
      { sourceType: POINT_SOURCES.reviewReply, ids: replies.map((r) => r.id) },
      { sourceType: POINT_SOURCES.reviewLike, ids: deletedIds },
      { sourceType: POINT_SOURCES.review, ids: deletedIds },
    ]);
    await recomputeCardReviewStats(tx, review.cardId);
    return { id: reviewId, cardId: review.cardId, deletedIds };
  }, WRITE_TX);
}

/** Sort of a card's review list: overall rating high (default) or low, newest first on ties. */
export type ReviewSort = "RATING_DESC" | "RATING_ASC";

export function cardReviewsOrder(sort: ReviewSort): Prisma.ReviewOrderByWithRelationInput[] {
  const dir = sort === "RATING_ASC" ? "asc" : "desc";
  return [{ overallRating: dir }, { id: "desc" }];
}

/** Shown reviews: the newest per user, as the viewer may see them. */
export const shownReviewsWhere = (viewer: Viewer | null) => ({ isLatest: true, ...visibleWhere(viewer) });

/** A card's shown reviews. */
export const shownReviewsOf = (cardId: number, viewer: Viewer | null) => ({ cardId, ...shownReviewsWhere(viewer) });

type ReviewQuery = Omit<Prisma.ReviewFindFirstArgs, "where">;

/** The columns every view of a review shows: the GraphQL Review type's own selection. */
export const REVIEW_COLUMNS = {
  id: true,
  paceRating: true,
  shootingRating: true,
  passingRating: true,
  agilityRating: true,
  defenseRating: true,
  physicalRating: true,
  overallRating: true,
  formation: true,
  positionBreak: true,
  level: true,
  reviewText: true,
  replyCount: true,
  hiddenAt: true,
  createdAt: true,
} as const satisfies Prisma.ReviewSelect;

/**
 * The viewer's shown review of a card (the form edits it), null for a visitor. Asked for its own
 * columns only (the card page, the form), it is read through the request's read batch, beside the card's panels.
 */
export async function findViewerReview(ctx: Pick<Context, "prisma" | "reads" | "viewer">, cardId: number, query: ReviewQuery) {
  if (!ctx.viewer) return null;
  const where = { cardId, userId: ctx.viewer.id, isLatest: true };
  const columns = !query.include && Object.keys(query.select ?? {}).every((column) => column in REVIEW_COLUMNS) ? plainColumns(query.select) : null;
  if (columns) {
    const [row] = await ctx.reads.rows<Prisma.ReviewGetPayload<{ select: typeof REVIEW_COLUMNS }>>(
      Prisma.sql`SELECT ${columns} FROM "Review" WHERE "cardId" = ${cardId} AND "userId" = ${ctx.viewer.id} AND "isLatest" LIMIT 1`,
      { reads: [`Card:${cardId}/Review`], rowsOf: "Review", dates: ["hiddenAt", "createdAt"] },
    );
    // Select mode: Pothos reads only the selected columns, though Prisma types the row as whole.
    return (row ?? null) as Prisma.ReviewGetPayload<object> | null;
  }
  return ctx.prisma.review.findFirst({ ...query, where });
}

const reviewUserFields = { id: true, nickname: true, currentLevel: true, isAdmin: true, avatarUrl: true, legendaryIcon: true } as const;

/** A card's shown reviews with their authors, best rated first (or worst); NotFoundError for a missing card. */
export async function listCardReviews(ctx: Pick<Context, "prisma" | "viewer">, cardId: number, sort: ReviewSort, limit: number) {
  const card = await ctx.prisma.card.findUnique({ where: { id: cardId }, select: { id: true } });
  if (!card) throw new NotFoundError(CARD_NOT_FOUND);
  return ctx.prisma.review.findMany({
    where: shownReviewsOf(cardId, ctx.viewer),
    orderBy: cardReviewsOrder(sort),
    take: limit,
    include: { user: { select: reviewUserFields }, card: { select: { id: true, name: true, position: true, ovr: true } } },
  });
}
