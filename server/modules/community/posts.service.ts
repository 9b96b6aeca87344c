import { pointsForPost } from "../../../domain/levels";
import { transaction } from "../../platform/transaction";
import { searchLikeOperand } from "../../../domain/hangul";
import { postInputSchema, postSearchKey, type PostInput } from "./postInput";
import { POST_MESSAGES } from "../../../domain/postRules";
import type { PostType } from "../../../domain/posts";
import type { Context } from "../../core/context";
import type { Viewer } from "../../core/session";
import { visibleWhere } from "../../core/visibility";
import { requireViewer } from "../../core/guards";
import { ForbiddenError, NotFoundError, RateLimitedError, UnauthorizedError, parseInput } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import type { PostType as DbPostType } from "../../generated/prisma/enums";
import type { Tx } from "../../platform/db";
import { POINT_SOURCES, awardPoints, revokePoints, revokePointsOf } from "../../core/points";
import { logActivity } from "../../core/activityLog";
import { POST_NOT_FOUND, POST_WRITE_TX, lockPost } from "../../core/contentLocks";
import { rawWrites } from "../../platform/rowTracking";
import { withNotifications } from "../../core/notifications";
import { recordMentions, resolvePostMentions } from "./mentions";
import { isBestPost } from "../../../domain/bestPosts";
import { bestWhere, sortedOrder, type PostListOptions } from "./bestPosts";
import { discardPublishedDrafts, publishedDraftId } from "./publishedDrafts";

const POST_DELETE_FORBIDDEN = "본인이 작성한 게시글만 삭제할 수 있습니다.";
/** Spec: 10 posts per board page; REST may ask for up to 50 (the home list). */
export const POST_PAGE_SIZE = 10;
const POST_RATE = { name: "post:create", limit: 10, windowSeconds: 3600 };

/** Board filters shared by GraphQL and REST: the 공지 tab shows notices and announcements; 인기, sorts and periods in bestPosts.ts. */
export interface PostFilter extends PostListOptions {
  type?: PostType | null;
  search?: string | null;
}

const toDbPostType = (type: PostType) => type.toUpperCase() as DbPostType;
const POST_ORDER = [{ createdAt: "desc" as const }, { id: "desc" as const }];
/** The board's order (/community, all and 공지 tabs): notices and announcements pinned above ordinary posts, each newest first. */
const BOARD_ORDER = [{ pinned: "desc" as const }, ...POST_ORDER];

/** The SQL filter of a board list: category tab and the trigram-indexed search key (domain/hangul.ts). */
export function postListWhere(filter: PostFilter, viewer: Viewer | null): Prisma.PostWhereInput {
  const where: Prisma.PostWhereInput = { ...visibleWhere(viewer) };
  if (filter.type === "notice" || filter.type === "announcement") where.type = { in: ["NOTICE", "ANNOUNCEMENT"] };
  else if (filter.type) where.type = toDbPostType(filter.type);
  const text = filter.search ? searchLikeOperand(filter.search) : "";
  if (text) where.searchKey = { contains: text };
  return { ...where, ...bestWhere(filter) };
}

/** A list's order: the asked sort (bestPosts.ts), else newest first, notices pinned on the board. */
export const postListOrder = (filter: PostFilter, pinNotices: boolean | null | undefined) => sortedOrder(filter) ?? (pinNotices ? BOARD_ORDER : POST_ORDER);

async function rateLimit(ctx: Context, rule: typeof POST_RATE, userId: number, message: string) {
  const hit = await ctx.services.limiter.hit(rule, String(userId));
  if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds, message);
}

/** Notices and announcements are admins' only. */
function assertMayUseType(type: PostType, isAdmin: boolean) {
  if ((type === "notice" || type === "announcement") && !isAdmin) throw new ForbiddenError(POST_MESSAGES.noticeForbidden);
}

