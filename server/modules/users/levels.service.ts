import { isLegendary, levelProgress, type LevelProgress } from "../../../domain/levels";
import type { Context } from "../../core/context";
import { displayName } from "../../../domain/users";
import { NotFoundError } from "../../errors";
import { Prisma } from "../../generated/prisma/client";

export const USER_NOT_FOUND = "사용자를 찾을 수 없습니다.";
export const RANKING_PAGE_SIZE = 20;

const RANKING_SELECT = {
  id: true, nickname: true, username: true, currentLevel: true, isAdmin: true, avatarUrl: true, legendaryIcon: true, points: true,
} as const;
type RankingRow = Prisma.UserGetPayload<{ select: typeof RANKING_SELECT }>;

/** One row of the level ranking: who, their level and score. */
function rankingItem(user: RankingRow, levelRank: number) {
  return {
    id: user.id,
    nickname: displayName(user),
    username: user.username,
    levelRank,
    currentLevel: user.currentLevel,
    isAdmin: user.isAdmin,
    avatarUrl: user.avatarUrl,
    legendaryIcon: user.legendaryIcon || isLegendary(user.currentLevel),
    levelScore: user.points,
  };
}

/** Who is ranked and in what order (REST and GraphQL): active users by points, earlier accounts first on ties. */
export const LEVEL_RANKING = {
  where: { isDeleted: false },
  orderBy: [{ points: "desc" }, { id: "asc" }],
} satisfies { where: Prisma.UserWhereInput; orderBy: Prisma.UserOrderByWithRelationInput[] };

/** Level ranking (GET /api/users/level-ranking): active users by points, paged in SQL. */
export async function levelRanking(ctx: Pick<Context, "prisma">, page: number, limit: number) {
  const offset = (page - 1) * limit;
  const [rows, total] = await Promise.all([
    ctx.prisma.user.findMany({ ...LEVEL_RANKING, skip: offset, take: limit, select: RANKING_SELECT }),
    ctx.prisma.user.count({ where: LEVEL_RANKING.where }),
  ]);
  return { users: rows.map((u, i) => rankingItem(u, offset + i + 1)), total };
}

/** Top users (GET /api/users/top). */
export async function topUsers(ctx: Pick<Context, "prisma">, limit: number) {
  const rows = await ctx.prisma.user.findMany({ ...LEVEL_RANKING, take: limit, select: RANKING_SELECT });
  return rows.map((u, i) => rankingItem(u, i + 1));
}

/** Level, score, next level and progress for any active user. */
export async function userLevel(ctx: Pick<Context, "prisma">, userId: number): Promise<LevelProgress> {
  const user = await ctx.prisma.user.findUnique({ where: { id: userId }, select: { points: true, isDeleted: true } });
  if (!user || user.isDeleted) throw new NotFoundError(USER_NOT_FOUND);
  return levelProgress(user.points);
}

export interface UserStats {
  freeBoardPostScore: number;
  formationReviewScore: number;
  formationReviewCommentScore: number;
  otherPostScore: number;
  postCount: number;
  reviewCount: number;
  totalLikes: number;
  levelScore: number;
  isAdmin: boolean;
  username: string;
  nickname: string;
}

/** A user's stats: point sums by source from the ledger, counts and likes received. */
export async function userStats(ctx: Pick<Context, "prisma">, userId: number): Promise<UserStats> {
  const [user, scores, postAgg, reviewAgg] = await Promise.all([
    ctx.prisma.user.findUnique({ where: { id: userId }, select: { id: true, username: true, nickname: true, isAdmin: true, points: true } }),
    ctx.prisma.$queryRaw<{ free: number; other: number; fr: number; frc: number }[]>(Prisma.sql`
      SELECT COALESCE(SUM(e.amount) FILTER (WHERE e."sourceType" = 'post' AND p.type = 'FREE'), 0)::int AS free,
             COALESCE(SUM(e.amount) FILTER (WHERE e."sourceType" = 'post' AND p.type <> 'FREE'), 0)::int AS other,
             COALESCE(SUM(e.amount) FILTER (WHERE e."sourceType" = 'formationReview'), 0)::int AS fr,
             COALESCE(SUM(e.amount) FILTER (WHERE e."sourceType" = 'formationReviewComment'), 0)::int AS frc
      FROM "PointEvent" e LEFT JOIN "Post" p ON e."sourceType" = 'post' AND p.id = e."sourceId"
      WHERE e."userId" = ${userId}`),
    ctx.prisma.post.aggregate({ where: { userId }, _count: { _all: true }, _sum: { likes: true } }),
    ctx.prisma.review.aggregate({ where: { userId, isLatest: true }, _count: { _all: true }, _sum: { likeCount: true } }),
  ]);
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  const s = scores[0];
  return {
    freeBoardPostScore: s.free,
    formationReviewScore: s.fr,
    formationReviewCommentScore: s.frc,
    otherPostScore: s.other,
    postCount: postAgg._count._all,
    reviewCount: reviewAgg._count._all,
    totalLikes: (postAgg._sum.likes ?? 0) + (reviewAgg._sum.likeCount ?? 0),
    levelScore: user.points,
    isAdmin: user.isAdmin,
    username: user.username,
    nickname: displayName(user),
  };
}
