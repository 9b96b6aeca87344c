import { commonStats, skillBoostByKey } from "./skillBoosts";
import type { DetailedStatKey } from "./stats";

/** The comparison starts from two boosts and holds at most four (spec). */
export const COMPARISON_MIN = 2;
export const COMPARISON_MAX = 4;
export const COMPARISON_FULL_MESSAGE = `스킬부스트는 최대 ${COMPARISON_MAX}개까지 비교할 수 있습니다. 선택한 것 하나를 빼고 골라 주세요.`;

/** Boost keys from a shared link (`a,b,c`): known keys only, no repeats, at most four. */
export function parseComparisonKeys(text: string | null): string[] {
  const keys = (text ?? "").split(",").map((k) => k.trim()).filter((k) => skillBoostByKey(k));
  return [...new Set(keys)].slice(0, COMPARISON_MAX);
}

export interface BoostComparison {
  /** Stats every selected boost raises. */
  common: DetailedStatKey[];
  /** Per boost, in selection order, the stats it adds beyond the common ones. */
  extras: { key: string; stats: DetailedStatKey[] }[];
}

export function compareBoosts(keys: readonly string[]): BoostComparison {
  const common = commonStats(keys);
  return {
    common,
    extras: keys.map((key) => ({ key, stats: (skillBoostByKey(key)?.stats ?? []).filter((s) => !common.includes(s)) })),
  };
}
