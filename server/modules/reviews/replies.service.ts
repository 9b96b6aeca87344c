import { POINTS } from "../../../domain/levels";
import { transaction } from "../../platform/transaction";
import { displayName } from "../../../domain/users";
import { NOTIFICATION_TEXT } from "../../../domain/notifications";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";
import { replyInputSchema } from "../../../domain/reviews";
import type { Context } from "../../core/context";
import { isVisibleTo, visibleWhere } from "../../core/visibility";
import { requireViewer } from "../../core/guards";
import { ForbiddenError, NotFoundError, UnauthorizedError, parseInput } from "../../errors";
import { withNotifications } from "../../core/notifications";
import { commentSubtreeIds } from "../../core/commentTree";
import { recountReviewReplies, WRITE_TX, lockReview } from "../../core/contentLocks";
import { POINT_SOURCES, awardPoints, revokePoints } from "../../core/points";

/**
 * Replies to a review (or to a reply of it, `parentReplyId`). In one transaction: the reply,
 * the review's replyCount, the reply points for the replier and a "review_reply" notification for the
 * review's author (published after commit; none for one's own review).
 */
export async function createReviewReply(ctx: Context, reviewId: number, payload: { content?: unknown; parentReplyId?: number | null }) {
  if (!ctx.viewer) throw new UnauthorizedError(REVIEW_MESSAGES.replyLoginRequired);
  const viewer = ctx.viewer;
  const { content } = parseInput(replyInputSchema, { content: payload.content });
  return withNotifications(ctx, async (tx, notify) => {
    const review = await lockReview(tx, reviewId, viewer);
    const parentReplyId = payload.parentReplyId ?? null;
    if (parentReplyId !== null) {
      const parent = await tx.reviewReply.findUnique({ where: { id: parentReplyId }, select: { reviewId: true, userId: true, hiddenAt: true } });
      if (!parent || parent.reviewId !== reviewId || !isVisibleTo(parent, viewer)) throw new NotFoundError(REVIEW_MESSAGES.replyNotFound);
    }
    const reply = await tx.reviewReply.create({ data: { reviewId, userId: viewer.id, parentReplyId, content } });
    await tx.review.update({ where: { id: reviewId }, data: { replyCount: { increment: 1 } } });
    await awardPoints(tx, viewer.id, POINTS.comment, "리뷰 댓글", POINT_SOURCES.reviewReply, reply.id);
    await notify({
      recipientId: review.userId,
      actorId: viewer.id,
      type: "review_reply",
      message: NOTIFICATION_TEXT.reviewComment(displayName(viewer), (await tx.card.findUniqueOrThrow({ where: { id: review.cardId }, select: { name: true } })).name),
      cardId: review.cardId,
      contentId: reviewId,
    });
    return reply;
  });
}

/**
 * Deletes a reply (author or admin) with its whole sub-thread, takes back their points and
 * recounts the review's replies in SQL. `deletedIds` lists the reply and its sub-thread.
 */
export async function deleteReviewReply(ctx: Context, replyId: number) {
  const viewer = requireViewer(ctx);
  return transaction(ctx.prisma, async (tx) => {
    const found = await tx.reviewReply.findUnique({ where: { id: replyId }, select: { reviewId: true, userId: true } });
    if (!found) throw new NotFoundError(REVIEW_MESSAGES.replyNotFound);
    if (found.userId !== viewer.id && !viewer.isAdmin) throw new ForbiddenError(REVIEW_MESSAGES.replyDeleteForbidden);
    await lockReview(tx, found.reviewId);
    const thread = await commentSubtreeIds(tx, "reviewReply", replyId);
    await tx.reviewReply.delete({ where: { id: replyId } });
    await recountReviewReplies(tx, found.reviewId);
    // Member rows last (the order every review write uses: review, formation summaries, members).
    await revokePoints(tx, POINT_SOURCES.reviewReply, thread);
    return { id: replyId, reviewId: found.reviewId, deletedIds: thread };
  }, WRITE_TX);
}

/** A review's replies, oldest first (threads are assembled by parentReplyId on the client). */
export async function listReviewReplies(ctx: Pick<Context, "prisma" | "viewer">, reviewId: number) {
  const exists = await ctx.prisma.review.findUnique({ where: { id: reviewId }, select: { id: true, userId: true, hiddenAt: true } });
  if (!exists || !isVisibleTo(exists, ctx.viewer)) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  return ctx.prisma.reviewReply.findMany({
    where: { reviewId, ...visibleWhere(ctx.viewer) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { user: { select: { id: true, nickname: true, currentLevel: true, isAdmin: true, avatarUrl: true } } },
  });
}
