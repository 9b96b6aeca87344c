import { POINTS } from "../../../domain/levels";
import { LIKE_NOTIFICATION_TEXT } from "../../../domain/notifications";
import { displayName } from "../../../domain/users";
import { transaction } from "../../platform/transaction";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";
import { VOTE_COOLDOWN_MS, canVoteAgain, type VoteDirection } from "../../../domain/reviews";
import type { Context } from "../../core/context";
import { requireViewer } from "../../core/guards";
import { NotFoundError, RateLimitedError, ValidationError } from "../../errors";
import { POINT_SOURCES, awardPoints } from "../../core/points";
import { withNotifications } from "../../core/notifications";
import { WRITE_TX, lockCard, lockReview } from "../../core/contentLocks";

export interface LikeStatus {
  likeCount: number;
  isLikedByCurrentUser: boolean;
}

export interface VoteStatus {
  voteCount: { up: number; down: number };
  userVote: VoteDirection | null;
  canVote: boolean;
}

/**
 * Likes or unlikes a review. Locks the card, then the review (the order every review write
 * uses), so Review.likeCount and Card.heartCount stay exact under concurrent toggles. The liked
 * review's author earns +1 and a "review_like" notification (batched per review); unliking writes
 * the -1 back and notifies no one. One's own review cannot be liked (400).
 */
export async function toggleReviewLike(ctx: Context, reviewId: number): Promise<{ isLiked: boolean; likeCount: number; cardId: number }> {
  const viewer = requireViewer(ctx);
  return withNotifications(ctx, async (tx, notify) => {
    // The card's name (for the notification) comes with the card id the locks need, before taking them.
    const found = await tx.review.findUnique({ where: { id: reviewId }, select: { cardId: true, card: { select: { name: true } } } });
    if (!found) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    await lockCard(tx, found.cardId);
    const review = await lockReview(tx, reviewId, viewer);
    // The community's rule: no likes on one's own words (a like earns its author a point).
    if (review.userId === viewer.id) throw new ValidationError([{ path: ["reviewId"], message: REVIEW_MESSAGES.selfLike }]);
    const removed = await tx.reviewLike.deleteMany({ where: { reviewId, userId: viewer.id } });
    const isLiked = removed.count === 0;
    if (isLiked) await tx.reviewLike.create({ data: { reviewId, userId: viewer.id } });
    const delta = isLiked ? 1 : -1;
    const { likeCount } = await tx.review.update({
      where: { id: reviewId },
      data: { likeCount: { increment: delta } },
      select: { likeCount: true },
    });
    // Hearts count the card's shown reviews: a hidden review's likes stay on the review only.
    if (review.isLatest && !review.hiddenAt) await tx.card.update({ where: { id: review.cardId }, data: { heartCount: { increment: delta } } });
    await awardPoints(tx, review.userId, isLiked ? POINTS.likeReceived : -POINTS.likeReceived, isLiked ? "리뷰 추천 받음" : "리뷰 추천 취소", POINT_SOURCES.reviewLike, reviewId);
    if (isLiked) {
      await notify({
        recipientId: review.userId,
        actorId: viewer.id,
        type: "review_like",
        batch: LIKE_NOTIFICATION_TEXT.reviewLike(displayName(viewer), found.card.name),
        cardId: review.cardId,
        contentId: reviewId,
      });
    }
    return { isLiked, likeCount, cardId: review.cardId };
  }, WRITE_TX);
}

export async function getLikeStatus(ctx: Pick<Context, "prisma" | "viewer">, reviewId: number): Promise<LikeStatus> {
  const review = await ctx.prisma.review.findUnique({
    where: { id: reviewId },
    select: { likeCount: true, likes: { where: { userId: ctx.viewer?.id ?? -1 }, select: { userId: true } } },
  });
  if (!review) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  return { likeCount: review.likeCount, isLikedByCurrentUser: review.likes.length > 0 };
}

export function parseVoteDirection(value: unknown): VoteDirection {
  if (value === "up" || value === "down") return value;
  throw new ValidationError([{ path: ["type"], message: "투표 유형은 up 또는 down이어야 합니다." }]);
}

/**
 * Votes a review up or down. One vote per user per review per 24 hours: inside the window it is
 * a RateLimitedError (HTTP 429). The review row is locked, so parallel votes by one user cannot
 * both pass the check, and the up/down counters are incremented atomically.
 */
export async function voteReview(ctx: Context, reviewId: number, direction: VoteDirection, now = new Date()): Promise<VoteStatus> {
  const viewer = requireViewer(ctx);
  return transaction(ctx.prisma, async (tx) => {
    await lockReview(tx, reviewId, viewer);
    const last = await tx.reviewVote.findFirst({
      where: { reviewId, userId: viewer.id },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    });
    if (!canVoteAgain(last?.createdAt ?? null, now)) {
      const retry = Math.ceil((last!.createdAt.getTime() + VOTE_COOLDOWN_MS - now.getTime()) / 1000);
      throw new RateLimitedError(retry, REVIEW_MESSAGES.voteCooldown);
    }
    await tx.reviewVote.create({ data: { reviewId, userId: viewer.id, voteType: direction === "up" ? "UP" : "DOWN", createdAt: now } });
    const updated = await tx.review.update({
      where: { id: reviewId },
      data: direction === "up" ? { upVotes: { increment: 1 } } : { downVotes: { increment: 1 } },
      select: { upVotes: true, downVotes: true },
    });
    return { voteCount: { up: updated.upVotes, down: updated.downVotes }, userVote: direction, canVote: false };
  }, WRITE_TX);
}

/** Vote counts, the viewer's latest vote and whether they may vote now. */
export async function getVoteStatus(ctx: Pick<Context, "prisma" | "viewer">, reviewId: number, now = new Date()): Promise<VoteStatus> {
  const viewerId = ctx.viewer?.id ?? null;
  const review = await ctx.prisma.review.findUnique({
    where: { id: reviewId },
    select: {
      upVotes: true,
      downVotes: true,
      votes: { where: { userId: viewerId ?? -1 }, orderBy: { createdAt: "desc" }, take: 1, select: { voteType: true, createdAt: true } },
    },
  });
  if (!review) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  return voteStatusOf(review, viewerId, now);
}

/** Shapes a review row (with the viewer's votes, newest first) into a VoteStatus. */
export function voteStatusOf(
  review: { upVotes: number; downVotes: number; votes: { voteType: "UP" | "DOWN"; createdAt: Date }[] },
  viewerId: number | null,
  now = new Date(),
): VoteStatus {
  const last = review.votes.reduce<(typeof review.votes)[number] | null>((a, v) => (!a || v.createdAt > a.createdAt ? v : a), null);
  return {
    voteCount: { up: review.upVotes, down: review.downVotes },
    userVote: last ? (last.voteType === "UP" ? "up" : "down") : null,
    canVote: viewerId !== null && canVoteAgain(last?.createdAt ?? null, now),
  };
}
