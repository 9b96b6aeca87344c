import { POINTS } from "../../../domain/levels";
import { transaction } from "../../platform/transaction";
import { commentInputSchema } from "./postInput";
import { POST_MESSAGES } from "../../../domain/postRules";
import { displayName } from "../../../domain/users";
import { NOTIFICATION_TEXT } from "../../../domain/notifications";
import type { Context } from "../../core/context";
import { isVisibleTo, visibleWhere } from "../../core/visibility";
import { requireViewer } from "../../core/guards";
import { ForbiddenError, NotFoundError, RateLimitedError, UnauthorizedError, parseInput } from "../../errors";
import { withNotifications } from "../../core/notifications";
import { POINT_SOURCES, awardPoints, revokePoints } from "../../core/points";
import { recountPostComments, POST_NOT_FOUND, POST_WRITE_TX, lockPost } from "../../core/contentLocks";
import { commentSubtreeIds } from "../../core/commentTree";
import { COMMENT_MENTIONS_QUERY, commentMentionIds, recordMentions } from "./mentions";

export const COMMENT_NOT_FOUND = "댓글을 찾을 수 없습니다.";
export const COMMENT_DELETE_FORBIDDEN = "본인이 작성한 댓글만 삭제할 수 있습니다.";
const COMMENT_EDIT_FORBIDDEN = "본인이 작성한 댓글만 수정할 수 있습니다.";
const COMMENT_RATE = { name: "comment:create", limit: 60, windowSeconds: 3600 };

/**
 * Comments on a post, or replies (`parentId`, a comment of the same post). Rate-limited to 60 an
 * hour per account. In one transaction, with the post row locked so `commentCount` stays exact:
 * the comment, the count, +1 point, and a notification to the post's author ("post_comment") or,
 * for a reply, to the parent comment's author ("post_reply"); never to oneself. Published after commit.
 */
export async function createComment(ctx: Context, postId: number, payload: { content?: unknown; parentId?: number | null }) {
  if (!ctx.viewer) throw new UnauthorizedError(POST_MESSAGES.commentLoginRequired);
  const viewer = ctx.viewer;
  const { content } = parseInput(commentInputSchema, { content: payload.content });
  const hit = await ctx.services.limiter.hit(COMMENT_RATE, String(viewer.id));
  if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds, POST_MESSAGES.commentRateLimited);
  return withNotifications(ctx, async (tx, notify) => {
    const post = await lockPost(tx, postId, viewer);
    const parentId = payload.parentId ?? null;
    const parent = parentId === null ? null : await tx.comment.findUnique({ where: { id: parentId }, select: { postId: true, userId: true, hiddenAt: true } });
    if (parentId !== null && (!parent || parent.postId !== postId || !isVisibleTo(parent, viewer))) throw new NotFoundError(COMMENT_NOT_FOUND);
    const comment = await tx.comment.create({ data: { postId, userId: viewer.id, parentId, content }, select: { id: true, postId: true, parentId: true } });
    const { commentCount } = await tx.post.update({ where: { id: postId }, data: { commentCount: { increment: 1 } }, select: { commentCount: true } });
    await awardPoints(tx, viewer.id, POINTS.comment, parentId ? "답글 작성" : "댓글 작성", POINT_SOURCES.comment, comment.id);
    const actor = displayName(viewer);
    const addressee = parent ? parent.userId : post.userId;
    await notify(
      parent
        ? { recipientId: parent.userId, actorId: viewer.id, type: "post_reply", message: NOTIFICATION_TEXT.postReply(actor, post.title), postId, contentId: comment.id }
        : { recipientId: post.userId, actorId: viewer.id, type: "post_comment", message: NOTIFICATION_TEXT.postComment(actor, post.title), postId, contentId: comment.id },
    );
    // @mentions: the member this comment already notified is not told twice.
    const mentioned = await commentMentionIds(tx, content);
    await recordMentions(tx, notify, { item: { kind: "comment", postId, commentId: comment.id }, postTitle: post.title, actor: viewer }, mentioned, addressee);
    return { ...comment, commentCount };
  }, POST_WRITE_TX);
}

