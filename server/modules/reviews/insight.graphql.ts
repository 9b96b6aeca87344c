import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { INSIGHT_MIN_REVIEWS } from "../../../domain/reviewInsight";
import { cardReviewInsight, type ReviewInsight, type ReviewQuote } from "./insight.service";

const AxisRef = builder.objectRef<ReviewInsight["axes"][number]>("ReviewInsightAxis").implement({
  fields: (t) => ({
    key: t.exposeString("key"),
    label: t.exposeString("label"),
    average: t.exposeFloat("average", { description: "The card's average of this rating over its shown reviews." }),
    percentile: t.exposeFloat("percentile", { description: "Mid-rank percentile among same-position cards with enough reviews (0-100)." }),
  }),
});

const QuoteRef = builder.objectRef<ReviewQuote>("ReviewQuote").implement({
  fields: (t) => ({
    reviewId: t.id({ resolve: (q) => encodeGlobalID("Review", q.id) }),
    reviewText: t.exposeString("reviewText"),
    overallRating: t.exposeFloat("overallRating"),
    likeCount: t.exposeInt("likeCount"),
  }),
});

const InsightRef = builder.objectRef<ReviewInsight>("ReviewInsight").implement({
  description: `The review summary (domain/reviewInsight.ts); null below ${INSIGHT_MIN_REVIEWS} shown reviews.`,
  fields: (t) => ({
    peerCount: t.exposeInt("peerCount"),
    axes: t.field({ type: [AxisRef], resolve: (i) => i.axes }),
    strongest: t.exposeString("strongest"),
    weakest: t.exposeString("weakest"),
    positive: t.field({ type: QuoteRef, nullable: true, resolve: (i) => i.positive }),
    negative: t.field({ type: QuoteRef, nullable: true, resolve: (i) => i.negative }),
  }),
});

builder.prismaObjectFields("Card", (t) => ({
  reviewInsight: t.field({
    type: InsightRef,
    nullable: true,
    select: { id: true },
    resolve: (card, _args, ctx) => cardReviewInsight(ctx, card.id),
  }),
}));
