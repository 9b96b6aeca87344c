import type { GraphQLResolveInfo } from "graphql";
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { Prisma } from "../generated/prisma/client";
import type { Context } from "../core/context";
import { DETAILED_STATS, GK_STATS, MAIN_STATS } from "../../domain/stats";
import { skillBoostByKey } from "../../domain/skillBoosts";
import { builder } from "./builder";
import { withRowIds } from "./nodeId";

// The Card node: cards, reviews, formations and the admin editor all answer or take cards, so it sits below the modules.

type StatKey = (typeof MAIN_STATS)[number]["key"] | (typeof DETAILED_STATS)[number]["key"] | (typeof GK_STATS)[number]["key"];
const STAT_KEYS = [...MAIN_STATS, ...DETAILED_STATS, ...GK_STATS].map((s) => s.key) as StatKey[];

/**
 * The columns every card tile shows (CardTile_card): the Card type's own selection, read by plain
 * resolvers. Select mode reads only the columns a query's fields need, not all 70 of a card; but
 * @pothos/plugin-prisma wraps each field that selects a column of its own (`t.exposeInt` in select
 * mode) in a per-row plan lookup, which for a list of 20 tiles cost more CPU than reading these few
 * columns every time. The other columns (stats, details) keep their own selections.
 */
const CARD_TILE_COLUMNS = {
  id: true,
  name: true,
  imageUrl: true,
  position: true,
  ovr: true,
  team: true,
  className: true,
  avgRating: true,
  reviewCount: true,
} as const satisfies Prisma.CardSelect;

export const CardRef = withRowIds(builder.prismaNode("Card", {
  id: { field: "id" },
  select: CARD_TILE_COLUMNS,
  fields: (t) => ({
    databaseId: t.int({ resolve: (c) => c.id }),
    name: t.string({ resolve: (c) => c.name }),
    imageUrl: t.string({ nullable: true, resolve: (c) => c.imageUrl }),
    position: t.string({ resolve: (c) => c.position }),
    ovr: t.int({ resolve: (c) => c.ovr }),
    team: t.string({ nullable: true, resolve: (c) => c.team }),
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
    className: t.string({ nullable: true, resolve: (c) => c.className }),
    staminaRating: t.exposeInt("staminaRating", { nullable: true }),
    avgRating: t.float({ resolve: (c) => c.avgRating }),
    reviewCount: t.int({ resolve: (c) => c.reviewCount }),
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
