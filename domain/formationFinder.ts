import { FORMATIONS, positionCounts, type Formation } from "./formations";
import type { Position } from "./positions";
import { parseStatNames } from "./statAliases";
import type { DetailedStatKey } from "./stats";
import { positionGroupOf } from "./finderTables";

export const FINDER_LEVELS = [30, 42, 63] as const;
export type FinderLevel = (typeof FINDER_LEVELS)[number];
export const DEFAULT_FINDER_LEVEL: FinderLevel = 42;
/** The "calculating" state lasts this long before results show (spec). */
export const FINDER_DELAY_MS = 500;
const FINDER_MAX_STATS = 30;
const FINDER_MAX_CHARS = 500;

export const FINDER_EMPTY_PROMPT = "훈련할 스탯을 입력해주세요. 여러 개는 쉼표로 구분합니다. (예: 스피드, 가속력, 골 결정력)";
export const FINDER_TOO_LONG = `입력은 ${FINDER_MAX_CHARS}자 이하여야 합니다.`;
export const FINDER_TOO_MANY = `스탯은 최대 ${FINDER_MAX_STATS}개까지 입력할 수 있습니다.`;

/** Points per stat by its tier in the position's table (tier 1 first); tiers past the list give nothing. */
const TIER_POINTS: Record<FinderLevel, readonly number[]> = { 30: [2], 42: [3, 1], 63: [5, 3, 2, 1] };

export function isFinderLevel(value: unknown): value is FinderLevel {
  return (FINDER_LEVELS as readonly unknown[]).includes(value);
}

export interface FinderInput {
  stats: DetailedStatKey[];
  unknown: string[];
}

/**
 * Splits the comma-separated text (full-width and ideographic commas too) and normalises aliases.
 * Returns an error message instead when the text is over 500 characters or names over 30 stats.
 */
export function parseFinderInput(text: string): FinderInput | { error: string } {
  if (text.length > FINDER_MAX_CHARS) return { error: FINDER_TOO_LONG };
  const names = text.split(/[,，、\n]/).map((s) => s.trim()).filter(Boolean);
  if (names.length > FINDER_MAX_STATS) return { error: FINDER_TOO_MANY };
  return parseStatNames(names);
}

export interface PositionScore {
  position: Position;
  groupLabel: string;
  /** Players at this position in the formation. */
  count: number;
  /** Points one player here earns from the entered stats. */
  points: number;
  /** points × count. */
  score: number;
  /** Share of the formation's score, percent to one decimal (0 when the score is 0). */
  percentage: number;
}

export interface FormationScore {
  formation: Formation;
  score: number;
  /** Competition rank: equal scores share a rank and the next rank skips (1, 1, 3). */
  rank: number;
  breakdown: PositionScore[];
}

/** Points one player at `position` earns for the entered stats at a training level. */
export function positionPoints(position: Position, stats: readonly DetailedStatKey[], level: FinderLevel): number {
  const { tiers } = positionGroupOf(position);
  const points = TIER_POINTS[level];
  let total = 0;
  for (const stat of new Set(stats)) {
    const tier = tiers.findIndex((t) => t.includes(stat));
    if (tier >= 0) total += points[tier] ?? 0;
  }
  return total;
}

function scoreFormation(formation: Formation, stats: readonly DetailedStatKey[], level: FinderLevel) {
  const rows = (Object.entries(positionCounts(formation)) as [Position, number][]).map(([position, count]) => {
    const points = positionPoints(position, stats, level);
    return { position, groupLabel: positionGroupOf(position).label, count, points, score: points * count };
  });
  const score = rows.reduce((sum, r) => sum + r.score, 0);
  const breakdown = rows
    .map((r) => ({ ...r, percentage: score > 0 ? Math.round((r.score / score) * 1000) / 10 : 0 }))
    .sort((a, b) => b.score - a.score);
  return { formation, score, breakdown };
}

/** All 29 formations ranked by score (catalogue order among equals), ties sharing a rank. */
export function rankFormations(stats: readonly DetailedStatKey[], level: FinderLevel): FormationScore[] {
  const scored = FORMATIONS.map((f) => scoreFormation(f, stats, level)).sort((a, b) => b.score - a.score);
  return scored.map((s) => ({ ...s, rank: 1 + scored.filter((o) => o.score > s.score).length }));
}

/** Width of a percentage bar: three times the percentage, never past the full bar. */
export function percentageBarWidth(percentage: number): number {
  return Math.min(100, Math.max(0, percentage * 3));
}
