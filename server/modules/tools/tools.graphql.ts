import { builder } from "../../graphql/builder";
import { ValidationError } from "../../errors";
import { SKILL_BOOSTS, SKILL_BOOST_COLORS, isSkillBoostColor, type SkillBoost } from "../../../domain/skillBoosts";
import { statLabel, type DetailedStatKey } from "../../../domain/stats";
import { getStatLeaders, type StatLeaderRow } from "./statLeaders.service";
import { findFormations, type FinderResult } from "./finder.service";
import type { FormationScore, PositionScore } from "../../../domain/formationFinder";

const StatValueRef = builder.objectRef<{ key: DetailedStatKey; value: number | null }>("StatValue").implement({
  fields: (t) => ({
    key: t.exposeString("key"),
    label: t.string({ resolve: (s) => statLabel(s.key) }),
    value: t.exposeInt("value", { nullable: true }),
  }),
});

const SkillBoostRef = builder.objectRef<SkillBoost>("SkillBoost").implement({
  description: "A skill boost from the catalogue: its colour group and the five detailed stats it boosts.",
  fields: (t) => ({
    key: t.exposeString("key"),
    nameKo: t.exposeString("nameKo"),
    color: t.exposeString("color", { description: "red, white, gold, teal, green or eternal (brown)." }),
    colorLabel: t.string({ resolve: (b) => SKILL_BOOST_COLORS.find((c) => c.key === b.color)?.label ?? b.color }),
    stats: t.exposeStringList("stats", { description: "Boosted detailed-stat keys." }),
    statLabels: t.stringList({ resolve: (b) => b.stats.map(statLabel) }),
  }),
});

const PositionScoreRef = builder.objectRef<PositionScore>("FinderPositionScore").implement({
  fields: (t) => ({
    position: t.exposeString("position"),
    groupLabel: t.exposeString("groupLabel"),
    count: t.exposeInt("count"),
    points: t.exposeInt("points"),
    score: t.exposeInt("score"),
    percentage: t.exposeFloat("percentage", { description: "Share of the formation's score, one decimal." }),
  }),
});

const FormationScoreRef = builder.objectRef<FormationScore>("FinderFormationScore").implement({
  fields: (t) => ({
    rank: t.exposeInt("rank", { description: "Equal scores share a rank." }),
    formation: t.string({ resolve: (s) => s.formation.name }),
    englishName: t.string({ resolve: (s) => s.formation.englishName }),
    description: t.string({ resolve: (s) => s.formation.description }),
    score: t.exposeInt("score"),
    breakdown: t.field({ type: [PositionScoreRef], resolve: (s) => s.breakdown }),
  }),
});

const FinderResultRef = builder.objectRef<FinderResult>("FormationFinderResult").implement({
  fields: (t) => ({
    level: t.exposeInt("level"),
    stats: t.exposeStringList("stats", { description: "Recognised stat keys." }),
    unknownStats: t.exposeStringList("unknown", { description: "Typed names that match no stat." }),
    formations: t.field({ type: [FormationScoreRef], resolve: (r) => r.formations }),
  }),
});

const StatLeaderRef = builder.objectRef<StatLeaderRow & { rank: number }>("StatLeader").implement({
  fields: (t) => ({
    rank: t.exposeInt("rank"),
    databaseId: t.exposeInt("id", { description: "The card's numeric id (/cards/{id})." }),
    name: t.exposeString("name"),
    position: t.exposeString("position"),
    ovr: t.exposeInt("ovr"),
    className: t.exposeString("className", { nullable: true, description: "The card's programme (LIVE, TOTY, …)." }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    skillBoost: t.exposeString("skillBoost", { nullable: true }),
    totalStats: t.exposeInt("totalStats"),
    stats: t.field({
      type: [StatValueRef],
      resolve: (r) => (Object.entries(r.stats) as [DetailedStatKey, number | null][]).map(([key, value]) => ({ key, value })),
    }),
  }),
});

const StatLeadersRef = builder.objectRef<{ cards: (StatLeaderRow & { rank: number })[]; total: number }>("StatLeaders").implement({
  fields: (t) => ({
    total: t.exposeInt("total", { description: "Cards matching the selection before the limit of 50." }),
    cards: t.field({ type: [StatLeaderRef], resolve: (r) => r.cards }),
  }),
});

builder.queryFields((t) => ({
  skillBoosts: t.field({
    type: [SkillBoostRef],
    description: "The skill-boost catalogue in colour-tab order, optionally one colour group.",
    args: { color: t.arg.string() },
    resolve: (_root, args) => (isSkillBoostColor(args.color) ? SKILL_BOOSTS.filter((b) => b.color === args.color) : SKILL_BOOSTS),
  }),
  formationFinder: t.field({
    type: FinderResultRef,
    description: "The 29 formations ranked for comma-separated training stats at level 30, 42 or 63.",
    errors: { types: [ValidationError] },
    args: { stats: t.arg.string({ required: true }), level: t.arg.int({ required: true }) },
    resolve: (_root, args) => findFormations(args.stats, args.level),
  }),
  statLeaders: t.field({
    type: StatLeadersRef,
    description: "Up to 50 cards with one of the boosts, ranked by the sum of the chosen stats (cached 5 minutes).",
    errors: { types: [ValidationError] },
    args: {
      position: t.arg.string({ description: "A position, or empty / 전체 for all." }),
      boosts: t.arg.stringList({ required: true, description: "Boost keys or Korean names." }),
      stats: t.arg.stringList({ required: true, description: "Detailed stat keys, labels or aliases." }),
      first: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const { cards, total } = await getStatLeaders(ctx, ctx.services.statLeaderCache, { ...args, limit: args.first });
      return { total, cards: cards.map((c, i) => ({ ...c, rank: i + 1 })) };
    },
  }),
}));
