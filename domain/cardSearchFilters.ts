/**
 * The card search's list filters (programme, team, league, nation), stat ranges and stat sorts,
 * as the URL, the REST query string and GraphQL carry them. Pure, zod-free (the browser's entry
 * chunk reads URLs with it); cardSearchSchema.ts validates the same forms on the server.
 *
 *   className=TOTY,LIVE&team=토트넘          each list comma separated (a value holds no comma)
 *   stats=pace:100-,dribbling:95-,stamina:-80,finishing:90-99   key:min-max, either side optional
 *   sortBy=dribbling                         any stat key sorts by that stat, highest first
 */
import { DETAILED_STATS, GK_STATS, MAIN_STATS, type StatKey } from "./stats";

/** The multi-select filters, each with the result's counts per value (cardFacets). */
export const FACETS = [
  { key: "className", label: "프로그램" },
  { key: "team", label: "팀" },
  { key: "league", label: "리그" },
  { key: "nation", label: "국적" },
] as const;
export type FacetKey = (typeof FACETS)[number]["key"];
export const FACET_KEYS: readonly FacetKey[] = FACETS.map((f) => f.key);
export const FACET_VALUES_MAX = 20;
export const FACET_VALUE_LENGTH_MAX = 100;

/** Every stat a range filters or a sort orders by: main, detailed and goalkeeper stats. */
export const SEARCH_STATS: readonly { key: StatKey; label: string }[] = [...MAIN_STATS, ...DETAILED_STATS, ...GK_STATS].map((s) =>
  // "민첩성" labels both; the main one is named apart so a list says which it is.
  s.key === "agilityMain" ? { key: s.key, label: "민첩성(주요)" } : s,
);
const STAT_LABELS = new Map<string, string>(SEARCH_STATS.map((s) => [s.key, s.label]));
export const searchStatLabel = (key: StatKey) => STAT_LABELS.get(key) ?? key;
export const SEARCH_STAT_KEYS: readonly StatKey[] = SEARCH_STATS.map((s) => s.key);
const STAT_KEY_SET = new Set<string>(SEARCH_STAT_KEYS);
export const isSearchStat = (v: string): v is StatKey => STAT_KEY_SET.has(v);
export const STAT_RANGE_LIMITS = [0, 999] as const;
export const STAT_RANGES_MAX = 10;

export interface StatRange {
  key: StatKey;
  min?: number;
  max?: number;
}

/** A comma-separated list: trimmed, without empties and repeats; null when it breaks a limit. */
export function splitList(text: string): string[] | null {
  const values = [...new Set(text.split(",").map((v) => v.trim()).filter(Boolean))];
  if (values.length > FACET_VALUES_MAX || values.some((v) => v.length > FACET_VALUE_LENGTH_MAX)) return null;
  return values;
}

const bound = (text: string): number | undefined | null => {
  if (text.trim() === "") return undefined;
  if (!/^\s*\d{1,3}\s*$/.test(text)) return null;
  return Number(text);
};

/** One `key:min-max` item; null when it cannot be read (unknown stat, no bound, min above max). */
export function parseStatRange(item: string): StatRange | null {
  const m = /^\s*([A-Za-z]+)\s*:\s*([^-]*)-([^-]*)$/.exec(item);
  if (!m || !isSearchStat(m[1])) return null;
  const [min, max] = [bound(m[2]), bound(m[3])];
  if (min === null || max === null || (min === undefined && max === undefined)) return null;
  if (min !== undefined && max !== undefined && min > max) return null;
  return { key: m[1], ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** Every item of a `stats` value; `bad` lists the ones that could not be read. A later item for a stat replaces an earlier one. */
export function parseStatRanges(text: string): { ranges: StatRange[]; bad: string[] } {
  const byKey = new Map<StatKey, StatRange>();
  const bad: string[] = [];
  for (const item of text.split(",").filter((i) => i.trim())) {
    const range = parseStatRange(item);
    if (range) byKey.set(range.key, range);
    else bad.push(item.trim());
  }
  return { ranges: [...byKey.values()], bad };
}

export function printStatRanges(ranges: readonly StatRange[]): string {
  return ranges.map((r) => `${r.key}:${r.min ?? ""}-${r.max ?? ""}`).join(",");
}

/** The GraphQL enum name of a sort key: sprintSpeed → SPRINT_SPEED, ovr → OVR. */
export const sortEnumName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
