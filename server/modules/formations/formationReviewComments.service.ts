import { FORMATION_REVIEW_MESSAGES as M, formationCommentContentSchema } from "../../../domain/formationReviews";
import { transaction } from "../../platform/transaction";
import { POINTS } from "../../../domain/levels";
import { displayName } from "../../../domain/users";
import { NOTIFICATION_TEXT } from "../../../domain/notifications";
import type { Context } from "../../core/context";
import { requireViewer } from "../../core/guards";
import { ForbiddenError, NotFoundError, UnauthorizedError, parseInput } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import { commentSubtreeIds } from "../../core/commentTree";
import { withNotifications } from "../../core/notifications";
import { WRITE_TX } from "../../core/contentLocks";
import { POINT_SOURCES, awardPoints, revokePoints } from "../../core/points";
import { formationReviewUser, lockFormationReview, pageOf } from "./formationReviews.service";
import { rawWrites } from "../../platform/rowTracking";

/** A review's comments (replies included, `parentId` threads them), oldest first, with the total. */
export async function listFormationReviewComments(ctx: Pick<Context, "prisma">, reviewId: number, page: { limit?: number | null; offset?: number | null }) {
  const exists = await ctx.prisma.formationReview.findUnique({ where: { id: reviewId }, select: { id: true } });
  if (!exists) throw new NotFoundError(M.notFound);
  const { take, skip } = pageOf(page.limit, page.offset);
  const where = { formationReviewId: reviewId };
  const [comments, total] = await Promise.all([
    ctx.prisma.formationReviewComment.findMany({
      where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take,
      skip,
      include: { user: { select: formationReviewUser } },
    }),
    ctx.prisma.formationReviewComment.count({ where }),
  ]);
  return { comments, total };
}

/**
 * Comments on a review, or replies to one of its comments (`parentId`). In one transaction: the
 * comment, the review's commentCount, +1 point for the commenter and a "formation_review_comment"
 * notification for the review's author (published after commit; none on one's own review).
 */
export async function createFormationReviewComment(ctx: Context, reviewId: number, input: { content?: unknown; parentId?: number | null }) {
  if (!ctx.viewer) throw new UnauthorizedError(M.commentLoginRequired);
  const viewer = ctx.viewer;
  const content = parseInput(formationCommentContentSchema, input.content);
  return withNotifications(ctx, async (tx, notify) => {
    const review = await lockFormationReview(tx, reviewId);
    const parentId = input.parentId ?? null;
    if (parentId !== null) {
      const parent = await tx.formationReviewComment.findUnique({ where: { id: parentId }, select: { formationReviewId: true } });
      if (!parent || parent.formationReviewId !== reviewId) throw new NotFoundError(M.commentNotFound);
    }
    const comment = await tx.formationReviewComment.create({ data: { formationReviewId: reviewId, userId: viewer.id, parentId, content } });
    await tx.formationReview.update({ where: { id: reviewId }, data: { commentCount: { increment: 1 } } });
    await awardPoints(tx, viewer.id, POINTS.comment, "포메이션 리뷰 댓글 작성", POINT_SOURCES.formationReviewComment, comment.id);
    await notify({
      recipientId: review.userId,
      actorId: viewer.id,
      type: "formation_review_comment",
      message: NOTIFICATION_TEXT.formationReviewComment(displayName(viewer), review.formationName),
      formationName: review.formationName,
      contentId: reviewId,
    });
    return comment;
  });
}

/**
 * Deletes a comment (author or admin) with its replies; their points go back and the review's
 * commentCount is recounted in SQL. `reviewId`, when given (REST path), must be the comment's review.
 */
export async function deleteFormationReviewComment(ctx: Context, commentId: number, reviewId: number | null = null) {
  const viewer = requireViewer(ctx);
  return transaction(ctx.prisma, async (tx) => {
    const found = await tx.formationReviewComment.findUnique({ where: { id: commentId }, select: { formationReviewId: true, userId: true, parentId: true } });
    if (!found || (reviewId !== null && found.formationReviewId !== reviewId)) throw new NotFoundError(M.commentNotFound);
    if (found.userId !== viewer.id && !viewer.isAdmin) throw new ForbiddenError(M.commentDeleteForbidden);
    await lockFormationReview(tx, found.formationReviewId);
    const thread = await commentSubtreeIds(tx, "formationReviewComment", commentId);
    await revokePoints(tx, POINT_SOURCES.formationReviewComment, thread);
    await tx.formationReviewComment.delete({ where: { id: commentId } });
    await rawWrites([`FormationReview:${found.formationReviewId}`], () => tx.$executeRaw(Prisma.sql`
      UPDATE "FormationReview" SET "commentCount" = (SELECT COUNT(*)::int FROM "FormationReviewComment" WHERE "formationReviewId" = ${found.formationReviewId})
      WHERE id = ${found.formationReviewId}`));
    return { id: commentId, reviewId: found.formationReviewId, parentId: found.parentId, deletedIds: thread };
  }, WRITE_TX);
}
