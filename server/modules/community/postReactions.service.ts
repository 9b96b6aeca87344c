import crypto from "node:crypto";
import { POINTS } from "../../../domain/levels";
import { LIKE_NOTIFICATION_TEXT } from "../../../domain/notifications";
import { displayName } from "../../../domain/users";
import { POST_MESSAGES } from "../../../domain/postRules";
import type { Context } from "../../core/context";
import { NotFoundError, UnauthorizedError } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import { POINT_SOURCES, awardPoints } from "../../core/points";
import { withNotifications } from "../../core/notifications";
import { POST_NOT_FOUND, POST_WRITE_TX, lockPost } from "../../core/contentLocks";
import { rawWrites } from "../../platform/rowTracking";

export interface PostLikeStatus {
  isLiked: boolean;
  likeCount: number;
}

/**
 * Likes or unlikes a post (POST /api/posts/{id}/like-toggle, togglePostLike). The post row is
 * locked, so `likes` stays exact under parallel toggles; the author earns +1 per like received
 * (not for liking their own post) and a "post_like" notification (batched per post), and loses
 * the point on unlike.
 */
export async function togglePostLike(ctx: Context, postId: number): Promise<PostLikeStatus> {
  if (!ctx.viewer) throw new UnauthorizedError(POST_MESSAGES.likeLoginRequired);
  const viewer = ctx.viewer;
  return withNotifications(ctx, async (tx, notify) => {
    const post = await lockPost(tx, postId, viewer);
    const removed = await tx.postLike.deleteMany({ where: { postId, userId: viewer.id } });
    const isLiked = removed.count === 0;
    if (isLiked) await tx.postLike.create({ data: { postId, userId: viewer.id } });
    const { likes } = await tx.post.update({ where: { id: postId }, data: { likes: { increment: isLiked ? 1 : -1 } }, select: { likes: true } });
    if (post.userId !== viewer.id) {
      const amount = isLiked ? POINTS.likeReceived : -POINTS.likeReceived;
      await awardPoints(tx, post.userId, amount, isLiked ? "게시글 좋아요 받음" : "게시글 좋아요 취소", POINT_SOURCES.postLike, postId);
    }
    if (isLiked) {
      await notify({
        recipientId: post.userId,
        actorId: viewer.id,
        type: "post_like",
        batch: LIKE_NOTIFICATION_TEXT.postLike(displayName(viewer), post.title),
        postId,
        contentId: postId,
      });
    }
    return { isLiked, likeCount: likes };
  }, POST_WRITE_TX);
}

/** GET /api/posts/{id}/like-status: the viewer's like and the count (false for visitors). */
export async function getPostLikeStatus(ctx: Pick<Context, "prisma" | "viewer">, postId: number): Promise<PostLikeStatus> {
  const post = await ctx.prisma.post.findUnique({
    where: { id: postId },
    select: { likes: true, postLikes: { where: { userId: ctx.viewer?.id ?? -1 }, select: { userId: true } } },
  });
  if (!post) throw new NotFoundError(POST_NOT_FOUND);
  return { isLiked: post.postLikes.length > 0, likeCount: post.likes };
}

/**
 * Who a view belongs to: the login session for members, else the client's address and browser.
 * Hashed so the table holds no addresses.
 */
function visitorKey(ctx: Context): string {
  const raw = ctx.viewer ? `session:${ctx.viewer.sessionId}` : `visitor:${ctx.request.ip}|${ctx.request.userAgent ?? ""}`;
  return crypto.createHash("sha256").update(raw).digest("base64url");
}

/**
 * Counts a view of a post (POST /api/posts/{id}/view, recordPostView) once per visitor session:
 * the first view inserts a (post, visitor) row and bumps `views` in the same statement; a reload
 * finds the row and changes nothing.
 */
export async function recordPostView(ctx: Context, postId: number): Promise<{ views: number; counted: boolean }> {
  const key = visitorKey(ctx);
  // A view bumps a counter (server/platform/rowTags.ts COUNTERS): the post's own page shows it at
  // once; board lists catch up within their cache TTL instead of being rebuilt on every view.
  const rows = await rawWrites([`Post:${postId}#views`], () => ctx.prisma.$queryRaw<{ views: number; counted: boolean }[]>(Prisma.sql`
    WITH inserted AS (
      INSERT INTO "PostView" ("postId", "visitorKey") SELECT id, ${key} FROM "Post" WHERE id = ${postId}
      ON CONFLICT DO NOTHING RETURNING "postId"),
    bumped AS (UPDATE "Post" SET views = views + 1 WHERE id IN (SELECT "postId" FROM inserted) RETURNING views)
    SELECT COALESCE((SELECT views FROM bumped), p.views) AS views, EXISTS (SELECT 1 FROM bumped) AS counted
    FROM "Post" p WHERE p.id = ${postId}`));
  if (rows.length === 0) throw new NotFoundError(POST_NOT_FOUND);
  return rows[0];
}
