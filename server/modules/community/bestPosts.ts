import { BEST_DEFAULT_PERIOD, BEST_DEFAULT_SORT, BEST_POST_RULE, periodStart, type PostPeriod, type PostSort } from "../../../domain/bestPosts";
import type { Prisma } from "../../generated/prisma/client";

/**
 * 인기글 and the board's sorts (domain/bestPosts.ts), as SQL for the one list statement of a page:
 * the rule is a `where` on Post.score and createdAt (the createdAt index serves it), the sort an
 * `orderBy`. GraphQL's `posts` and REST's GET /api/posts both read these through posts.service.ts.
 */
export interface PostListOptions {
  /** Only 인기 posts (the 인기 tab, `?best=1`). */
  best?: boolean | null;
  sort?: PostSort | null;
  /** Only posts created in the period; the 인기 tab's default is its whole window. */
  period?: PostPeriod | null;
}

/** The sort a list takes: as asked, else 추천순 for 인기 and newest first otherwise. */
const listSort = (options: PostListOptions): PostSort => options.sort ?? (options.best ? BEST_DEFAULT_SORT : "latest");

/** The part of a list's `where` the 인기 rule and the period add (nothing for a plain list). */
export function bestWhere(options: PostListOptions, now: number = Date.now()): Prisma.PostWhereInput {
  if (!options.best) return options.period ? { createdAt: { gte: periodStart(options.period, now) } } : {};
  // Hidden posts are never 인기, even for their author and admins, who see them on the plain board.
  return { hiddenAt: null, score: { gte: BEST_POST_RULE.minScore }, createdAt: { gte: periodStart(options.period ?? BEST_DEFAULT_PERIOD, now) } };
}

const THEN_NEWEST = [{ createdAt: "desc" as const }, { id: "desc" as const }];
const SORTED: Record<Exclude<PostSort, "latest">, Prisma.PostOrderByWithRelationInput[]> = {
  likes: [{ likes: "desc" }, ...THEN_NEWEST],
  views: [{ views: "desc" }, ...THEN_NEWEST],
  comments: [{ commentCount: "desc" }, ...THEN_NEWEST],
};

/** The order of a list sorted by likes, views or comments; null for newest first (the caller's own order). */
export function sortedOrder(options: PostListOptions): Prisma.PostOrderByWithRelationInput[] | null {
  const sort = listSort(options);
  return sort === "latest" ? null : SORTED[sort];
}
