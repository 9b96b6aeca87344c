import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { ForbiddenError, NotFoundError, RateLimitedError, UnauthorizedError, ValidationError } from "../../errors";
import { CardRef } from "../../graphql/card.graphql";
import { createReviewReply, deleteReviewReply } from "./replies.service";
import { toggleReviewLike, voteReview } from "./reactions.service";
import { ReviewRef, ReviewReplyRef, VoteDirectionEnum } from "./reviews.graphql";
import { createReview, deleteReview, updateReview } from "./reviews.service";

const ReviewInput = builder.inputType("ReviewInput", {
  description: "The review form: six ratings 1-10, formation, optional position break, level and text.",
  fields: (t) => ({
    paceRating: t.int({ required: true }),
    shootingRating: t.int({ required: true }),
    passingRating: t.int({ required: true }),
    agilityRating: t.int({ required: true }),
    defenseRating: t.int({ required: true }),
    physicalRating: t.int({ required: true }),
    formation: t.string({ required: true }),
    positionBreak: t.string(),
    level: t.int({ description: "The 랭크 (1–5) the reviewer played the card at: one of the card's rank levels; null clears it, left out keeps it on an edit." }),
    reviewText: t.string(),
  }),
});

/** A written review and its card (whose counters just changed). */
const ReviewPayload = builder.objectRef<{ reviewId: number; cardId: number; replacedId: number | null }>("ReviewPayload").implement({
  fields: (t) => ({
    review: t.prismaField({ type: "Review", resolve: (q, p, _a, ctx) => ctx.prisma.review.findUniqueOrThrow({ ...q, where: { id: p.reviewId } }) }),
    replacedReviewId: t.id({
      nullable: true,
      description: "The author's previous review of the card, no longer shown (a list drops its edge).",
      resolve: (p) => (p.replacedId === null ? null : encodeGlobalID("Review", p.replacedId)),
    }),
    card: t.prismaField({ type: "Card", resolve: (q, p, _a, ctx) => ctx.prisma.card.findUniqueOrThrow({ ...q, where: { id: p.cardId } }) }),
  }),
});

const ReviewDeletedPayload = builder.objectRef<{ id: number; cardId: number; deletedIds: number[] }>("ReviewDeletedPayload").implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (p) => encodeGlobalID("Review", p.id) }),
    deletedIds: t.idList({
      description: "Every review removed: the shown one and the older ones it had replaced.",
      resolve: (p) => p.deletedIds.map((id) => encodeGlobalID("Review", id)),
    }),
    card: t.prismaField({ type: "Card", resolve: (q, p, _a, ctx) => ctx.prisma.card.findUniqueOrThrow({ ...q, where: { id: p.cardId } }) }),
    viewer: t.prismaField({
      type: "User",
      nullable: true,
      description: "The signed-in user after the delete (their review list and summary changed).",
      resolve: (q, _p, _a, ctx) => (ctx.viewer ? ctx.prisma.user.findUnique({ ...q, where: { id: ctx.viewer.id } }) : null),
    }),
  }),
});

const ReplyPayload = builder.objectRef<{ replyId: number; reviewId: number }>("ReviewReplyPayload").implement({
  fields: (t) => ({
    reply: t.prismaField({ type: "ReviewReply", resolve: (q, p, _a, ctx) => ctx.prisma.reviewReply.findUniqueOrThrow({ ...q, where: { id: p.replyId } }) }),
    review: t.prismaField({ type: "Review", resolve: (q, p, _a, ctx) => ctx.prisma.review.findUniqueOrThrow({ ...q, where: { id: p.reviewId } }) }),
  }),
});

const ReplyDeletedPayload = builder.objectRef<{ id: number; reviewId: number; deletedIds: number[] }>("ReviewReplyDeletedPayload").implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (p) => encodeGlobalID("ReviewReply", p.id) }),
    deletedIds: t.idList({
      description: "The reply and its whole sub-thread.",
      resolve: (p) => p.deletedIds.map((id) => encodeGlobalID("ReviewReply", id)),
    }),
    review: t.prismaField({ type: "Review", resolve: (q, p, _a, ctx) => ctx.prisma.review.findUniqueOrThrow({ ...q, where: { id: p.reviewId } }) }),
  }),
});

