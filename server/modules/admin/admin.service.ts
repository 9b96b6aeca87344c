import type { Context } from "../../core/context";
import { transaction } from "../../platform/transaction";
import { Prisma } from "../../generated/prisma/client";
import { recomputeCardReviewStats } from "../reviews/reviews.service";
import { POINT_SOURCES, revokePointsOf } from "../../core/points";
import { requireAdmin } from "../../core/guards";

// A large clean-up on the embedded engine can outlast Prisma's 5 s default.
const CLEANUP_TIMEOUT_MS = 120_000;

/**
 * Admin: keeps the newest review per user per card (createdAt, then id) and deletes the rest, in
 * one transaction: takes back the points the deleted reviews earned (their own, their likes',
 * their replies'), marks every survivor as the shown review and recomputes the affected cards'
 * counters with the reviews module's formula. Statements: 6 + point revocations + one per card.
 */
export async function cleanupDuplicateReviews(ctx: Context): Promise<{ deletedCount: number }> {
  requireAdmin(ctx);
  return transaction(ctx.prisma, async (tx) => {
      const doomed = await tx.$queryRaw<{ id: number; cardId: number }[]>(Prisma.sql`
        SELECT id, "cardId" FROM (
          SELECT id, "cardId", ROW_NUMBER() OVER (PARTITION BY "cardId", "userId" ORDER BY "createdAt" DESC, id DESC) AS rn
          FROM "Review") ranked
        WHERE rn > 1`);
      if (doomed.length === 0) return { deletedCount: 0 };
      const ids = doomed.map((r) => r.id);
      const replies = await tx.reviewReply.findMany({ where: { reviewId: { in: ids } }, select: { id: true } });
      const { count } = await tx.review.deleteMany({ where: { id: { in: ids } } });
      const cardIds = [...new Set(doomed.map((r) => r.cardId))].sort((a, b) => a - b);
      // Each affected (card, user) pair now has one review: it is the shown one.
      await tx.review.updateMany({ where: { cardId: { in: cardIds }, isLatest: false }, data: { isLatest: true } });
      for (const cardId of cardIds) await recomputeCardReviewStats(tx, cardId);
      // Member rows last, as in every review write (reviews/reviews.service.ts lockFormationStats).
      await revokePointsOf(tx, [
        { sourceType: POINT_SOURCES.reviewReply, ids: replies.map((r) => r.id) },
        { sourceType: POINT_SOURCES.reviewLike, ids },
        { sourceType: POINT_SOURCES.review, ids },
      ]);
      return { deletedCount: count };
    },
    { timeout: CLEANUP_TIMEOUT_MS, maxWait: CLEANUP_TIMEOUT_MS },
  );
}
