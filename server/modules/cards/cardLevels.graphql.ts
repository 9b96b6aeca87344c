import { builder } from "../../graphql/builder";
import { CardRef, cardColumns } from "../../graphql/card.graphql";
import { listCardsAtLevel, type CardAtLevel } from "./cards.levelRanking";
import { listLevelChoices } from "./cardLevels.service";
import { readLevelStats } from "../../../domain/cardLevels";
import { levelLabel, type LevelId, type LevelKind } from "../../../domain/cardLevelIds";

const LevelKindEnum = builder.enumType("CardLevelKind", {
  description: "랭크업 (rank 1–5) or 훈련 (training) level.",
  values: { RANK: { value: "rank" }, TRAINING: { value: "training" } } as const,
});

/** One upgrade level, as the card search's CardFilter.level takes it. */
export const CardLevelAtInput = builder.inputType("CardLevelAt", {
  description: "A level to evaluate a search at: rank 1–5 or training 1–99 (domain/cardLevelIds.ts).",
  fields: (t) => ({ kind: t.field({ type: LevelKindEnum, required: true }), level: t.int({ required: true }) }),
});

// One JSON value per level, not a list of {key value} objects (~290 per card page, +10 % CPU and
// +50 KB of HTML); the stats stay in the page so the level selector needs no request (README "Upgrade levels").
builder.scalarType("CardLevelStats", {
  description: "The stats one level gives, as one object: catalogue stat key (domain/stats.ts) → integer, e.g. {\"pace\": 98}. A stat the level leaves out is the base card's.",
  // The stored JSON goes through the one reading rule: a malformed value answers its valid keys (or {}), never an error.
  serialize: (stored) => readLevelStats(stored),
});

// Every column of a level is the type's own selection, read by plain resolvers (as Card's tile
// columns and Review's): an exposed column in select mode is wrapped in a per-row plan lookup, which
// for a card page's 8 levels cost more than reading these few columns every time.
const LEVEL_COLUMNS = { id: true, kind: true, level: true, ovr: true, stats: true, statsUpdatedAt: true } as const;
/** A card's stats at one upgrade level, exactly as imported (domain/cardLevels.ts). */
const CardLevelRef = builder.prismaObject("CardLevel", {
  select: LEVEL_COLUMNS,
  fields: (t) => ({
    kind: t.field({ type: LevelKindEnum, resolve: (l) => l.kind as LevelKind }),
    level: t.int({ resolve: (l) => l.level }),
    label: t.string({ description: "Korean label, e.g. 랭크 3.", resolve: (l) => levelLabel(l) }),
    ovr: t.int({ resolve: (l) => l.ovr }),
    stats: t.field({ type: "CardLevelStats", resolve: (l) => l.stats }),
    statsUpdatedAt: t.field({ type: "DateTime", description: "When this level's OVR or stats last changed.", resolve: (l) => l.statsUpdatedAt }),
  }),
});

builder.prismaObjectFields("Card", (t) => ({
  levels: t.relation("levels", {
    description: "Upgrade levels with their own stats: ranks first, then training, ascending. Empty when the card has no level data.",
    // "rank" sorts before "training": the display order of domain/cardLevels.ts compareLevels.
    query: { orderBy: [{ kind: "asc" }, { level: "asc" }] },
  }),
  atLevel: t.field({
    type: CardLevelRef,
    nullable: true,
    description: "The card's stats at one level, or null when it has no such level.",
    args: { kind: t.arg({ type: LevelKindEnum, required: true }), level: t.arg.int({ required: true }) },
    select: { levels: { select: LEVEL_COLUMNS } },
    resolve: (card, args) => card.levels.find((l) => l.kind === args.kind && l.level === args.level) ?? null,
  }),
}));

const CardAtLevelRef = builder.objectRef<CardAtLevel>("CardAtLevel").implement({
  description: "A row of the OVR ranking at one level.",
  fields: (t) => ({
    card: t.field({ type: CardRef, resolve: (r) => r.card }),
    ovr: t.exposeInt("ovr", { description: "The card's OVR at the level; its base OVR when it has no such level." }),
    hasLevel: t.exposeBoolean("hasLevel", { description: "False: the card has no data for this level and ranks by its base OVR." }),
  }),
});

const CardLevelChoiceRef = builder.objectRef<LevelId>("CardLevelChoice").implement({
  description: "A level the level controls offer.",
  fields: (t) => ({
    kind: t.field({ type: LevelKindEnum, resolve: (l) => l.kind }),
    level: t.exposeInt("level"),
    label: t.string({ description: "Korean label, e.g. 랭크 3.", resolve: (l) => levelLabel(l) }),
  }),
});

builder.queryFields((t) => ({
  cardLevelChoices: t.field({
    type: [CardLevelChoiceRef],
    description: "The levels /cards and the rankings offer: 랭크 1–5, then each 훈련 level some card has.",
    resolve: (_root, _args, ctx) => listLevelChoices(ctx),
  }),
  cardsAtLevel: t.field({
    type: [CardAtLevelRef],
    description: "Cards by OVR at one upgrade level (cards without it rank by base OVR), highest first; at most 100 a page.",
    args: {
      kind: t.arg({ type: LevelKindEnum, required: true }),
      level: t.arg.int({ required: true }),
      position: t.arg.string(),
      first: t.arg.int({ defaultValue: 20 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx, info) =>
      listCardsAtLevel(ctx, { kind: args.kind, level: args.level, position: args.position, limit: args.first, offset: args.offset }, cardColumns(ctx, info, ["card"])),
  }),
}));