/**
 * Deletes a comment (owner or admin) and its replies; with the post row locked, the post's
 * commentCount drops by the number removed and their points are taken back.
 */
export async function deleteComment(ctx: Context, commentId: number): Promise<{ id: number; postId: number; deletedIds: number[]; commentCount: number }> {
  const viewer = requireViewer(ctx);
  return transaction(ctx.prisma, async (tx) => {
    const comment = await tx.comment.findUnique({ where: { id: commentId }, select: { userId: true, postId: true } });
    if (!comment) throw new NotFoundError(COMMENT_NOT_FOUND);
    if (comment.userId !== viewer.id && !viewer.isAdmin) throw new ForbiddenError(COMMENT_DELETE_FORBIDDEN);
    await lockPost(tx, comment.postId);
    const ids = await commentSubtreeIds(tx, "comment", commentId);
    await revokePoints(tx, POINT_SOURCES.comment, ids);
    await tx.comment.delete({ where: { id: commentId } });
    // Recounted, not decremented: hidden comments in the sub-thread were not counted.
    const commentCount = await recountPostComments(tx, comment.postId);
    return { id: commentId, postId: comment.postId, deletedIds: ids, commentCount };
  }, POST_WRITE_TX);
}

/**
 * Edits a comment's text, its author only (the spec's edit button did nothing; a board where one
 * can fix a typo is what members expect). Same rules as writing one; the thread stays as it is.
 */
export async function updateComment(ctx: Context, commentId: number, payload: { content?: unknown }) {
  const viewer = requireViewer(ctx);
  const { content } = parseInput(commentInputSchema, { content: payload.content });
  return withNotifications(ctx, async (tx, notify) => {
    const comment = await tx.comment.findUnique({ where: { id: commentId }, select: { userId: true, hiddenAt: true, post: { select: { title: true } } } });
    if (!comment || !isVisibleTo(comment, viewer)) throw new NotFoundError(COMMENT_NOT_FOUND);
    if (comment.userId !== viewer.id) throw new ForbiddenError(COMMENT_EDIT_FORBIDDEN);
    const updated = await tx.comment.update({ where: { id: commentId }, data: { content }, select: { id: true, postId: true, content: true } });
    // Only members this comment never mentioned before are notified (mentions.ts).
    const item = { kind: "comment" as const, postId: updated.postId, commentId };
    await recordMentions(tx, notify, { item, postTitle: comment.post.title, actor: viewer }, await commentMentionIds(tx, content));
    return updated;
  });
}

/**
 * GET /api/posts/{id}/comments: top-level comments oldest first, each with its replies nested, and
 * the members each one mentions (`mentions: [{ user: { id, nickname } }]`, as GraphQL's Comment.mentions).
 */
export async function listPostComments(ctx: Pick<Context, "prisma" | "viewer">, postId: number) {
  const exists = await ctx.prisma.post.findUnique({ where: { id: postId, ...visibleWhere(ctx.viewer) }, select: { id: true } });
  if (!exists) throw new NotFoundError(POST_NOT_FOUND);
  const rows = await ctx.prisma.comment.findMany({
    where: { postId, ...visibleWhere(ctx.viewer) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true, postId: true, parentId: true, content: true, createdAt: true, hiddenAt: true, likes: true, dislikes: true,
      user: { select: { id: true, nickname: true, profileName: true, currentLevel: true, isAdmin: true, avatarUrl: true } },
      mentions: { ...COMMENT_MENTIONS_QUERY, select: { user: { select: { id: true, nickname: true } } } },
    },
  });
  type Row = (typeof rows)[number] & { user: { nickname: string }; mentions: { user: { nickname: string } }[]; replies: Row[] };
  const named = <U extends { id: number; nickname: string | null }>(u: U) => ({ ...u, nickname: displayName(u) });
  const byId = new Map<number, Row>(rows.map((r) => [r.id, { ...r, user: named(r.user), mentions: r.mentions.map((m) => ({ user: named(m.user) })), replies: [] }]));
  const roots: Row[] = [];
  for (const row of byId.values()) {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    (parent ? parent.replies : roots).push(row);
  }
  return roots;
}