/** Tags by name, created when new (ON CONFLICT: parallel posts may add the same tag), in input order. */
async function writeTags(tx: Tx, postId: number, tags: string[]) {
  await tx.postTag.deleteMany({ where: { postId } });
  if (tags.length === 0) return;
  await rawWrites(["Tag"], () => tx.$executeRaw(Prisma.sql`INSERT INTO "Tag" (name) SELECT unnest(${tags}::text[]) ON CONFLICT (name) DO NOTHING`));
  const rows = await tx.tag.findMany({ where: { name: { in: tags } }, select: { id: true, name: true } });
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  await tx.postTag.createMany({ data: tags.map((name, position) => ({ postId, tagId: idOf.get(name)!, position })) });
}

async function writeAttachments(tx: Tx, postId: number, urls: string[]) {
  await tx.postAttachment.deleteMany({ where: { postId } });
  if (urls.length > 0) await tx.postAttachment.createMany({ data: urls.map((url, position) => ({ postId, url, position })) });
}

async function nicknameOf(tx: Tx, userId: number) {
  return (await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { nickname: true } })).nickname;
}

/**
 * Creates a post (POST /api/posts, createPost). Validates and sanitises the input
 * (postInput.ts), rate-limits 10 an hour per account, and in one transaction writes the
 * post, its tags and attachments and the author's points (free +1, others +3).
 */
export async function createPost(ctx: Context, payload: unknown): Promise<{ id: number }> {
  if (!ctx.viewer) throw new UnauthorizedError(POST_MESSAGES.postLoginRequired);
  const viewer = ctx.viewer;
  const input = parseInput(postInputSchema, payload);
  assertMayUseType(input.type, viewer.isAdmin);
  const draftId = publishedDraftId(payload);
  await rateLimit(ctx, POST_RATE, viewer.id, POST_MESSAGES.postRateLimited);
  return withNotifications(ctx, async (tx, notify) => {
    const { html: content, userIds: mentioned } = await resolvePostMentions(tx, input.content);
    const searchKey = postSearchKey(input.title, content, await nicknameOf(tx, viewer.id));
    const post = await tx.post.create({
      data: { userId: viewer.id, title: input.title, content, type: toDbPostType(input.type), searchKey },
      select: { id: true },
    });
    await recordMentions(tx, notify, { item: { kind: "post", postId: post.id }, postTitle: input.title, actor: viewer }, mentioned);
    await writeTags(tx, post.id, input.tags);
    await writeAttachments(tx, post.id, input.attachments);
    await awardPoints(tx, viewer.id, pointsForPost(input.type), "게시글 작성", POINT_SOURCES.post, post.id);
    await discardPublishedDrafts(tx, viewer.id, draftId, null);
    await logActivity(tx, ctx, { action: "post_create", description: `게시글 작성: ${input.title}`, metadata: { postId: post.id, type: input.type } });
    return post;
  }, POST_WRITE_TX);
}

/** Spec: the owner, an admin, or the user named "admin" may edit. */
export async function assertMayEdit(tx: Tx, viewer: { id: number; isAdmin: boolean }, ownerId: number) {
  if (viewer.id === ownerId || viewer.isAdmin) return;
  const { username } = await tx.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { username: true } });
  if (username !== "admin") throw new ForbiddenError(POST_MESSAGES.editForbidden);
}

/**
 * Updates a post (PUT /api/posts/{id}, updatePost): same input as create. A change between free
 * and the +3 categories moves the author's points to match.
 */