const LikePayload = builder.objectRef<{ isLiked: boolean; likeCount: number; reviewId: number; cardId: number }>("ReviewLikePayload").implement({
  fields: (t) => ({
    isLiked: t.exposeBoolean("isLiked"),
    likeCount: t.exposeInt("likeCount"),
    review: t.prismaField({ type: "Review", resolve: (q, p, _a, ctx) => ctx.prisma.review.findUniqueOrThrow({ ...q, where: { id: p.reviewId } }) }),
    card: t.prismaField({
      type: "Card",
      description: "The review's card (its heart count changed).",
      resolve: (q, p, _a, ctx) => ctx.prisma.card.findUniqueOrThrow({ ...q, where: { id: p.cardId } }),
    }),
  }),
});

const VotePayload = builder.objectRef<{ reviewId: number }>("ReviewVotePayload").implement({
  fields: (t) => ({
    review: t.prismaField({ type: "Review", resolve: (q, p, _a, ctx) => ctx.prisma.review.findUniqueOrThrow({ ...q, where: { id: p.reviewId } }) }),
    card: t.prismaField({
      type: "Card",
      description: "The review's card (its recommendation summary changed).",
      resolve: (q, p, _a, ctx) => ctx.prisma.card.findFirstOrThrow({ ...q, where: { reviews: { some: { id: p.reviewId } } } }),
    }),
  }),
});

const writeErrors = [ValidationError, UnauthorizedError, ForbiddenError, NotFoundError] as const;

builder.mutationFields((t) => ({
  createReview: t.field({
    type: ReviewPayload,
    description: "Writes the viewer's review of a card; it replaces their previous one as the shown review.",
    errors: { types: [...writeErrors] },
    args: { cardId: t.arg.globalID({ for: CardRef, required: true }), input: t.arg({ type: ReviewInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { review, replacedId } = await createReview(ctx, args.cardId.id, args.input);
      return { reviewId: review.id, cardId: review.cardId, replacedId };
    },
  }),
  updateReview: t.field({
    type: ReviewPayload,
    description: "Author only.",
    errors: { types: [...writeErrors] },
    args: { id: t.arg.globalID({ for: ReviewRef, required: true }), input: t.arg({ type: ReviewInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const review = await updateReview(ctx, args.id.id, args.input);
      return { reviewId: review.id, cardId: review.cardId, replacedId: null };
    },
  }),
  deleteReview: t.field({
    type: ReviewDeletedPayload,
    description: "Author or admin. Takes back the review's points and keeps the card's counters exact.",
    errors: { types: [NotFoundError, UnauthorizedError, ForbiddenError] },
    args: { id: t.arg.globalID({ for: ReviewRef, required: true }) },
    resolve: (_root, args, ctx) => deleteReview(ctx, args.id.id),
  }),
  createReviewReply: t.field({
    type: ReplyPayload,
    description: "+1 point for the replier; notifies the review's author.",
    errors: { types: [...writeErrors] },
    args: {
      reviewId: t.arg.globalID({ for: ReviewRef, required: true }),
      parentReplyId: t.arg.globalID({ for: ReviewReplyRef, required: false }),
      content: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const parentReplyId = args.parentReplyId?.id ?? null;
      const reply = await createReviewReply(ctx, args.reviewId.id, { content: args.content, parentReplyId });
      return { replyId: reply.id, reviewId: reply.reviewId };
    },
  }),
  deleteReviewReply: t.field({
    type: ReplyDeletedPayload,
    description: "Author or admin; removes the reply's sub-thread too.",
    errors: { types: [NotFoundError, UnauthorizedError, ForbiddenError] },
    args: { id: t.arg.globalID({ for: ReviewReplyRef, required: true }) },
    resolve: (_root, args, ctx) => deleteReviewReply(ctx, args.id.id),
  }),
  toggleReviewLike: t.field({
    type: LikePayload,
    errors: { types: [NotFoundError, UnauthorizedError, ValidationError] },
    args: { reviewId: t.arg.globalID({ for: ReviewRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const reviewId = args.reviewId.id;
      return { ...(await toggleReviewLike(ctx, reviewId)), reviewId };
    },
  }),
  voteReview: t.field({
    type: VotePayload,
    description: "Up or down, once per 24 hours per review (RateLimitedError inside the window).",
    errors: { types: [NotFoundError, UnauthorizedError, RateLimitedError] },
    args: { reviewId: t.arg.globalID({ for: ReviewRef, required: true }), type: t.arg({ type: VoteDirectionEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      const reviewId = args.reviewId.id;
      await voteReview(ctx, reviewId, args.type);
      return { reviewId };
    },
  }),
}));
