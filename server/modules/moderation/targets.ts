import { reportExcerpt, type ReportTargetType } from "../../../domain/moderation";
import type { Context } from "../../core/context";
import type { Tx } from "../../platform/db";
import { commentSubtreeIds } from "../../core/commentTree";
import { lockCard, lockPost, lockReview, recomputeCardReviewStats, recountPostComments, recountReviewReplies } from "../../core/contentLocks";

/** What the report form and the admin queue need of a reported item, whatever its table. */
export interface ReportedItem {
  userId: number;
  hiddenAt: Date | null;
  excerpt: string;
  /** The page showing the item (the card page for reviews and their replies, the post for comments). */
  url: string;
}

export async function findReportedItem({ prisma: db }: Pick<Context, "prisma">, type: ReportTargetType, id: number): Promise<ReportedItem | null> {
  switch (type) {
    case "REVIEW": {
      const r = await db.review.findUnique({ where: { id }, select: { userId: true, hiddenAt: true, reviewText: true, formation: true, cardId: true } });
      return r && { userId: r.userId, hiddenAt: r.hiddenAt, excerpt: reportExcerpt(r.reviewText) || `리뷰 (${r.formation})`, url: `/cards/${r.cardId}` };
    }
    case "REVIEW_REPLY": {
      const r = await db.reviewReply.findUnique({ where: { id }, select: { userId: true, hiddenAt: true, content: true, review: { select: { cardId: true } } } });
      return r && { userId: r.userId, hiddenAt: r.hiddenAt, excerpt: reportExcerpt(r.content), url: `/cards/${r.review.cardId}` };
    }
    case "POST": {
      const p = await db.post.findUnique({ where: { id }, select: { userId: true, hiddenAt: true, title: true } });
      return p && { userId: p.userId, hiddenAt: p.hiddenAt, excerpt: reportExcerpt(p.title), url: `/posts/${id}` };
    }
    case "COMMENT": {
      const c = await db.comment.findUnique({ where: { id }, select: { userId: true, hiddenAt: true, content: true, postId: true } });
      return c && { userId: c.userId, hiddenAt: c.hiddenAt, excerpt: reportExcerpt(c.content), url: `/posts/${c.postId}` };
    }
  }
}

/**
 * Hides (or shows again) an item in the caller's transaction, with the locks and counters its
 * own writes use: a review leaves its card's counters (and, by trigger, the formation
 * summaries); a reply or comment takes its whole sub-thread and leaves its parent's count.
 * Returns false when the item no longer exists.
 */
export async function setItemHidden(tx: Tx, type: ReportTargetType, id: number, hidden: boolean): Promise<boolean> {
  const hiddenAt = hidden ? new Date() : null;
  switch (type) {
    case "REVIEW": {
      const found = await tx.review.findUnique({ where: { id }, select: { cardId: true } });
      if (!found) return false;
      await lockCard(tx, found.cardId);
      await lockReview(tx, id);
      await tx.review.update({ where: { id }, data: { hiddenAt } });
      await recomputeCardReviewStats(tx, found.cardId);
      return true;
    }
    case "REVIEW_REPLY": {
      const found = await tx.reviewReply.findUnique({ where: { id }, select: { reviewId: true } });
      if (!found) return false;
      await lockReview(tx, found.reviewId);
      await tx.reviewReply.updateMany({ where: { id: { in: await commentSubtreeIds(tx, "reviewReply", id) } }, data: { hiddenAt } });
      await recountReviewReplies(tx, found.reviewId);
      return true;
    }
    case "POST": {
      const found = await tx.post.findUnique({ where: { id }, select: { id: true } });
      if (!found) return false;
      await lockPost(tx, id);
      await tx.post.update({ where: { id }, data: { hiddenAt } });
      return true;
    }
    case "COMMENT": {
      const found = await tx.comment.findUnique({ where: { id }, select: { postId: true } });
      if (!found) return false;
      await lockPost(tx, found.postId);
      await tx.comment.updateMany({ where: { id: { in: await commentSubtreeIds(tx, "comment", id) } }, data: { hiddenAt } });
      await recountPostComments(tx, found.postId);
      return true;
    }
  }
}