export async function updatePost(ctx: Context, postId: number, payload: unknown): Promise<{ id: number }> {
  const viewer = requireViewer(ctx);
  const input: PostInput = parseInput(postInputSchema, payload);
  const draftId = publishedDraftId(payload);
  return withNotifications(ctx, async (tx, notify) => {
    const post = await tx.post.findUnique({ where: { id: postId }, select: { userId: true, type: true } });
    if (!post) throw new NotFoundError(POST_NOT_FOUND);
    await assertMayEdit(tx, viewer, post.userId);
    // An admin may keep a member's post a notice only if it already was one; members never pick it.
    assertMayUseType(input.type, viewer.isAdmin || toDbPostType(input.type) === post.type);
    const { html: content, userIds: mentioned } = await resolvePostMentions(tx, input.content);
    const searchKey = postSearchKey(input.title, content, await nicknameOf(tx, post.userId));
    await tx.post.update({
      where: { id: postId },
      data: { title: input.title, content, type: toDbPostType(input.type), searchKey },
    });
    await recordMentions(tx, notify, { item: { kind: "post", postId }, postTitle: input.title, actor: viewer }, mentioned);
    await writeTags(tx, postId, input.tags);
    await writeAttachments(tx, postId, input.attachments);
    await discardPublishedDrafts(tx, viewer.id, draftId, postId);
    const before = pointsForPost(post.type.toLowerCase() as PostType);
    const after = pointsForPost(input.type);
    if (before !== after) {
      await revokePoints(tx, POINT_SOURCES.post, postId);
      await awardPoints(tx, post.userId, after, "게시글 작성", POINT_SOURCES.post, postId);
    }
    return { id: postId };
  }, POST_WRITE_TX);
}

/** Deletes a post (owner or admin) with its comments, taking back every point they and its likes earned. */
export async function deletePost(ctx: Context, postId: number): Promise<{ id: number }> {
  const viewer = requireViewer(ctx);
  return transaction(ctx.prisma, async (tx) => {
    const post = await lockPost(tx, postId);
    if (post.userId !== viewer.id && !viewer.isAdmin) throw new ForbiddenError(POST_DELETE_FORBIDDEN);
    const comments = await tx.comment.findMany({ where: { postId }, select: { id: true } });
    await tx.post.delete({ where: { id: postId } });
    // Member rows last and in id order (points.service), so concurrent deletes cannot deadlock.
    await revokePointsOf(tx, [
      { sourceType: POINT_SOURCES.comment, ids: comments.map((c) => c.id) },
      { sourceType: POINT_SOURCES.post, ids: [postId] },
      { sourceType: POINT_SOURCES.postLike, ids: [postId] },
    ]);
    return { id: postId };
  }, POST_WRITE_TX);
}

const AUTHOR_SELECT = { id: true, nickname: true, profileName: true, currentLevel: true, isAdmin: true, avatarUrl: true } as const;

/** The REST post shape (spec "Post"): tags and attachments as arrays, type lower case. */
export const POST_SELECT = {
  id: true, userId: true, title: true, content: true, type: true, likes: true, dislikes: true, scrapCount: true, views: true, commentCount: true, createdAt: true, hiddenAt: true, score: true,
  user: { select: AUTHOR_SELECT },
  tags: { select: { tag: { select: { name: true } } }, orderBy: { position: "asc" } },
  attachments: { select: { url: true }, orderBy: { position: "asc" } },
} satisfies Prisma.PostSelect;

function restPost({ score, ...p }: Prisma.PostGetPayload<{ select: typeof POST_SELECT }>) {
  const isBest = isBestPost({ score, createdAt: p.createdAt, hiddenAt: p.hiddenAt });
  return { ...p, type: p.type.toLowerCase(), tags: p.tags.map((t) => t.tag.name), attachments: p.attachments.map((a) => a.url), isBest };
}

/** GET /api/posts: one board page and the total, in SQL (4 statements whatever the page size). */
export async function listPosts(ctx: Pick<Context, "prisma" | "viewer">, filter: PostFilter, page: { offset: number; limit: number; pinNotices?: boolean }) {
  const where = postListWhere(filter, ctx.viewer);
  const [rows, total] = await Promise.all([
    ctx.prisma.post.findMany({ where, orderBy: postListOrder(filter, page.pinNotices), skip: page.offset, take: page.limit, select: POST_SELECT }),
    ctx.prisma.post.count({ where }),
  ]);
  return { posts: rows.map(restPost), total, totalPages: Math.max(1, Math.ceil(total / page.limit)) };
}

/** GET /api/posts/{id}. */
export async function getPost(ctx: Pick<Context, "prisma" | "viewer">, postId: number) {
  const post = await ctx.prisma.post.findUnique({ where: { id: postId, ...visibleWhere(ctx.viewer) }, select: POST_SELECT });
  if (!post) throw new NotFoundError(POST_NOT_FOUND);
  return restPost(post);
}

