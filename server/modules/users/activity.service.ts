import { z } from "zod";
import type { Context } from "../../core/context";
import { Prisma } from "../../generated/prisma/client";
import { parseInput } from "../../errors";
import { rawReads } from "../../platform/rowTracking";

const ACTIVITY_PAGE_SIZE = 20;

const pageSchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(ACTIVITY_PAGE_SIZE),
});
export type ActivityPage = z.infer<typeof pageSchema>;

export function parseActivityPage(input: { offset?: string | null; limit?: string | null }): ActivityPage {
  return parseInput(pageSchema, { offset: input.offset ?? undefined, limit: input.limit ?? undefined });
}

/** Shared filters and orders, so GraphQL connections and the REST lists page the same rows. */
export const myReviewsWhere = (userId: number): Prisma.ReviewWhereInput => ({ userId, isLatest: true });
export const myPostsWhere = (userId: number): Prisma.PostWhereInput => ({ userId });
export const myCommentsWhere = (userId: number): Prisma.CommentWhereInput => ({ userId });
export const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

const REVIEW_SELECT = {
  id: true, cardId: true, formation: true, positionBreak: true, overallRating: true, paceRating: true, shootingRating: true,
  passingRating: true, agilityRating: true, defenseRating: true, physicalRating: true, reviewText: true, createdAt: true,
  card: { select: { id: true, name: true, position: true, ovr: true } },
} as const;

/** GET /api/users/me/reviews: { reviews, total } (the "My activity review" shape). */
export async function myReviews(ctx: Pick<Context, "prisma">, userId: number, page: ActivityPage) {
  const where = myReviewsWhere(userId);
  const [reviews, total] = await Promise.all([
    ctx.prisma.review.findMany({ where, orderBy: newestFirst, skip: page.offset, take: page.limit, select: REVIEW_SELECT }),
    ctx.prisma.review.count({ where }),
  ]);
  return { reviews, total };
}

/** GET /api/users/me/reviews/all: every shown review, for the summary tiles. */
export function allMyReviews(ctx: Pick<Context, "prisma">, userId: number) {
  return ctx.prisma.review.findMany({ where: myReviewsWhere(userId), orderBy: newestFirst, select: REVIEW_SELECT });
}

const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** GET /api/users/me/posts: { posts, total, totalPages }; type in the spec's lower case. */
export async function myPosts(ctx: Pick<Context, "prisma">, userId: number, page: ActivityPage) {
  const where = myPostsWhere(userId);
  const [rows, total] = await Promise.all([
    ctx.prisma.post.findMany({
      where, orderBy: newestFirst, skip: page.offset, take: page.limit,
      select: { id: true, title: true, content: true, type: true, likes: true, views: true, commentCount: true, createdAt: true },
    }),
    ctx.prisma.post.count({ where }),
  ]);
  const posts = rows.map((p) => ({ ...p, type: p.type.toLowerCase() }));
  return { posts, total, totalPages: totalPages(total, page.limit) };
}

/** GET /api/users/me/comments: { comments, total, totalPages } with the parent post's title. */
export async function myComments(ctx: Pick<Context, "prisma">, userId: number, page: ActivityPage) {
  const where = myCommentsWhere(userId);
  const [comments, total] = await Promise.all([
    ctx.prisma.comment.findMany({
      where, orderBy: newestFirst, skip: page.offset, take: page.limit,
      select: { id: true, content: true, createdAt: true, postId: true, parentId: true, post: { select: { id: true, title: true } } },
    }),
    ctx.prisma.comment.count({ where }),
  ]);
  return { comments, total, totalPages: totalPages(total, page.limit) };
}

export interface ReviewSummary {
  /** Mean overall rating to one decimal; 0 without reviews. */
  averageRating: number;
  reviewCount: number;
  /** Most used formation, null when there is none (the client shows 없음). */
  topFormation: string | null;
}

/** The three My-activity tiles, computed in SQL. */
export async function reviewSummary(ctx: Pick<Context, "prisma">, userId: number): Promise<ReviewSummary> {
  // The user's reviews: any review they write names the user's reviews (server/platform/rowTags.ts).
  const [agg, top] = await rawReads([`User:${userId}/Review`], () => Promise.all([
    ctx.prisma.$queryRaw<{ avg: number | null; n: number }[]>(Prisma.sql`
      SELECT ROUND(AVG("overallRating")::numeric, 1)::float8 AS avg, COUNT(*)::int AS n
      FROM "Review" WHERE "userId" = ${userId} AND "isLatest"`),
    ctx.prisma.$queryRaw<{ formation: string }[]>(Prisma.sql`
      SELECT formation FROM "Review" WHERE "userId" = ${userId} AND "isLatest"
      GROUP BY formation ORDER BY COUNT(*) DESC, MAX("createdAt") DESC LIMIT 1`),
  ]));
  return { averageRating: agg[0]?.avg ?? 0, reviewCount: agg[0]?.n ?? 0, topFormation: top[0]?.formation ?? null };
}
