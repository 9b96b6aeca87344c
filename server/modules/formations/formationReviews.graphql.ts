import { builder } from "../../graphql/builder";
import { FormationRef, formationNode } from "./formation.graphql";
import { withRowIds } from "../../graphql/nodeId";

export const FormationReactionEnum = builder.enumType("FormationReaction", { values: ["LIKE", "DISLIKE"] as const });

// Select mode with the columns every view shows as the type's own selection, read by plain resolvers
// (README "Columns a type always shows are its own selection").
const FORMATION_REVIEW_COLUMNS = {
  id: true,
  userId: true,
  formationName: true,
  content: true,
  squadId: true,
  likes: true,
  dislikes: true,
  commentCount: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** A member's review of a formation: text, likes/dislikes (one reaction per user) and threaded comments. */
export const FormationReviewRef = withRowIds(builder.prismaNode("FormationReview", {
  id: { field: "id" },
  select: FORMATION_REVIEW_COLUMNS,
  fields: (t) => ({
    databaseId: t.int({ resolve: (r) => r.id }),
    formationName: t.string({ resolve: (r) => r.formationName }),
    formation: t.field({ type: FormationRef, resolve: (r) => formationNode(r.formationName) }),
    content: t.string({ resolve: (r) => r.content }),
    linkedSquadId: t.int({ nullable: true, description: "The squad the author linked (/squads/{id}); the squad page decides who may see it.", resolve: (r) => r.squadId }),
    likes: t.int({ resolve: (r) => r.likes }),
    dislikes: t.int({ resolve: (r) => r.dislikes }),
    commentCount: t.int({ description: "Comments and replies.", resolve: (r) => r.commentCount }),
    createdAt: t.field({ type: "DateTime", resolve: (r) => r.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (r) => r.updatedAt }),
    author: t.relation("user"),
    // A visitor has no reaction: the row is read only for a signed-in viewer.
    viewerReaction: t.field({
      type: FormationReactionEnum,
      nullable: true,
      select: (_args, ctx) => (ctx.viewer ? { reactions: { where: { userId: ctx.viewer.id }, select: { type: true }, take: 1 } } : {}),
      resolve: (r) => ("reactions" in r ? (r.reactions[0]?.type ?? null) : null),
    }),
    viewerCanEdit: t.boolean({
      description: "The author or an admin may edit and delete it.",
      resolve: (r, _a, ctx) => ctx.viewer !== null && (ctx.viewer.id === r.userId || ctx.viewer.isAdmin),
    }),
    comments: t.relatedConnection("comments", {
      cursor: "id",
      description: "Top-level comments, oldest first; each carries its replies.",
      query: { where: { parentId: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      totalCount: true,
    }),
  }),
}));

export const FormationReviewCommentRef = withRowIds(builder.prismaNode("FormationReviewComment", {
  id: { field: "id" },
  select: { id: true, userId: true, content: true, createdAt: true, parentId: true },
  fields: (t) => ({
    databaseId: t.int({ resolve: (c) => c.id }),
    content: t.string({ resolve: (c) => c.content }),
    createdAt: t.field({ type: "DateTime", resolve: (c) => c.createdAt }),
    parentDatabaseId: t.int({ nullable: true, resolve: (c) => c.parentId }),
    author: t.relation("user"),
    replies: t.relation("children", { description: "Replies to this comment, oldest first.", query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
    viewerCanDelete: t.boolean({
      description: "The author or an admin may delete it.",
      resolve: (c, _a, ctx) => ctx.viewer !== null && (ctx.viewer.id === c.userId || ctx.viewer.isAdmin),
    }),
  }),
}));

builder.prismaObjectFields("User", (t) => ({
  formationReviews: t.relatedConnection("formationReviews", {
    cursor: "id",
    description: "The member's formation reviews, newest first (the public profile's tab; formation reviews have no hidden state).",
    query: () => ({ orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }] }),
    totalCount: true,
  }),
}));
