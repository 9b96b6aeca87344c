import { builder } from "../../graphql/builder";
import { nodeId, withRowIds } from "../../graphql/nodeId";
import { visibleWhere } from "../../core/visibility";
import { voteStatusOf, type LikeStatus, type VoteStatus } from "./reactions.service";
import { REVIEW_COLUMNS, cardReviewsOrder, findViewerReview, shownReviewsOf, shownReviewsWhere } from "./reviews.service";
import { cardReviewSummary, type CardReviewSummary } from "./summary.service";

const LikeStatusRef = builder.objectRef<LikeStatus>("ReviewLikeStatus").implement({
  fields: (t) => ({ likeCount: t.exposeInt("likeCount"), isLikedByCurrentUser: t.exposeBoolean("isLikedByCurrentUser") }),
});

const VoteCountRef = builder.objectRef<VoteStatus["voteCount"]>("ReviewVoteCount").implement({
  fields: (t) => ({ up: t.exposeInt("up"), down: t.exposeInt("down") }),
});

export const VoteDirectionEnum = builder.enumType("ReviewVoteDirection", { values: ["up", "down"] as const });

const VoteStatusRef = builder.objectRef<VoteStatus>("ReviewVoteStatus").implement({
  fields: (t) => ({
    voteCount: t.field({ type: VoteCountRef, resolve: (s) => s.voteCount }),
    userVote: t.field({ type: VoteDirectionEnum, nullable: true, resolve: (s) => s.userVote }),
    canVote: t.exposeBoolean("canVote", { description: "False for visitors and within 24 hours of the viewer's last vote." }),
  }),
});

