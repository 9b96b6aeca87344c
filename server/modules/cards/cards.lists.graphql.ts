import { cursorToOffset, offsetToCursor } from "@pothos/plugin-relay";
import { CARD_PAGE_MAX, CARD_PAGE_SIZE, CARD_SORT_KEYS, POPULAR_SORTS, type CardSort } from "../../../domain/cardSearch";
import { sortEnumName } from "../../../domain/cardSearchFilters";
import { builder } from "../../graphql/builder";
import { CardRef, cardColumns } from "../../graphql/card.graphql";
import type { CardRow } from "../../core/cards";
import { searchCards, type LevelOvr, type Page } from "./cards.search";
import { CardLevelAtInput } from "./cardLevels.graphql";
import {
  countNewCards,
  countPopularCards,
  getPositionTop,
  listNewCards,
  listPopularCards,
  newCardPositionCounts,
  type PositionTop,
} from "./cards.rankings";

// OVR, RATING (the confidence-weighted score), REVIEWS, NEWEST, NAME, then one value per stat (PACE, SPRINT_SPEED, …): highest first.
const CardSortEnum = builder.enumType("CardSort", {
  values: Object.fromEntries(CARD_SORT_KEYS.map((key) => [sortEnumName(key), { value: key }])) as Record<string, { value: CardSort }>,
});

const StatRangeInput = builder.inputType("StatRangeInput", {
  description: "One stat's range; min, max or both (0-999).",
  fields: (t) => ({ key: t.string({ required: true, description: "Stat key, e.g. pace, dribbling, gkPositioning" }), min: t.int(), max: t.int() }),
});
const PopularSortEnum = builder.enumType("PopularSort", {
  values: Object.fromEntries(POPULAR_SORTS.map((s) => [s.key.toUpperCase(), { value: s.key, description: s.hint }])),
});

export const CardFilterInput = builder.inputType("CardFilter", {
  description: "Card search filters; validated by domain/cardSearch.ts.",
  fields: (t) => ({
    search: t.string(),
    position: t.string(),
    minOvr: t.int(),
    maxOvr: t.int(),
    minHeight: t.int(),
    maxHeight: t.int(),
    footPreference: t.string({ description: "왼발 or 오른발" }),
    weakFoot: t.string({ description: "1-4, or 양발 for two-footed cards" }),
    skillBoost: t.string({ description: "Skill-boost key (or Korean name)" }),
    className: t.stringList({ description: "Programmes (LIVE, TOTY, …): any of them" }),
    team: t.stringList({ description: "Teams: any of them" }),
    league: t.stringList({ description: "Leagues: any of them" }),
    nation: t.stringList({ description: "Nations: any of them" }),
    stats: t.field({ type: [StatRangeInput], description: "Stat ranges: all of them" }),
    level: t.field({
      type: CardLevelAtInput,
      description: "Evaluate OVR, the OVR and stat ranges and the OVR and stat sorts at this level; cards without it at base (edges say levelOvr, hasLevel).",
    }),
  }),
});

/** Page of a connection from first/after, or from `offset` for numbered pages (spec's limit/offset). */
function pageOf(args: { first?: number | null; after?: string | null; offset?: number | null }): Page {
  const limit = Math.min(Math.max(args.first ?? CARD_PAGE_SIZE, 1), CARD_PAGE_MAX);
  const offset = args.offset ?? (args.after ? cursorToOffset(args.after) + 1 : 0);
  return { limit, offset: Math.max(0, offset) };
}

