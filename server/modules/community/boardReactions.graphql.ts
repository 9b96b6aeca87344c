import { builder } from "../../graphql/builder";
import { UnauthorizedError, NotFoundError, ForbiddenError } from "../../errors";
import { isCommentFolded, type VoteKind } from "../../../domain/boardVotes";
import { PostRef } from "./community.graphql";
import { CommentRef } from "./comments.graphql";
import { PostPayload } from "./posts.mutations.graphql";
import { votePost } from "./postReactions.service";
import { voteComment } from "./commentVotes.service";
import { myScrapsWhere, SCRAP_ORDER, togglePostScrap } from "./scraps.service";

// 추천/비추천 and 스크랩 (domain/boardVotes.ts): the same services as the REST calls in community.rest.ts.

const VoteKindEnum = builder.enumType("VoteKind", { values: { UP: { value: "up" }, DOWN: { value: "down" } } as const });

builder.prismaObjectFields("Post", (t) => ({
  dislikes: t.exposeInt("dislikes", { description: "비추천 count." }),
  scrapCount: t.exposeInt("scrapCount", { description: "How many members saved the post (스크랩)." }),
  viewerVote: t.field({
    type: VoteKindEnum,
    nullable: true,
    description: "The viewer's 추천 (UP) or 비추천 (DOWN); null for none and for visitors.",
    select: (_a, ctx) => {
      const mine = { where: { userId: ctx.viewer?.id ?? -1 }, select: { userId: true } };
      return { postLikes: mine, postDislikes: mine };
    },
    resolve: (post): VoteKind | null => (post.postLikes.length > 0 ? "up" : post.postDislikes.length > 0 ? "down" : null),
  }),
  viewerHasScrapped: t.boolean({
    description: "Whether the viewer saved the post (false for visitors).",
    select: (_a, ctx) => ({ scraps: { where: { userId: ctx.viewer?.id ?? -1 }, select: { userId: true } } }),
    resolve: (post) => post.scraps.length > 0,
  }),
}));

builder.prismaObjectFields("Comment", (t) => ({
  likes: t.exposeInt("likes", { description: "추천 count." }),
  dislikes: t.exposeInt("dislikes", { description: "비추천 count." }),
  isFolded: t.boolean({
    description: "Folded for its many 비추천 (domain/boardVotes.ts isCommentFolded); the client offers to show it.",
    select: { likes: true, dislikes: true },
    resolve: (c) => isCommentFolded(c.likes, c.dislikes),
  }),
  viewerVote: t.field({
    type: VoteKindEnum,
    nullable: true,
    select: (_a, ctx) => ({ votes: { where: { userId: ctx.viewer?.id ?? -1 }, select: { up: true } } }),
    resolve: (c): VoteKind | null => (c.votes.length === 0 ? null : c.votes[0].up ? "up" : "down"),
  }),
}));

builder.prismaObjectFields("User", (t) => ({
  scraps: t.prismaConnection({
    type: "Post",
    cursor: "id",
    description: "The member's saved posts (스크랩), newest saved first: only the member themselves sees them (others get an empty list).",
    args: { offset: t.arg.int() },
    totalCount: (u, _a, ctx) => (ctx.viewer?.id === u.id ? ctx.prisma.postScrap.count({ where: myScrapsWhere(ctx.viewer) }) : 0),
    resolve: async (query, u, args, ctx) => {
      if (ctx.viewer?.id !== u.id) return [];
      // Paged by offset in save order (the post cursor does not follow it); Pothos asks one row more than `first`.
      const { take, skip: _skip, cursor: _cursor, ...shape } = query;
      const saved = await ctx.prisma.postScrap.findMany({
        where: myScrapsWhere(ctx.viewer), orderBy: SCRAP_ORDER, skip: args.offset ?? 0, take: Math.abs(take ?? 21), select: { postId: true },
      });
      const ids = saved.map((s) => s.postId);
      const posts = await ctx.prisma.post.findMany({ ...shape, where: { id: { in: ids } } });
      const byId = new Map(posts.map((p) => [p.id, p]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  }),
}));

const CommentVotePayload = builder.objectRef<{ commentId: number }>("CommentVotePayload").implement({
  fields: (t) => ({
    comment: t.prismaField({ type: "Comment", resolve: (q, p, _a, ctx) => ctx.prisma.comment.findUniqueOrThrow({ ...q, where: { id: p.commentId } }) }),
  }),
});

builder.mutationFields((t) => ({
  votePost: t.field({
    type: PostPayload,
    description: "추천 (UP) or 비추천 (DOWN) a post: the same kind again takes it back, the other moves it; never on one's own.",
    errors: { types: [UnauthorizedError, NotFoundError, ForbiddenError] },
    args: { id: t.arg.globalID({ for: PostRef, required: true }), kind: t.arg({ type: VoteKindEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      await votePost(ctx, args.id.id, args.kind);
      return { postId: args.id.id };
    },
  }),
  voteComment: t.field({
    type: CommentVotePayload,
    description: "추천 or 비추천 a comment, with the same rules as votePost.",
    errors: { types: [UnauthorizedError, NotFoundError, ForbiddenError] },
    args: { id: t.arg.globalID({ for: CommentRef, required: true }), kind: t.arg({ type: VoteKindEnum, required: true }) },
    resolve: async (_root, args, ctx) => ({ commentId: (await voteComment(ctx, args.id.id, args.kind)).commentId }),
  }),
  togglePostScrap: t.field({
    type: PostPayload,
    description: "Saves or un-saves a post (스크랩); read post.viewerHasScrapped and scrapCount.",
    errors: { types: [UnauthorizedError, NotFoundError] },
    args: { id: t.arg.globalID({ for: PostRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      await togglePostScrap(ctx, args.id.id);
      return { postId: args.id.id };
    },
  }),
}));
