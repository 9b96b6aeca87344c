import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../../errors";
import { createFormationReviewComment, deleteFormationReviewComment } from "./formationReviewComments.service";
import { createFormationReview, deleteFormationReview, reactToFormationReview, updateFormationReview } from "./formationReviews.service";
import { FormationRef, formationNode } from "./formation.graphql";
import { FormationReactionEnum, FormationReviewCommentRef, FormationReviewRef } from "./formationReviews.graphql";

const ReviewPayload = builder.objectRef<{ reviewId: number }>("FormationReviewPayload").implement({
  fields: (t) => ({
    review: t.prismaField({
      type: "FormationReview",
      resolve: (q, p, _a, ctx) => ctx.prisma.formationReview.findUniqueOrThrow({ ...q, where: { id: p.reviewId } }),
    }),
  }),
});

const ReviewDeletedPayload = builder.objectRef<{ id: number; formationName: string }>("FormationReviewDeletedPayload").implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (p) => encodeGlobalID("FormationReview", p.id) }),
    formation: t.field({ type: FormationRef, description: "Its review count changed.", resolve: (p) => formationNode(p.formationName) }),
  }),
});

const CommentPayload = builder.objectRef<{ commentId: number; reviewId: number; parentId: number | null }>("FormationReviewCommentPayload").implement({
  fields: (t) => ({
    parent: t.prismaField({
      type: "FormationReviewComment",
      nullable: true,
      description: "The comment replied to (its replies changed), if any.",
      resolve: (q, p, _a, ctx) => (p.parentId === null ? null : ctx.prisma.formationReviewComment.findUnique({ ...q, where: { id: p.parentId } })),
    }),
    comment: t.prismaField({
      type: "FormationReviewComment",
      resolve: (q, p, _a, ctx) => ctx.prisma.formationReviewComment.findUniqueOrThrow({ ...q, where: { id: p.commentId } }),
    }),
    review: t.prismaField({
      type: "FormationReview",
      description: "Its comment count changed.",
      resolve: (q, p, _a, ctx) => ctx.prisma.formationReview.findUniqueOrThrow({ ...q, where: { id: p.reviewId } }),
    }),
  }),
});

const CommentDeletedPayload = builder.objectRef<{ id: number; reviewId: number; parentId: number | null; deletedIds: number[] }>("FormationReviewCommentDeletedPayload").implement({
  fields: (t) => ({
    parent: t.prismaField({
      type: "FormationReviewComment",
      nullable: true,
      description: "The comment replied to (its replies changed), if any.",
      resolve: (q, p, _a, ctx) => (p.parentId === null ? null : ctx.prisma.formationReviewComment.findUnique({ ...q, where: { id: p.parentId } })),
    }),
    deletedId: t.id({ resolve: (p) => encodeGlobalID("FormationReviewComment", p.id) }),
    deletedIds: t.idList({ description: "The comment and its replies.", resolve: (p) => p.deletedIds.map((id) => encodeGlobalID("FormationReviewComment", id)) }),
    review: t.prismaField({
      type: "FormationReview",
      resolve: (q, p, _a, ctx) => ctx.prisma.formationReview.findUniqueOrThrow({ ...q, where: { id: p.reviewId } }),
    }),
  }),
});

// A squad link names a Squad node; the formations module does not import the squads module, so the type is checked here.
const squadIdOf = (value: { typename: string; id: string | number } | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value.typename === "Squad" ? Number(value.id) : -1;

const writeErrors = [ValidationError, UnauthorizedError, ForbiddenError, NotFoundError] as const;

builder.mutationFields((t) => ({
  createFormationReview: t.field({
    type: ReviewPayload,
    description: "Members only; content 1-2,000 characters after trimming; +3 points.",
    errors: { types: [...writeErrors] },
    args: { formation: t.arg.string({ required: true }), content: t.arg.string({ required: true }), squadId: t.arg.globalID({ required: false, description: "A squad to link (optional; null removes the link on edit)." }) },
    resolve: async (_root, args, ctx) =>
      ({ reviewId: (await createFormationReview(ctx, { formationName: args.formation, content: args.content, squadId: squadIdOf(args.squadId) })).id }),
  }),
  updateFormationReview: t.field({
    type: ReviewPayload,
    description: "Author or admin.",
    errors: { types: [...writeErrors] },
    args: { id: t.arg.globalID({ for: FormationReviewRef, required: true }), content: t.arg.string({ required: true }), squadId: t.arg.globalID({ required: false, description: "A squad to link (optional; null removes the link on edit)." }) },
    resolve: async (_root, args, ctx) => ({ reviewId: (await updateFormationReview(ctx, args.id.id, { content: args.content, squadId: squadIdOf(args.squadId) })).id }),
  }),
  deleteFormationReview: t.field({
    type: ReviewDeletedPayload,
    description: "Author or admin; its comments and their points go with it.",
    errors: { types: [NotFoundError, UnauthorizedError, ForbiddenError] },
    args: { id: t.arg.globalID({ for: FormationReviewRef, required: true }) },
    resolve: (_root, args, ctx) => deleteFormationReview(ctx, args.id.id),
  }),
  reactToFormationReview: t.field({
    type: ReviewPayload,
    description: "Like or dislike: the same again takes it back, the other switches.",
    errors: { types: [NotFoundError, UnauthorizedError] },
    args: { id: t.arg.globalID({ for: FormationReviewRef, required: true }), reaction: t.arg({ type: FormationReactionEnum, required: true }) },
    resolve: async (_root, args, ctx) => ({ reviewId: (await reactToFormationReview(ctx, args.id.id, args.reaction)).id }),
  }),
  createFormationReviewComment: t.field({
    type: CommentPayload,
    description: "+1 point; notifies the review's author.",
    errors: { types: [...writeErrors] },
    args: {
      reviewId: t.arg.globalID({ for: FormationReviewRef, required: true }),
      parentId: t.arg.globalID({ for: FormationReviewCommentRef, required: false }),
      content: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const parentId = args.parentId?.id ?? null;
      const comment = await createFormationReviewComment(ctx, args.reviewId.id, { content: args.content, parentId });
      return { commentId: comment.id, reviewId: comment.formationReviewId, parentId: comment.parentId };
    },
  }),
  deleteFormationReviewComment: t.field({
    type: CommentDeletedPayload,
    description: "Author or admin; its replies go with it.",
    errors: { types: [NotFoundError, UnauthorizedError, ForbiddenError] },
    args: { id: t.arg.globalID({ for: FormationReviewCommentRef, required: true }) },
    resolve: (_root, args, ctx) => deleteFormationReviewComment(ctx, args.id.id),
  }),
}));
