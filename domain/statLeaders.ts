import { parsePosition, type AnyPosition } from "./positions";
import { skillBoostByKey, skillBoostByName } from "./skillBoosts";
import { normaliseStatName } from "./statAliases";
import { DETAILED_STAT_KEYS, type DetailedStatKey } from "./stats";

export const STAT_LEADERS_LIMIT = 50;
/** Results are cached this long per normalised selection (spec). */
export const STAT_LEADERS_CACHE_MS = 5 * 60 * 1000;
export const NO_BOOST_SELECTED = "스킬부스트를 최소 하나 이상 선택해주세요.";
export const NO_STAT_SELECTED = "스텟을 최소 하나 이상 선택해주세요.";
/** "전체" (and "all" from older links) means every position. */
export const ALL_POSITIONS_LABEL = "전체";
const ALL_POSITION_VALUES = new Set(["", "all", "전체"]);
// More names than the catalogue and the stat sheet hold is never a real selection.
const MAX_NAMES = 100;

export interface StatLeaderSelection {
  position: AnyPosition | null;
  /** Boost keys, sorted, without repeats. */
  boosts: string[];
  /** Detailed stat keys in stat-sheet order, without repeats. */
  stats: DetailedStatKey[];
}

export type StatLeaderSelectionResult = { selection: StatLeaderSelection } | { error: string };

/**
 * Normalises a stat-leader selection: boosts by key or Korean name, stats by key, snake_case,
 * label or alias, position by name ("전체"/"all"/empty = every position). Unknown names are
 * listed in the error; an empty boost or stat list gives the spec's message.
 */
export function parseStatLeaderSelection(input: { position?: string | null; boosts: readonly string[]; stats: readonly string[] }): StatLeaderSelectionResult {
  if (input.boosts.length > MAX_NAMES || input.stats.length > MAX_NAMES) return { error: "선택한 항목이 너무 많습니다." };
  const rawPosition = (input.position ?? "").trim();
  const position = ALL_POSITION_VALUES.has(rawPosition.toLowerCase()) ? null : parsePosition(rawPosition);
  if (rawPosition && !ALL_POSITION_VALUES.has(rawPosition.toLowerCase()) && !position) return { error: `알 수 없는 포지션입니다: ${rawPosition}` };
  const boostNames = input.boosts.map((b) => b.trim()).filter(Boolean);
  const statNames = input.stats.map((s) => s.trim()).filter(Boolean);
  const unknownBoosts = boostNames.filter((b) => !(skillBoostByKey(b) ?? skillBoostByName(b)));
  if (unknownBoosts.length) return { error: `알 수 없는 스킬부스트입니다: ${[...new Set(unknownBoosts)].join(", ")}` };
  const unknownStats = statNames.filter((s) => !normaliseStatName(s));
  if (unknownStats.length) return { error: `알 수 없는 스텟입니다: ${[...new Set(unknownStats)].join(", ")}` };
  if (!boostNames.length) return { error: NO_BOOST_SELECTED };
  if (!statNames.length) return { error: NO_STAT_SELECTED };
  const boosts = [...new Set(boostNames.map((b) => (skillBoostByKey(b) ?? skillBoostByName(b))!.key))].sort();
  const wanted = new Set(statNames.map((s) => normaliseStatName(s)));
  return { selection: { position, boosts, stats: DETAILED_STAT_KEYS.filter((k) => wanted.has(k)) } };
}

/** Same selection, same key: the cache and the URL both use it. */
export function statLeaderCacheKey({ position, boosts, stats }: StatLeaderSelection, limit: number): string {
  return JSON.stringify([position, boosts, stats, limit]);
}