/** The total is a thunk: the lists count only when a query asks for totalCount. */
function toConnection(
  { cards, hasNextPage, levels }: { cards: CardRow[]; hasNextPage: boolean; levels?: LevelOvr[] },
  page: Page,
  totalCount: () => number | Promise<number>,
) {
  const edges = cards.map((node, i) => ({ cursor: offsetToCursor(page.offset + i), node, level: levels?.[i] ?? null }));
  return {
    totalCount,
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: page.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** toConnection puts the search's level beside each node; Pothos types an edge as cursor and node only. */
const edgeLevel = (edge: object) => ("level" in edge ? (edge.level as LevelOvr | null) : null);

const PositionCountRef = builder.objectRef<{ position: string; count: number }>("PositionCount").implement({
  fields: (t) => ({ position: t.exposeString("position"), count: t.exposeInt("count") }),
});

const PositionTopRef = builder.objectRef<PositionTop>("PositionTop").implement({
  description: "Position top 100 with its summary cards.",
  fields: (t) => ({
    position: t.exposeString("position"),
    cards: t.field({ type: [CardRef], resolve: (top) => top.cards }),
    averageOvr: t.exposeFloat("averageOvr", { nullable: true }),
    averageRating: t.exposeFloat("averageRating", { nullable: true }),
    totalReviews: t.exposeInt("totalReviews"),
    priorMean: t.exposeFloat("priorMean", { nullable: true, description: "The position's mean rating: the prior of the ranking score (domain/rating.ts)." }),
  }),
});

builder.queryFields((t) => ({
  cards: t.connection(
    {
      type: CardRef,
      description: "Card search: filters, sort and numbered pages (offset) or cursors, with the total.",
      args: {
        filter: t.arg({ type: CardFilterInput }),
        sort: t.arg({ type: CardSortEnum, defaultValue: "ovr" }),
        offset: t.arg.int(),
      },
      resolve: async (_root, args, ctx, info) => {
        const page = pageOf(args);
        const sort: CardSort = args.sort ?? "ovr";
        const select = cardColumns(ctx, info, ["edges", "node"]);
        const { cards, total, levels } = await searchCards(ctx, { filter: args.filter ?? {}, sort, page, select });
        return toConnection({ cards, hasNextPage: page.offset + cards.length < total, levels }, page, () => total);
      },
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (parent) => parent.totalCount() }) }) },
    {
      fields: (e) => ({
        levelOvr: e.int({ nullable: true, description: "OVR at the filter's level (base OVR when the card has no data for it); null without a level.", resolve: (edge) => edgeLevel(edge)?.levelOvr ?? null }),
        hasLevel: e.boolean({ nullable: true, description: "Whether the card has data for the filter's level; null without a level.", resolve: (edge) => edgeLevel(edge)?.hasLevel ?? null }),
      }),
    },
  ),
  newCards: t.connection(
    {
      type: CardRef,
      description: "New cards (신규카드정보), latest first.",
      args: { position: t.arg.string(), offset: t.arg.int() },
      resolve: async (_root, args, ctx, info) => {
        const page = pageOf(args);
        const select = cardColumns(ctx, info, ["edges", "node"]);
        const listed = await listNewCards(ctx, { position: args.position, page, select });
        return toConnection(listed, page, () => countNewCards(ctx, args.position));
      },
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (parent) => parent.totalCount() }) }) },
  ),
  newCardPositionCounts: t.field({
    type: [PositionCountRef],
    description: "How many new cards each position has (the chips on the new-cards page).",
    resolve: (_root, _args, ctx) => newCardPositionCounts(ctx),
  }),
  popularCards: t.connection(
    {
      type: CardRef,
      description: "Reviewed cards by rating, review count or hearts, with the spec's tie-breaks.",
      args: { sort: t.arg({ type: PopularSortEnum, defaultValue: "rating" }), position: t.arg.string(), offset: t.arg.int() },
      resolve: async (_root, args, ctx, info) => {
        const page = pageOf(args);
        const select = cardColumns(ctx, info, ["edges", "node"]);
        const listed = await listPopularCards(ctx, { sort: args.sort, position: args.position, page, select });
        return toConnection(listed, page, () => countPopularCards(ctx, args.position));
      },
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (parent) => parent.totalCount() }) }) },
  ),
  positionTop: t.field({
    type: PositionTopRef,
    args: { position: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx, info) => getPositionTop(ctx, args.position, undefined, cardColumns(ctx, info, ["cards"])),
  }),
}));
