import { z } from "zod";
import { isPostType } from "../../../domain/posts";
import { parseInput } from "../../errors";
import type { RestRouter } from "../../rest/router";
import { idParam, json as jsonResponse } from "../../rest/router";
import { COMMENT_NOT_FOUND, createComment, deleteComment, listPostComments, updateComment } from "./comments.service";
import { getPostLikeStatus, recordPostView, togglePostLike } from "./postReactions.service";
import { registerBoardReactionRoutes } from "./boardReactions.rest";
import { POST_PAGE_SIZE, createPost, deletePost, getPost, listPosts, updatePost } from "./posts.service";
import { POST_NOT_FOUND } from "../../core/contentLocks";
import { bestListQuery } from "./bestPosts.rest";

const listQuery = z.object({
  // "all" (or nothing) is every category; unknown values are rejected rather than ignored.
  type: z.string().optional().transform((t) => (t && t !== "all" ? t.toLowerCase() : undefined))
    .refine((t) => t === undefined || isPostType(t), { error: "게시판 분류가 올바르지 않습니다." }),
  search: z.string().max(100, { error: "검색어는 100자 이하로 입력해주세요." }).optional(),
  limit: z.coerce.number({ error: "limit은 1에서 50 사이의 정수여야 합니다." }).int().min(1).max(50).default(POST_PAGE_SIZE),
  offset: z.coerce.number({ error: "offset은 0 이상의 정수여야 합니다." }).int().min(0).max(1_000_000).default(0),
  /** `pinNotices=1`: the board's order, notices first (the plain list stays newest first, as the spec's callers expect). */
  pinNotices: z.enum(["0", "1", "true", "false"]).optional().transform((v) => v === "1" || v === "true"),
  ...bestListQuery,
});

/** The spec's "Community and posts" calls, numeric ids, over the same services as GraphQL. */
export function registerCommunityRoutes(router: RestRouter) {
  router.get("/api/posts", ({ ctx, query }) => {
    const q = parseInput(listQuery, Object.fromEntries([...query].filter(([k]) => ["type", "search", "limit", "offset", "pinNotices", "best", "sort", "period"].includes(k))));
    return listPosts(ctx, { type: q.type && isPostType(q.type) ? q.type : null, search: q.search, best: q.best, sort: q.sort, period: q.period }, q);
  });
  router.get("/api/posts/:id", async ({ ctx, params }) => getPost(ctx, idParam(params.id, POST_NOT_FOUND)));
  router.post("/api/posts", async ({ ctx, json }) => {
    const { id } = await createPost(ctx, await json());
    return jsonResponse(await getPost(ctx, id), 201);
  });
  router.put("/api/posts/:id", async ({ ctx, params, json }) => {
    const { id } = await updatePost(ctx, idParam(params.id, POST_NOT_FOUND), await json());
    return getPost(ctx, id);
  });
  router.delete("/api/posts/:id", async ({ ctx, params }) => {
    await deletePost(ctx, idParam(params.id, POST_NOT_FOUND));
    return { message: "게시글이 삭제되었습니다." };
  });

  router.post("/api/posts/:id/view", async ({ ctx, params }) => recordPostView(ctx, idParam(params.id, POST_NOT_FOUND)));
  router.get("/api/posts/:id/like-status", ({ ctx, params }) =>
    getPostLikeStatus(ctx, idParam(params.id, POST_NOT_FOUND)),
  );
  router.post("/api/posts/:id/like-toggle", ({ ctx, params }) => togglePostLike(ctx, idParam(params.id, POST_NOT_FOUND)));

  registerBoardReactionRoutes(router);

  router.get("/api/posts/:id/comments", async ({ ctx, params }) => ({ comments: await listPostComments(ctx, idParam(params.id, POST_NOT_FOUND)) }));
  router.post("/api/posts/:id/comments", async ({ ctx, params, json }) => {
    const body = await json();
    const parentId = body.parentId == null ? null : idParam(String(body.parentId), COMMENT_NOT_FOUND);
    const comment = await createComment(ctx, idParam(params.id, POST_NOT_FOUND), { content: body.content, parentId });
    return jsonResponse({ ...comment, message: "댓글이 작성되었습니다." }, 201);
  });
  // Beyond the spec's calls: editing one's comment.
  router.put("/api/comments/:id", async ({ ctx, params, json }) => {
    const comment = await updateComment(ctx, idParam(params.id, COMMENT_NOT_FOUND), { content: (await json()).content });
    return { ...comment, message: "댓글이 수정되었습니다." };
  });
  router.delete("/api/comments/:id", async ({ ctx, params }) => {
    await deleteComment(ctx, idParam(params.id, COMMENT_NOT_FOUND));
    return { message: "댓글이 삭제되었습니다." };
  });
}