/** A card review; only the newest per user per card is listed and counted. */
export const ReviewRef = withRowIds(builder.prismaNode("Review", {
  id: { field: "id" },
  // node(id) follows the moderation rule like every list (server/core/visibility.ts).
  findUnique: (id, ctx) => ({ id: nodeId(id), ...visibleWhere(ctx.viewer) }),
  nullable: true,
  // Select mode, with the columns every view of a review shows (REVIEW_COLUMNS) as the type's own
  // selection read by plain resolvers: @pothos/plugin-prisma wraps each field that selects a column of
  // its own (`t.exposeInt` in select mode) in a per-row plan lookup, ~15 % of the CPU of a card's page
  // of reviews (bench: card + 20 reviews). Relations and the like/vote fields keep their own selects.
  select: REVIEW_COLUMNS,
  fields: (t) => ({
    databaseId: t.int({ resolve: (r) => r.id }),
    paceRating: t.int({ resolve: (r) => r.paceRating }),
    shootingRating: t.int({ resolve: (r) => r.shootingRating }),
    passingRating: t.int({ resolve: (r) => r.passingRating }),
    agilityRating: t.int({ resolve: (r) => r.agilityRating }),
    defenseRating: t.int({ resolve: (r) => r.defenseRating }),
    physicalRating: t.int({ resolve: (r) => r.physicalRating }),
    overallRating: t.float({ resolve: (r) => r.overallRating }),
    formation: t.string({ resolve: (r) => r.formation }),
    positionBreak: t.string({ nullable: true, resolve: (r) => r.positionBreak }),
    level: t.int({ nullable: true, description: "The 랭크 the reviewer played the card at (null: not said).", resolve: (r) => r.level }),
    reviewText: t.string({ nullable: true, resolve: (r) => r.reviewText }),
    replyCount: t.int({ resolve: (r) => r.replyCount }),
    isHidden: t.boolean({ description: "Hidden by an admin: only its author and admins see it (marked 숨김 처리됨).", resolve: (r) => r.hiddenAt !== null }),
    createdAt: t.field({ type: "DateTime", resolve: (r) => r.createdAt }),
    card: t.relation("card"),
    author: t.relation("user"),
    // A visitor has no likes or votes: their rows are read only for a signed-in viewer.
    likeStatus: t.field({
      type: LikeStatusRef,
      select: (_args, ctx) => (ctx.viewer ? { likeCount: true, likes: { where: { userId: ctx.viewer.id }, select: { userId: true }, take: 1 } } : { likeCount: true }),
      resolve: (r) => ({ likeCount: r.likeCount, isLikedByCurrentUser: "likes" in r && r.likes.length > 0 }),
    }),
    voteStatus: t.field({
      type: VoteStatusRef,
      select: (_args, ctx) =>
        ctx.viewer
          ? { upVotes: true, downVotes: true, votes: { where: { userId: ctx.viewer.id }, orderBy: { createdAt: "desc" }, select: { voteType: true, createdAt: true }, take: 1 } }
          : { upVotes: true, downVotes: true },
      resolve: (r, _a, ctx) => voteStatusOf({ ...r, votes: "votes" in r ? r.votes : [] }, ctx.viewer?.id ?? null),
    }),
    replies: t.relatedConnection("replies", {
      cursor: "id",
      description: "Oldest first; threads by parentReplyId.",
      query: (_args, ctx) => ({ where: visibleWhere(ctx.viewer), orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
      totalCount: true,
    }),
  }),
}));

export const ReviewReplyRef = withRowIds(builder.prismaNode("ReviewReply", {
  id: { field: "id" },
  // A reply to a review hidden from the viewer is hidden with it, as in the review's reply list.
  findUnique: (id, ctx) => ({ id: nodeId(id), ...visibleWhere(ctx.viewer), review: visibleWhere(ctx.viewer) }),
  nullable: true,
  fields: (t) => ({
    isHidden: t.boolean({ description: "Hidden by an admin: only its author and admins see it (marked 숨김 처리됨).", resolve: (r) => r.hiddenAt !== null }),
    databaseId: t.exposeInt("id"),
    content: t.exposeString("content"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    parentReplyDatabaseId: t.exposeInt("parentReplyId", { nullable: true }),
    author: t.relation("user"),
  }),
}));

const ReviewSortEnum = builder.enumType("ReviewSort", { values: ["RATING_DESC", "RATING_ASC"] as const });

const AveragesRef = builder.objectRef<NonNullable<CardReviewSummary["averages"]>>("ReviewAverages").implement({
  fields: (t) => ({
    pace: t.exposeFloat("pace"),
    shooting: t.exposeFloat("shooting"),
    passing: t.exposeFloat("passing"),
    agility: t.exposeFloat("agility"),
    defense: t.exposeFloat("defense"),
    physical: t.exposeFloat("physical"),
    overall: t.exposeFloat("overall"),
  }),
});

const RecommendationRef = builder.objectRef<CardReviewSummary["recommendation"]>("ReviewRecommendation").implement({
  fields: (t) => ({ likes: t.exposeInt("likes"), dislikes: t.exposeInt("dislikes"), percent: t.exposeInt("percent") }),
});

const PositionCountRef = builder.objectRef<{ position: string; count: number }>("PositionReviewCount").implement({
  fields: (t) => ({ position: t.exposeString("position"), count: t.exposeInt("count") }),
});

const PositionFitRef = builder.objectRef<CardReviewSummary["positionFit"]>("PositionFit").implement({
  fields: (t) => ({
    ownPosition: t.exposeString("ownPosition"),
    ownCount: t.exposeInt("ownCount"),
    others: t.field({ type: [PositionCountRef], resolve: (p) => p.others }),
  }),
});

const FormationUsageRef = builder.objectRef<CardReviewSummary["topFormations"][number]>("CardFormationUsage").implement({
  fields: (t) => ({ formation: t.exposeString("formation"), count: t.exposeInt("count"), avgRating: t.exposeFloat("avgRating") }),
});

const SummaryRef = builder.objectRef<CardReviewSummary>("CardReviewSummary").implement({
  description: "The card page's review panels, aggregated in SQL over the shown reviews.",
  fields: (t) => ({
    reviewCount: t.exposeInt("reviewCount"),
    averages: t.field({ type: AveragesRef, nullable: true, resolve: (s) => s.averages }),
    recommendation: t.field({ type: RecommendationRef, resolve: (s) => s.recommendation }),
    positionFit: t.field({ type: PositionFitRef, resolve: (s) => s.positionFit }),
    topFormations: t.field({ type: [FormationUsageRef], resolve: (s) => s.topFormations }),
  }),
});

builder.prismaObjectFields("Card", (t) => ({
  // A relation joined into the card's own statement (relationJoins): PostgreSQL reads the page in
  // index order (cardId, isLatest, overallRating) and builds the JSON of those rows only, so the card
  // and its page of reviews with their authors cost one round trip, not two.
  reviews: t.relatedConnection(
    "reviews",
    {
      cursor: "id",
      description: "Shown reviews (newest per user), by overall rating.",
      args: { sort: t.arg({ type: ReviewSortEnum, defaultValue: "RATING_DESC" }) },
      query: (args, ctx) => ({ where: shownReviewsWhere(ctx.viewer), orderBy: cardReviewsOrder(args.sort ?? "RATING_DESC") }),
    },
    {
      fields: (c) => ({
        // A visitor sees exactly the reviews the card's reviewCount counts (recomputeCardReviewStats runs in
        // every transaction that changes them): no count when the card row came with it.
        totalCount: c.int({
          resolve: (connection, _args, ctx) => {
            // Pothos types the connection's parent as the node; it is the card the relation hangs from.
            const card = (connection as unknown as { parent: { id: number; reviewCount?: number } }).parent;
            return ctx.viewer === null && typeof card.reviewCount === "number" ? card.reviewCount : ctx.prisma.review.count({ where: shownReviewsOf(card.id, ctx.viewer) });
          },
        }),
      }),
    },
  ),
  reviewSummary: t.field({
    type: SummaryRef,
    args: { level: t.arg.int({ description: "Only the reviews played at this 랭크 (Review.level); all reviews when left out." }) },
    select: { id: true, position: true },
    resolve: (card, args, ctx) => cardReviewSummary(ctx, card.id, card.position, args.level ?? null),
  }),
  // Not a `reviews` selection: the card row's `reviews` is the connection's page, and a second,
  // differently filtered `reviews` made Pothos load the card again in a statement of its own.
  viewerReview: t.prismaField({
    type: ReviewRef,
    nullable: true,
    description: "The viewer's shown review of this card, if any (the form edits it).",
    resolve: (query, card, _args, ctx) => findViewerReview(ctx, card.id, query),
  }),
}));

builder.queryField("review", (t) =>
  t.prismaField({
    type: "Review",
    nullable: true,
    description: "One review (the detail dialog).",
    args: { id: t.arg.globalID({ for: ReviewRef, required: true }) },
    resolve: (query, _root, args, ctx) => ctx.prisma.review.findUnique({ ...query, where: { id: args.id.id, ...visibleWhere(ctx.viewer) } }),
  }),
);
