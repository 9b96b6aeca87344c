import { z } from "zod";
import { requireViewer } from "../../core/guards";
import { parseInput } from "../../errors";
import type { RestRouter } from "../../rest/router";
import { idParam } from "../../rest/router";
import { allMyReviews, myComments, myPosts, myReviews, parseActivityPage } from "./activity.service";
import { RANKING_PAGE_SIZE, USER_NOT_FOUND, levelRanking, topUsers, userLevel, userStats } from "./levels.service";
import { blockUser, myBlocks, unblockUser } from "./blocks.service";
import { suggestMembers } from "./mentionSuggest.service";

const rankingQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(RANKING_PAGE_SIZE),
});
const topQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) });
const opt = (v: string | null) => v ?? undefined;

/** REST endpoints for levels, users, the profile and my activity. */
export function registerUserRoutes(router: RestRouter) {
  router.get("/api/users/level-ranking", ({ ctx, query }) => {
    const { page, limit } = parseInput(rankingQuery, { page: opt(query.get("page")), limit: opt(query.get("limit")) });
    return levelRanking(ctx, page, limit);
  });
  router.get("/api/users/top", async ({ ctx, query }) => {
    const { limit } = parseInput(topQuery, { limit: opt(query.get("limit")) });
    return { users: await topUsers(ctx, limit) };
  });
  router.get("/api/user/level", ({ ctx }) => userLevel(ctx, requireViewer(ctx).id));
  router.get("/api/user/level/:userId", ({ ctx, params }) => userLevel(ctx, idParam(params.userId, USER_NOT_FOUND)));
  router.get("/api/user/stats", ({ ctx }) => userStats(ctx, requireViewer(ctx).id));

  const page = (query: URLSearchParams) => parseActivityPage({ offset: query.get("offset"), limit: query.get("limit") });
  router.get("/api/users/me/reviews/all", ({ ctx }) => allMyReviews(ctx, requireViewer(ctx).id));
  router.get("/api/users/me/reviews", ({ ctx, query }) => myReviews(ctx, requireViewer(ctx).id, page(query)));
  router.get("/api/users/me/posts", ({ ctx, query }) => myPosts(ctx, requireViewer(ctx).id, page(query)));
  router.get("/api/users/suggest", async ({ ctx, query }) => ({
    users: (await suggestMembers(ctx, query.get("q") ?? "")).map((u) => ({ id: u.id, nickname: u.nickname, currentLevel: u.currentLevel, avatarUrl: u.avatarUrl })),
  }));
  router.get("/api/users/me/blocks", ({ ctx }) => myBlocks(ctx));
  router.post("/api/users/:id/block", ({ ctx, params }) => blockUser(ctx, idParam(params.id, USER_NOT_FOUND)));
  router.delete("/api/users/:id/block", ({ ctx, params }) => unblockUser(ctx, idParam(params.id, USER_NOT_FOUND)));
  router.get("/api/users/me/comments", ({ ctx, query }) => myComments(ctx, requireViewer(ctx).id, page(query)));
}
