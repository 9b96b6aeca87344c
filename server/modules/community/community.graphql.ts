import { builder } from "../../graphql/builder";
import type { Context } from "../../core/context";
import { PostType } from "../../generated/prisma/enums";
import { postExcerpt } from "./postContent";
import type { PostType as DomainPostType } from "../../../domain/posts";
import { nodeId, withRowIds } from "../../graphql/nodeId";
import { visibleWhere } from "../../core/visibility";
import { postListOrder, postListWhere } from "./posts.service";
import { PostPeriodEnum, PostSortEnum } from "./bestPosts.graphql";
import type { PostPeriod, PostSort } from "../../../domain/bestPosts";

const PostTypeEnum = builder.enumType(PostType, { name: "PostType" });

const PostLikeStatusRef = builder.objectRef<{ isLiked: boolean; likeCount: number }>("PostLikeStatus").implement({
  fields: (t) => ({ isLiked: t.exposeBoolean("isLiked"), likeCount: t.exposeInt("likeCount") }),
});

const mayManage = (ctx: Context, ownerId: number) => !!ctx.viewer && (ctx.viewer.isAdmin || ctx.viewer.id === ownerId);

export const PostRef = withRowIds(builder.prismaNode("Post", {
  id: { field: "id" },
  findUnique: (id, ctx) => ({ id: nodeId(id), ...visibleWhere(ctx.viewer) }),
  nullable: true,
  // Include mode (no type-level select): every column is on the row, so fields reading only columns
  // take no \`select\` of their own, which @pothos/plugin-prisma would wrap in a per-row plan lookup.
  fields: (t) => ({
    isHidden: t.boolean({ description: "Hidden by an admin: only its author and admins see it (marked 숨김 처리됨).", resolve: (r) => r.hiddenAt !== null }),
    databaseId: t.exposeInt("id"),
    title: t.exposeString("title"),
    type: t.expose("type", { type: PostTypeEnum }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    author: t.relation("user"),
    commentCount: t.exposeInt("commentCount"),
    likes: t.exposeInt("likes"),
    views: t.exposeInt("views"),
    content: t.exposeString("content", { description: "HTML sanitised at write time (server/modules/community/postContent.ts); render it through the same rules." }),
    excerpt: t.string({ description: "Markup stripped, 100 characters plus ...", resolve: (post) => postExcerpt(post.content) }),
    tags: t.stringList({
      select: { tags: { select: { tag: { select: { name: true } } }, orderBy: { position: "asc" } } },
      resolve: (post) => post.tags.map((t) => t.tag.name),
    }),
    attachments: t.stringList({
      select: { attachments: { select: { url: true }, orderBy: { position: "asc" } } },
      resolve: (post) => post.attachments.map((a) => a.url),
    }),
    likeStatus: t.field({
      type: PostLikeStatusRef,
      description: "The viewer's like and the count (not liked for visitors).",
      select: (_args, ctx) => (ctx.viewer ? { likes: true, postLikes: { where: { userId: ctx.viewer.id }, select: { userId: true } } } : { likes: true }),
      resolve: (post) => ({ isLiked: "postLikes" in post && post.postLikes.length > 0, likeCount: post.likes }),
    }),
    viewerCanReport: t.boolean({
      description: "A signed-in member other than the author may report it (신고).",
      resolve: (r, _a, ctx) => !!ctx.viewer && ctx.viewer.id !== r.userId,
    }),
    viewerCanManage: t.boolean({
      description: "Whether the viewer may edit or delete the post (owner or admin).",
      resolve: (post, _a, ctx) => mayManage(ctx, post.userId),
    }),
  }),
}));

/** An offset lets the numbered pager jump straight to page N in SQL. */
function paged<Q extends { skip?: number; cursor?: unknown }>(query: Q, offset: number | null | undefined): Q {
  return offset ? { ...query, skip: offset, cursor: undefined } : query;
}

const filterOf = (args: { type?: PostType | null; search?: string | null; best?: boolean | null; sort?: PostSort | null; period?: PostPeriod | null }) => ({
  type: args.type ? (args.type.toLowerCase() as DomainPostType) : null,
  search: args.search,
  best: args.best,
  sort: args.sort,
  period: args.period,
});

builder.queryFields((t) => ({
  posts: t.prismaConnection({
    type: "Post",
    cursor: "id",
    description: "The board, newest first unless sorted: 인기 (best), sort and period, category (NOTICE includes announcements), search (title, text, author; Korean initials), cursor or offset paging.",
    args: {
      type: t.arg({ type: PostTypeEnum, required: false }),
      search: t.arg.string(),
      offset: t.arg.int(),
      pinNotices: t.arg.boolean({ description: "The board's order: notices and announcements first, each part newest first." }),
      best: t.arg.boolean({ description: "Only 인기 posts (domain/bestPosts.ts); sorted by likes over the whole window unless told." }),
      sort: t.arg({ type: PostSortEnum, required: false }),
      period: t.arg({ type: PostPeriodEnum, required: false }),
    },
    totalCount: (_parent, args, ctx) => ctx.prisma.post.count({ where: postListWhere(filterOf(args), ctx.viewer) }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.post.findMany({ ...paged(query, args.offset), where: postListWhere(filterOf(args), ctx.viewer), orderBy: postListOrder(filterOf(args), args.pinNotices) }),
  }),
  post: t.prismaField({
    type: "Post",
    nullable: true,
    description: "One post (the /posts/{id} page); null when missing.",
    args: { id: t.arg.globalID({ for: PostRef, required: true }) },
    resolve: (query, _root, args, ctx) => {
      const id = args.id.id;
      return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? ctx.prisma.post.findUnique({ ...query, where: { id, ...visibleWhere(ctx.viewer) } }) : null;
    },
  }),
}));
