import { builder } from "../../graphql/builder";
import { FormationRef, formationNode } from "./formation.graphql";
import { withRowIds } from "../../graphql/nodeId";

export const FormationReactionEnum = builder.enumType("FormationReaction", { values: ["LIKE", "DISLIKE"] as const });

/** A member's review of a formation: text, likes/dislikes (one reaction per user) and threaded comments. */
export const FormationReviewRef = withRowIds(builder.prismaNode("FormationReview", {
  id: { field: "id" },
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    formationName: t.exposeString("formationName"),
    formation: t.field({ type: FormationRef, select: { formationName: true }, resolve: (r) => formationNode(r.formationName) }),
    content: t.exposeString("content"),
    linkedSquadId: t.exposeInt("squadId", { nullable: true, description: "The squad the author linked (/squads/{id}); the squad page decides who may see it." }),
    likes: t.exposeInt("likes"),
    dislikes: t.exposeInt("dislikes"),
    commentCount: t.exposeInt("commentCount", { description: "Comments and replies." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
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
      select: { userId: true },
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
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    content: t.exposeString("content"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    parentDatabaseId: t.exposeInt("parentId", { nullable: true }),
    author: t.relation("user"),
    replies: t.relation("children", { description: "Replies to this comment, oldest first.", query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
    viewerCanDelete: t.boolean({
      description: "The author or an admin may delete it.",
      select: { userId: true },
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
