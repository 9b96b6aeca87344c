import type { GraphQLResolveInfo } from "graphql";
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { Prisma } from "../../generated/prisma/client";
import type { Context } from "../../core/context";
import { DETAILED_STATS, GK_STATS, MAIN_STATS } from "../../../domain/stats";
import { builder } from "../../graphql/builder";
import { skillBoostByKey } from "../../../domain/skillBoosts";
import { rawFindFirst } from "../../graphql/rawFind";
import { findCard, getCardStats, type CardRow } from "./cards.service";
import { withRowIds } from "../../graphql/nodeId";

type StatKey = (typeof MAIN_STATS)[number]["key"] | (typeof DETAILED_STATS)[number]["key"] | (typeof GK_STATS)[number]["key"];
const STAT_KEYS = [...MAIN_STATS, ...DETAILED_STATS, ...GK_STATS].map((s) => s.key) as StatKey[];

// Select mode: a query reads only the columns its fields need, not all 70 of a card.
export const CardRef = withRowIds(builder.prismaNode("Card", {
  id: { field: "id" },
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    name: t.exposeString("name"),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    position: t.exposeString("position"),
    ovr: t.exposeInt("ovr"),
    team: t.exposeString("team", { nullable: true }),
    league: t.exposeString("league", { nullable: true }),
    nation: t.exposeString("nation", { nullable: true }),
    height: t.exposeInt("height"),
    weight: t.exposeInt("weight"),
    skillMoves: t.exposeInt("skillMoves"),
    skillMovesList: t.stringList({
      select: { skillMovesList: true },
      resolve: (c) => (Array.isArray(c.skillMovesList) ? c.skillMovesList.map(String) : []),
    }),
    leftFootRating: t.exposeInt("leftFootRating"),
    rightFootRating: t.exposeInt("rightFootRating"),
    isTwoFooted: t.exposeBoolean("isTwoFooted"),
    weakFoot: t.exposeInt("weakFoot", { nullable: true }),
    footPreference: t.exposeString("footPreference", { nullable: true }),
    skillBoost: t.exposeString("skillBoost", { nullable: true }),
    skillBoostName: t.string({ nullable: true, select: { skillBoost: true }, resolve: (c) => (c.skillBoost ? skillBoostByKey(c.skillBoost)?.nameKo ?? c.skillBoost : null) }),
    skillBoostColor: t.string({ nullable: true, select: { skillBoost: true }, resolve: (c) => (c.skillBoost ? skillBoostByKey(c.skillBoost)?.color ?? null : null) }),
    workRateAtt: t.exposeString("workRateAtt"),
    workRateDef: t.exposeString("workRateDef"),
    isNew: t.exposeBoolean("isNew"),
    className: t.exposeString("className", { nullable: true }),
    staminaRating: t.exposeInt("staminaRating", { nullable: true }),
    avgRating: t.exposeFloat("avgRating"),
    reviewCount: t.exposeInt("reviewCount"),
    heartCount: t.exposeInt("heartCount"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    statsUpdatedAt: t.expose("statsUpdatedAt", { type: "DateTime", description: "When an admin edit or import last changed the card (\"last updated\")." }),
    ...Object.fromEntries(
      STAT_KEYS.map((key) => [key, t.exposeInt(key, { nullable: true })]),
    ),
  }),
}));

/** The card columns the fields under `path` ask for, for lists loaded by a service (Pothos' selection). */
export const cardColumns = (ctx: Context, info: GraphQLResolveInfo, path: string[]) =>
  queryFromInfo({ context: ctx, info, path }).select as Prisma.CardSelect | undefined;

const CardStatsRef = builder.objectRef<{ minOvr: number; maxOvr: number }>("CardStats").implement({
  description: "OVR bounds for the advanced search filter.",
  fields: (t) => ({ minOvr: t.exposeInt("minOvr"), maxOvr: t.exposeInt("maxOvr") }),
});

builder.queryFields((t) => ({
  card: t.prismaField({
    type: "Card",
    nullable: true,
    args: { id: t.arg.globalID({ for: CardRef, required: true }) },
    resolve: (query, _root, args, ctx) => {
      const id = args.id.id;
      return rawFindFirst<CardRow>(ctx.prisma, "Card", { ...query, where: { id } }) ?? findCard(ctx.prisma, id, query);
    },
  }),
  cardStats: t.field({ type: CardStatsRef, resolve: (_root, _args, ctx) => getCardStats(ctx.prisma) }),
}));
