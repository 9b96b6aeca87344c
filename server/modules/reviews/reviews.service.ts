import type { Context } from "../../context";
import { requireViewer } from "../../context";
import { ForbiddenError, NotFoundError } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import { POINT_SOURCES, revokePoints, type Tx } from "../users/points.service";

export const REVIEW_NOT_FOUND = "리뷰를 찾을 수 없습니다.";
export const REVIEW_DELETE_FORBIDDEN = "본인이 작성한 리뷰만 삭제할 수 있습니다";

/**
 * Recomputes a card's avgRating, reviewCount and heartCount from its shown (newest per user)
 * reviews, in SQL, so the counters stay exact (same formula as the demo seed).
 */
export async function recomputeCardReviewStats(tx: Tx, cardId: number) {
  await tx.$executeRaw(Prisma.sql`
    UPDATE "Card" c SET "avgRating" = COALESCE(s.avg, 0), "reviewCount" = s.n, "heartCount" = s.hearts
    FROM (SELECT ROUND(AVG("overallRating"::numeric), 2)::float8 AS avg, COUNT(*)::int AS n, COALESCE(SUM("likeCount"), 0)::int AS hearts
          FROM "Review" WHERE "cardId" = ${cardId} AND "isLatest") s
    WHERE c.id = ${cardId}`);
}

/**
 * Deletes a review (author or admin). In one transaction: takes back the points it earned
 * (its own, its likes' and its replies'), promotes the author's previous review of the card to
 * the shown one, and recomputes the card's counters.
 */
export async function deleteReview(ctx: Context, reviewId: number): Promise<{ id: number }> {
  const viewer = requireViewer(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const review = await tx.review.findUnique({ where: { id: reviewId }, select: { id: true, userId: true, cardId: true, isLatest: true } });
    if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
    if (review.userId !== viewer.id && !viewer.isAdmin) throw new ForbiddenError(REVIEW_DELETE_FORBIDDEN);
    const replies = await tx.reviewReply.findMany({ where: { reviewId }, select: { id: true } });
    await revokePoints(tx, POINT_SOURCES.reviewReply, replies.map((r) => r.id));
    await revokePoints(tx, POINT_SOURCES.reviewLike, reviewId);
    await revokePoints(tx, POINT_SOURCES.review, reviewId);
    await tx.review.delete({ where: { id: reviewId } });
    if (review.isLatest) {
      const previous = await tx.review.findFirst({
        where: { cardId: review.cardId, userId: review.userId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { id: true },
      });
      if (previous) await tx.review.update({ where: { id: previous.id }, data: { isLatest: true } });
    }
    await recomputeCardReviewStats(tx, review.cardId);
    return { id: reviewId };
  });
}
