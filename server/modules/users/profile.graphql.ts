import type { LevelProgress } from "../../../domain/levels";
import { builder } from "../../graphql/builder";
import { visibleWhere } from "../../core/visibility";
import type { Context } from "../../core/context";
import { myCommentsWhere, myPostsWhere, myReviewsWhere, newestFirst, reviewSummary, type ReviewSummary } from "./activity.service";
import { LEVEL_RANKING, userStats, type UserStats } from "./levels.service";
import { levelProgress } from "../../../domain/levels";

const LevelProgressRef = builder.objectRef<LevelProgress>("LevelProgress").implement({
  description: "A user's level: current level, score, next level, points still needed and progress %.",
  fields: (t) => ({
    currentLevel: t.exposeString("currentLevel"),
    currentScore: t.exposeInt("currentScore"),
    nextLevel: t.exposeString("nextLevel", { nullable: true }),
    pointsNeeded: t.exposeInt("pointsNeeded"),
    progress: t.exposeInt("progress"),
  }),
});

const UserStatsRef = builder.objectRef<UserStats>("UserStats").implement({
  fields: (t) => ({
    freeBoardPostScore: t.exposeInt("freeBoardPostScore"),
    formationReviewScore: t.exposeInt("formationReviewScore"),
    formationReviewCommentScore: t.exposeInt("formationReviewCommentScore"),
    otherPostScore: t.exposeInt("otherPostScore"),
    postCount: t.exposeInt("postCount"),
    reviewCount: t.exposeInt("reviewCount"),
    totalLikes: t.exposeInt("totalLikes"),
  }),
});

const ReviewSummaryRef = builder.objectRef<ReviewSummary>("ReviewSummary").implement({
  fields: (t) => ({
    averageRating: t.exposeFloat("averageRating"),
    reviewCount: t.exposeInt("reviewCount"),
    topFormation: t.exposeString("topFormation", { nullable: true }),
  }),
});

const isSelf = (ctx: Context, id: number) => ctx.viewer?.id === id;
const commentsShownWhere = (ctx: Context, userId: number) => ({ AND: [myCommentsWhere(userId), visibleWhere(ctx.viewer), { post: visibleWhere(ctx.viewer) }] });

/** An offset lets the page-numbered pager of My activity jump straight to page N in SQL. */
function paged<Q extends { skip?: number; cursor?: unknown }>(query: Q, offset: number | null | undefined): Q {
  return offset ? { ...query, skip: offset, cursor: undefined } : query;
}

builder.prismaObjectFields("User", (t) => ({
  username: t.exposeString("username"),
  joinedAt: t.expose("createdAt", { type: "DateTime", description: "When the member signed up (가입일), shown on the public profile." }),
  email: t.string({ nullable: true, description: "Only for the user themselves.", select: { email: true }, resolve: (u, _a, ctx) => (isSelf(ctx, u.id) ? u.email : null) }),
  isTempPassword: t.boolean({ select: { isTempPassword: true }, resolve: (u, _a, ctx) => isSelf(ctx, u.id) && u.isTempPassword }),
  level: t.field({ type: LevelProgressRef, select: { points: true }, resolve: (u) => levelProgress(u.points) }),
  stats: t.field({ type: UserStatsRef, resolve: (u, _a, ctx) => userStats(ctx, u.id) }),
  reviewSummary: t.field({ type: ReviewSummaryRef, resolve: (u, _a, ctx) => reviewSummary(ctx, u.id) }),
  reviews: t.prismaConnection({
    type: "Review",
    cursor: "id",
    description: "Shown (newest per card) reviews, newest first.",
    args: { offset: t.arg.int() },
    totalCount: (u, _a, ctx) => ctx.prisma.review.count({ where: { AND: [myReviewsWhere(u.id), visibleWhere(ctx.viewer)] } }),
    resolve: (query, u, args, ctx) =>
      ctx.prisma.review.findMany({ ...paged(query, args.offset), where: { AND: [myReviewsWhere(u.id), visibleWhere(ctx.viewer)] }, orderBy: newestFirst }),
  }),
  posts: t.prismaConnection({
    type: "Post",
    cursor: "id",
    args: { offset: t.arg.int() },
    totalCount: (u, _a, ctx) => ctx.prisma.post.count({ where: { AND: [myPostsWhere(u.id), visibleWhere(ctx.viewer)] } }),
    resolve: (query, u, args, ctx) =>
      ctx.prisma.post.findMany({ ...paged(query, args.offset), where: { AND: [myPostsWhere(u.id), visibleWhere(ctx.viewer)] }, orderBy: newestFirst }),
  }),
  comments: t.prismaConnection({
    type: "Comment",
    cursor: "id",
    args: { offset: t.arg.int() },
    // A comment under a post hidden from the viewer is hidden with it (as node(id) and the post page do).
    totalCount: (u, _a, ctx) => ctx.prisma.comment.count({ where: commentsShownWhere(ctx, u.id) }),
    resolve: (query, u, args, ctx) =>
      ctx.prisma.comment.findMany({ ...paged(query, args.offset), where: commentsShownWhere(ctx, u.id), orderBy: newestFirst }),
  }),
}));

builder.queryField("levelRanking", (t) =>
  t.prismaConnection({
    type: "User",
    cursor: "id",
    description: "Active users by points (the level ranking panel).",
    args: { offset: t.arg.int() },
    totalCount: (_r, _a, ctx) => ctx.prisma.user.count({ where: LEVEL_RANKING.where }),
    resolve: (query, _r, args, ctx) => ctx.prisma.user.findMany({ ...paged(query, args.offset), ...LEVEL_RANKING }),
  }),
);
