import { levelForPoints } from "../../domain/levels";
import type { Tx } from "../platform/db";

/**
 * Ledger source types (the demo seed writes the same ones). A like received points at the liked
 * review (sourceType "reviewLike", sourceId = review id), so deleting a review can take its like
 * points back with `revokePoints(tx, "reviewLike", reviewId)`.
 */
export const POINT_SOURCES = {
  review: "review",
  post: "post",
  comment: "comment",
  reviewReply: "reviewReply",
  reviewLike: "reviewLike",
  // Like received on a post: sourceId is the post id, like reviewLike.
  postLike: "postLike",
  formationReview: "formationReview",
  formationReviewComment: "formationReviewComment",
} as const;
export type PointSource = (typeof POINT_SOURCES)[keyof typeof POINT_SOURCES];

/**
 * Writes one ledger event and moves the user's points and level with it, inside the caller's
 * transaction. The increment is atomic, and the level is recomputed from the new total.
 */
export async function awardPoints(
  tx: Tx,
  userId: number,
  amount: number,
  reason: string,
  sourceType: PointSource,
  sourceId: number,
): Promise<void> {
  if (amount === 0) return;
  await tx.pointEvent.create({ data: { userId, amount, reason, sourceType, sourceId } });
  await applyDelta(tx, userId, amount);
}

/**
 * Takes back every point a source earned (for any user) and recomputes their levels.
 * `sourceIds` may be one id or many (e.g. a post's comments).
 */
export async function revokePoints(tx: Tx, sourceType: PointSource, sourceIds: number | number[]): Promise<void> {
  await revokePointsOf(tx, [{ sourceType, ids: Array.isArray(sourceIds) ? sourceIds : [sourceIds] }]);
}

/**
 * Takes back the points of several sources at once. User rows are locked last in every write and
 * in ascending id order, so two transactions revoking points of the same members cannot deadlock.
 */
export async function revokePointsOf(tx: Tx, sources: { sourceType: PointSource; ids: number[] }[]): Promise<void> {
  const OR = sources.filter((s) => s.ids.length > 0).map((s) => ({ sourceType: s.sourceType, sourceId: { in: s.ids } }));
  if (OR.length === 0) return;
  const where = { OR };
  const totals = await tx.pointEvent.groupBy({ by: ["userId"], where, _sum: { amount: true }, orderBy: { userId: "asc" } });
  if (totals.length === 0) return;
  await tx.pointEvent.deleteMany({ where });
  for (const t of totals) await applyDelta(tx, t.userId, -(t._sum.amount ?? 0));
}

async function applyDelta(tx: Tx, userId: number, delta: number) {
  if (delta === 0) return;
  const { points, currentLevel } = await tx.user.update({
    where: { id: userId },
    data: { points: { increment: delta } },
    select: { points: true, currentLevel: true },
  });
  const level = levelForPoints(points);
  if (level !== currentLevel) await tx.user.update({ where: { id: userId }, data: { currentLevel: level } });
}
