import { VOTE_MESSAGES, type VoteKind } from "../../../domain/boardVotes";
import type { Context } from "../../core/context";
import { isVisibleTo } from "../../core/visibility";
import { POST_WRITE_TX } from "../../core/contentLocks";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import type { Tx } from "../../platform/db";
import { transaction } from "../../platform/transaction";
import { COMMENT_NOT_FOUND } from "./comments.service";

export interface CommentVoteStatus {
  commentId: number;
  postId: number;
  likes: number;
  dislikes: number;
  /** The viewer's vote after the change: "up", "down" or null. */
  vote: VoteKind | null;
}

/** Locks a comment row (parallel votes queue on it); 404 when it or its post is hidden from the viewer. */
async function lockComment(tx: Tx, commentId: number, viewer: { id: number; isAdmin: boolean }) {
  const rows = await tx.$queryRaw<{ id: number; userId: number; postId: number; hiddenAt: Date | null; postUserId: number; postHiddenAt: Date | null }[]>(Prisma.sql`
    SELECT c.id, c."userId", c."postId", c."hiddenAt", p."userId" AS "postUserId", p."hiddenAt" AS "postHiddenAt"
    FROM "Comment" c JOIN "Post" p ON p.id = c."postId" WHERE c.id = ${commentId} FOR UPDATE OF c`);
  const row = rows[0];
  if (!row || !isVisibleTo(row, viewer) || !isVisibleTo({ userId: row.postUserId, hiddenAt: row.postHiddenAt }, viewer)) throw new NotFoundError(COMMENT_NOT_FOUND);
  return row;
}

/**
 * 추천/비추천 of a comment (POST /api/comments/{id}/vote, voteComment), with the same rules as a
 * post's (domain/boardVotes.ts): one vote per member, again takes it back, the other kind moves
 * it, never on one's own. The comment row is locked, so its counters stay exact.
 */
export async function voteComment(ctx: Context, commentId: number, kind: VoteKind): Promise<CommentVoteStatus> {
  if (!ctx.viewer) throw new UnauthorizedError(VOTE_MESSAGES.loginRequired);
  const viewer = ctx.viewer;
  return transaction(ctx.prisma, async (tx) => {
    const comment = await lockComment(tx, commentId, viewer);
    if (comment.userId === viewer.id) throw new ForbiddenError(VOTE_MESSAGES.ownContent);
    const key = { commentId_userId: { commentId, userId: viewer.id } };
    const before = await tx.commentVote.findUnique({ where: key, select: { up: true } });
    const previous: VoteKind | null = before ? (before.up ? "up" : "down") : null;
    const vote = previous === kind ? null : kind;
    if (previous && !vote) await tx.commentVote.delete({ where: key });
    else if (previous && vote) await tx.commentVote.update({ where: key, data: { up: vote === "up" } });
    else if (vote) await tx.commentVote.create({ data: { commentId, userId: viewer.id, up: vote === "up" } });
    const delta = (k: VoteKind) => Number(vote === k) - Number(previous === k);
    const counts = await tx.comment.update({
      where: { id: commentId },
      data: { likes: { increment: delta("up") }, dislikes: { increment: delta("down") } },
      select: { likes: true, dislikes: true },
    });
    return { commentId, postId: comment.postId, ...counts, vote };
  }, POST_WRITE_TX);
}
