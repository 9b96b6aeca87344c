import crypto from "node:crypto";
import { POINTS } from "../../../domain/levels";
import { LIKE_NOTIFICATION_TEXT } from "../../../domain/notifications";
import { displayName } from "../../../domain/users";
import { VOTE_MESSAGES, type VoteKind } from "../../../domain/boardVotes";
import type { Context } from "../../core/context";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import { POINT_SOURCES, awardPoints } from "../../core/points";
import { withNotifications } from "../../core/notifications";
import { POST_NOT_FOUND, POST_WRITE_TX, lockPost } from "../../core/contentLocks";
import { rawWrites } from "../../platform/rowTracking";

export interface PostLikeStatus {
  isLiked: boolean;
  likeCount: number;
}

export interface PostVoteStatus extends PostLikeStatus {
  isDisliked: boolean;
  dislikeCount: number;
}

/**
 * Likes or unlikes a post (POST /api/posts/{id}/like-toggle, togglePostLike): 추천 of votePost.
 */
export async function togglePostLike(ctx: Context, postId: number): Promise<PostLikeStatus> {
  const { isLiked, likeCount } = await votePost(ctx, postId, "up");
  return { isLiked, likeCount };
}

/**
 * 추천/비추천 of a post (POST /api/posts/{id}/vote, votePost; domain/boardVotes.ts): one vote per
 * member, pressing it again takes it back, the other kind moves it; never on one's own post. The
 * post row is locked, so `likes` and `dislikes` stay exact under parallel votes. The author earns
 * +1 per 추천 received and a "post_like" notification (batched per post), and loses the point
 * when the 추천 goes; 비추천 costs no points and notifies no one.
 */
export async function votePost(ctx: Context, postId: number, kind: VoteKind): Promise<PostVoteStatus> {
  if (!ctx.viewer) throw new UnauthorizedError(VOTE_MESSAGES.loginRequired);
  const viewer = ctx.viewer;
  return withNotifications(ctx, async (tx, notify) => {
    const post = await lockPost(tx, postId, viewer);
    if (post.userId === viewer.id) throw new ForbiddenError(VOTE_MESSAGES.ownContent);
    const where = { postId, userId: viewer.id };
    const hadLike = (await tx.postLike.deleteMany({ where })).count > 0;
    const hadDislike = (await tx.postDislike.deleteMany({ where })).count > 0;
    const isLiked = kind === "up" && !hadLike;
    const isDisliked = kind === "down" && !hadDislike;
    if (isLiked) await tx.postLike.create({ data: where });
    if (isDisliked) await tx.postDislike.create({ data: where });
    const { likes, dislikes } = await tx.post.update({
      where: { id: postId },
      data: { likes: { increment: Number(isLiked) - Number(hadLike) }, dislikes: { increment: Number(isDisliked) - Number(hadDislike) } },
      select: { likes: true, dislikes: true },
    });
    if (isLiked !== hadLike) {
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
    return { isLiked, likeCount: likes, isDisliked, dislikeCount: dislikes };
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
