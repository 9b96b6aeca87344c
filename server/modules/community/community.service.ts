import type { Context } from "../../context";
import { requireViewer } from "../../context";
import { ForbiddenError, NotFoundError } from "../../errors";
import { POINT_SOURCES, revokePoints } from "../users/points.service";
import { commentSubtreeIds } from "./commentTree";

export const POST_NOT_FOUND = "게시글을 찾을 수 없습니다.";
export const COMMENT_NOT_FOUND = "댓글을 찾을 수 없습니다.";
const POST_DELETE_FORBIDDEN = "본인이 작성한 게시글만 삭제할 수 있습니다.";
export const COMMENT_DELETE_FORBIDDEN = "본인이 작성한 댓글만 삭제할 수 있습니다.";

/** Deletes a post (owner or admin) with its comments, taking back every point they earned. */
export async function deletePost(ctx: Context, postId: number): Promise<{ id: number }> {
  const viewer = requireViewer(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const post = await tx.post.findUnique({ where: { id: postId }, select: { userId: true } });
    if (!post) throw new NotFoundError(POST_NOT_FOUND);
    if (post.userId !== viewer.id && !viewer.isAdmin) throw new ForbiddenError(POST_DELETE_FORBIDDEN);
    const comments = await tx.comment.findMany({ where: { postId }, select: { id: true } });
    await revokePoints(tx, POINT_SOURCES.comment, comments.map((c) => c.id));
    await revokePoints(tx, POINT_SOURCES.post, postId);
    await tx.post.delete({ where: { id: postId } });
    return { id: postId };
  });
}

/**
 * Deletes a comment (owner or admin) and its replies; the post's commentCount drops by the
 * number removed, atomically, and their points are taken back.
 */
export async function deleteComment(ctx: Context, commentId: number): Promise<{ id: number; postId: number }> {
  const viewer = requireViewer(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const comment = await tx.comment.findUnique({ where: { id: commentId }, select: { userId: true, postId: true } });
    if (!comment) throw new NotFoundError(COMMENT_NOT_FOUND);
    if (comment.userId !== viewer.id && !viewer.isAdmin) throw new ForbiddenError(COMMENT_DELETE_FORBIDDEN);
    const ids = await commentSubtreeIds(tx, "comment", commentId);
    await revokePoints(tx, POINT_SOURCES.comment, ids);
    await tx.comment.delete({ where: { id: commentId } });
    await tx.post.update({ where: { id: comment.postId }, data: { commentCount: { decrement: ids.length } } });
    return { id: commentId, postId: comment.postId };
  });
}
