import { z } from "zod";
import type { Context } from "../../core/context";
import { parseInput } from "../../errors";
import { createPost, deletePost, listPosts } from "../community/posts.service";
import { requireAdmin } from "../../core/guards";

/** The admin post list: 20 a page (spec 001 §9 admin page size). */
const ADMIN_POST_PAGE = 20;

const listSchema = z.object({
  offset: z.coerce.number({ error: "offset은 숫자여야 합니다." }).int().min(0, { error: "offset은 0 이상이어야 합니다." }).default(0),
  search: z.string().trim().max(100, { error: "검색어는 100자 이하로 입력해주세요." }).optional(),
});

/** Admin: every post, newest first, 20 a page, with the board's search (GET /api/admin/posts). */
export async function listPostsForAdmin(ctx: Context, raw: Record<string, unknown>) {
  requireAdmin(ctx);
  const { offset, search } = parseInput(listSchema, raw);
  return listPosts(ctx.prisma, ctx.viewer, { search: search || null }, { offset, limit: ADMIN_POST_PAGE });
}

/**
 * Admin: posts an announcement (spec 001 §5: title and content required) through the board's
 * own create, so it is validated, sanitised, logged and counted like any post, as type announcement.
 */
export async function createAnnouncement(ctx: Context, raw: { title?: unknown; content?: unknown }) {
  requireAdmin(ctx);
  return createPost(ctx, { title: raw.title, content: raw.content, type: "announcement" });
}

/** Admin: deletes any post with its comments, points taken back (the board's delete). */
export async function deletePostAsAdmin(ctx: Context, postId: number) {
  requireAdmin(ctx);
  return deletePost(ctx, postId);
}
