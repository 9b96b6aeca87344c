import { REVIEW_MESSAGES } from "../../domain/reviewMessages";
import { NotFoundError } from "../errors";
import { Prisma } from "../generated/prisma/client";
import type { Tx } from "../platform/db";
import type { Viewer } from "./session";
import { isVisibleTo } from "./visibility";
import { rawWrites } from "../platform/rowTracking";
import { CARD_STATS } from "../platform/rowModels";

// The row locks and counters of the content several features write: reviews and their cards, review
// replies, posts and comments. Their own writes and moderation's hide/show take the same locks in one order.

export const CARD_NOT_FOUND = "카드를 찾을 수 없습니다";
export const REVIEW_NOT_FOUND = REVIEW_MESSAGES.notFound;
export const POST_NOT_FOUND = "게시글을 찾을 수 없습니다.";
/** Busy cards queue writes on the card row lock; give them longer than Prisma's 2 s / 5 s defaults. */
export const WRITE_TX = { maxWait: 20_000, timeout: 20_000 };
/** Row locks queue parallel likes and comments on one post; give them time (see WRITE_TX). */
export const POST_WRITE_TX = { maxWait: 30_000, timeout: 30_000 };

/**
 * Recomputes a card's avgRating, reviewCount and heartCount from its shown (newest per user,
 * not hidden by moderation) reviews, in SQL, so the counters stay exact (same formula as the demo seed).
 */
export async function recomputeCardReviewStats(tx: Tx, cardId: number) {
  await rawWrites([`Card:${cardId}`, ...Object.values(CARD_STATS)], () => tx.$executeRaw(Prisma.sql`
    UPDATE "Card" c SET "avgRating" = COALESCE(s.avg, 0), "reviewCount" = s.n, "heartCount" = s.hearts,
      "ratingPace" = COALESCE(s.pace, 0), "ratingShooting" = COALESCE(s.shooting, 0), "ratingPassing" = COALESCE(s.passing, 0),
      "ratingAgility" = COALESCE(s.agility, 0), "ratingDefense" = COALESCE(s.defense, 0), "ratingPhysical" = COALESCE(s.physical, 0)
    FROM (SELECT ROUND(AVG("overallRating"::numeric), 2)::float8 AS avg, COUNT(*)::int AS n, COALESCE(SUM("likeCount"), 0)::int AS hearts,
                 AVG("paceRating")::float8 AS pace, AVG("shootingRating")::float8 AS shooting, AVG("passingRating")::float8 AS passing,
                 AVG("agilityRating")::float8 AS agility, AVG("defenseRating")::float8 AS defense, AVG("physicalRating")::float8 AS physical
          FROM "Review" WHERE "cardId" = ${cardId} AND "isLatest" AND "hiddenAt" IS NULL) s
    WHERE c.id = ${cardId}`));
}

/**
 * Locks the card row for the rest of the transaction. Every write that changes a card's shown
 * reviews or their likes takes this lock first (card, then review: one order, no deadlocks), so
 * the recompute above always sees every committed write.
 */
export async function lockCard(tx: Tx, cardId: number): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`SELECT id FROM "Card" WHERE id = ${cardId} FOR UPDATE`);
  return rows.length > 0;
}

/**
 * Locks one review row (likes, votes, replies) and returns what the callers need. With `viewer`,
 * a review hidden from them (moderation) is not found: no one interacts with what they cannot see.
 */
export async function lockReview(tx: Tx, reviewId: number, viewer?: Viewer | null) {
  const rows = await tx.$queryRaw<{ id: number; userId: number; cardId: number; isLatest: boolean; hiddenAt: Date | null }[]>(
    Prisma.sql`SELECT id, "userId", "cardId", "isLatest", "hiddenAt" FROM "Review" WHERE id = ${reviewId} FOR UPDATE`,
  );
  if (rows.length === 0 || (viewer !== undefined && !isVisibleTo(rows[0], viewer))) throw new NotFoundError(REVIEW_NOT_FOUND);
  return rows[0];
}

/** Locks the post row for the rest of the transaction (likes, comments); 404 when gone or, with `viewer`, hidden from them. */
export async function lockPost(tx: Tx, postId: number, viewer?: Viewer | null) {
  const rows = await tx.$queryRaw<{ id: number; userId: number; title: string; hiddenAt: Date | null }[]>(
    Prisma.sql`SELECT id, "userId", title, "hiddenAt" FROM "Post" WHERE id = ${postId} FOR UPDATE`,
  );
  if (rows.length === 0 || (viewer !== undefined && !isVisibleTo(rows[0], viewer))) throw new NotFoundError(POST_NOT_FOUND);
  return rows[0];
}

/** A review's replyCount counts the replies visitors see (hidden ones excluded). */
export async function recountReviewReplies(tx: Tx, reviewId: number) {
  await tx.$executeRaw(Prisma.sql`
    UPDATE "Review" SET "replyCount" = (SELECT COUNT(*)::int FROM "ReviewReply" WHERE "reviewId" = ${reviewId} AND "hiddenAt" IS NULL)
    WHERE id = ${reviewId}`);
}

/** A post's commentCount counts the comments visitors see (hidden ones excluded). */
export async function recountPostComments(tx: Tx, postId: number): Promise<number> {
  const [row] = await tx.$queryRaw<{ commentCount: number }[]>(Prisma.sql`
    UPDATE "Post" SET "commentCount" = (SELECT COUNT(*)::int FROM "Comment" WHERE "postId" = ${postId} AND "hiddenAt" IS NULL)
    WHERE id = ${postId} RETURNING "commentCount"`);
  return row?.commentCount ?? 0;
}
