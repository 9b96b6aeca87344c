import { builder } from "../../graphql/builder";
import { CardRef, cardColumns } from "../cards/cards.graphql";
import {
  RECOMMENDED_FORMATIONS_DEFAULT,
  TOP_PLAYERS_DEFAULT,
  getFormationStats,
  getRecommendedFormations,
  getTopPlayers,
  type FormationShare,
  type FormationTopPlayer,
  type RecommendedFormation,
} from "./formations.service";

const FormationShareRef = builder.objectRef<FormationShare>("FormationShare").implement({
  description: "Share of shown reviews written with one formation (formation stats).",
  fields: (t) => ({
    formation: t.exposeString("formation"),
    percentage: t.exposeFloat("percentage", { description: "Percent of all shown reviews, one decimal." }),
    count: t.exposeInt("count"),
  }),
});

const RecommendedFormationRef = builder.objectRef<RecommendedFormation>("RecommendedFormation").implement({
  description: "A formation ranked by how many shown reviews use it, with their average rating.",
  fields: (t) => ({
    formation: t.exposeString("formation"),
    usage: t.exposeInt("usage"),
    avgRating: t.exposeFloat("avgRating", { description: "0-10, one decimal (5 stars = rating / 2)." }),
  }),
});

export const FormationTopPlayerRef = builder.objectRef<FormationTopPlayer>("FormationTopPlayer").implement({
  description: "A card ranked by its reviews written with one formation at one position.",
  fields: (t) => ({
    rank: t.exposeInt("rank"),
    card: t.field({ type: CardRef, resolve: (p) => p.card }),
    avgRating: t.exposeFloat("avgRating", { description: "Average overall rating in this formation and position, one decimal." }),
    reviewCount: t.exposeInt("reviewCount"),
  }),
});

builder.queryFields((t) => ({
  formationStats: t.field({
    type: [FormationShareRef],
    description: "Formation share of shown reviews, most used first.",
    resolve: (_root, _args, ctx) => getFormationStats(ctx.prisma),
  }),
  recommendedFormations: t.field({
    type: [RecommendedFormationRef],
    description: "Most reviewed formations with their average rating (capped at 100).",
    args: { first: t.arg.int({ defaultValue: RECOMMENDED_FORMATIONS_DEFAULT }) },
    resolve: (_root, args, ctx) => getRecommendedFormations(ctx.prisma, args.first),
  }),
  topPlayers: t.field({
    type: [FormationTopPlayerRef],
    description: "Top players for a formation (Korean or English name) and the position played (capped at 100).",
    args: {
      formation: t.arg.string({ required: true }),
      position: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: TOP_PLAYERS_DEFAULT }),
    },
    resolve: (_root, args, ctx, info) =>
      getTopPlayers(ctx.prisma, { formation: args.formation, position: args.position, limit: args.first, select: cardColumns(ctx, info, ["card"]) }),
  }),
}));
