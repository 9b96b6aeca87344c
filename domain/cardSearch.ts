/**
 * Card search filters, sorts and paging, shared by
 * the client (URL ⇄ filters) and the server (GraphQL input, REST query string).
 */
import { parsePosition, type AnyPosition } from "./positions";
import { RANKING_RULE_TEXT } from "./rating";
import type { StatKey } from "./stats";
import { SEARCH_STAT_KEYS, STAT_RANGES_MAX, parseStatRanges, printStatRanges, splitList, type StatRange } from "./cardSearchFilters";
import { levelParam, parseLevelLabel, type LevelId } from "./cardLevelIds";

export const CARD_PAGE_SIZE = 20;
export const CARD_PAGE_MAX = 100;
export const HEIGHT_MIN = 150;
export const HEIGHT_MAX = 220;
/** OVR bounds when the database has no cards yet; the upper bound is never below 99. */
const OVR_FLOOR_DEFAULT = 70;
const OVR_CEILING_MIN = 99;

export const CARD_SORTS = [
  { key: "ovr", label: "OVR 높은순" },
  { key: "rating", label: "평점 높은순" },
  { key: "reviews", label: "리뷰 많은순" },
  { key: "newest", label: "최신순" },
  { key: "name", label: "이름순" },
] as const;
/** The named sorts, or any stat (domain/cardSearchFilters.ts), highest first. */
export type CardSort = (typeof CARD_SORTS)[number]["key"] | StatKey;
export const DEFAULT_CARD_SORT: CardSort = "ovr";

export const FOOT_PREFERENCES = ["왼발", "오른발"] as const;
type FootPreference = (typeof FOOT_PREFERENCES)[number];

/** Weak-foot filter values: 약발 1-4, or 양발 (two-footed cards). */
export const WEAK_FOOT_OPTIONS = [
  { value: "1", label: "약발1" },
  { value: "2", label: "약발2" },
  { value: "3", label: "약발3" },
  { value: "4", label: "약발4" },
  { value: "양발", label: "양발" },
] as const;
export type WeakFootValue = (typeof WEAK_FOOT_OPTIONS)[number]["value"];

export const CARD_SORT_KEYS = ["ovr", "rating", "reviews", "newest", "name", ...SEARCH_STAT_KEYS] as const satisfies readonly CardSort[];
export const WEAK_FOOT_VALUES = ["1", "2", "3", "4", "양발"] as const satisfies readonly WeakFootValue[];
export const SEARCH_MAX_LENGTH = 50;
export const OVR_LIMITS = [0, 200] as const;
export const OFFSET_MAX = 1_000_000;

/** The filters of a card search; validated on the server by cardSearchSchema.ts. */
export interface CardFilter {
  search?: string;
  position?: AnyPosition;
  minOvr?: number;
  maxOvr?: number;
  minHeight?: number;
  maxHeight?: number;
  footPreference?: FootPreference;
  weakFoot?: WeakFootValue;
  skillBoost?: string;
  /** Programmes, teams, leagues, nations: a card matches any value of each list given. */
  className?: string[];
  team?: string[];
  league?: string[];
  nation?: string[];
  /** Stat ranges, all of which a card must meet. */
  stats?: StatRange[];
  /**
   * "At level N" (issue 30): OVR, the OVR and stat ranges and the OVR and stat sorts use the card's
   * stats at this upgrade level; a card without data for it is taken at base (never an invented value).
   */
  level?: LevelId;
}
type CardFilterKey = keyof CardFilter;
const CARD_FILTER_KEYS: readonly CardFilterKey[] = [
  "search", "position", "minOvr", "maxOvr", "minHeight", "maxHeight", "footPreference", "weakFoot", "skillBoost",
  "className", "team", "league", "nation", "stats", "level",
];
export interface CardSearch extends CardFilter {
  sortBy: CardSort;
  limit: number;
  offset: number;
}

const oneOf = <T extends string>(values: readonly T[], v: string): T | undefined => values.find((x) => x === v);
/** How a whole number is written in a URL or query string: digits only ("0.", "1e2", "0x10" are not). */
export const WHOLE_NUMBER_TEXT = /^\s*-?\d+\s*$/;
function wholeIn(v: string, min: number, max: number): number | undefined {
  if (!WHOLE_NUMBER_TEXT.test(v)) return undefined;
  const n = Number(v);
  return n >= min && n <= max ? n : undefined;
}

/**
 * One URL value, read the way cardSearchSchema.ts validates it (a domain test checks they agree);
 * written without zod so the router's entry chunk stays small.
 */
const READERS: Record<CardFilterKey | "sortBy" | "limit" | "offset", (v: string) => unknown> = {
  search: (v) => (v.trim().length <= SEARCH_MAX_LENGTH ? v.trim() || undefined : undefined),
  position: (v) => parsePosition(v) ?? undefined,
  minOvr: (v) => wholeIn(v, ...OVR_LIMITS),
  maxOvr: (v) => wholeIn(v, ...OVR_LIMITS),
  minHeight: (v) => wholeIn(v, HEIGHT_MIN, HEIGHT_MAX),
  maxHeight: (v) => wholeIn(v, HEIGHT_MIN, HEIGHT_MAX),
  footPreference: (v) => oneOf(FOOT_PREFERENCES, v),
  weakFoot: (v) => oneOf(WEAK_FOOT_VALUES, v),
  skillBoost: (v) => (v.trim().length > 0 && v.trim().length <= 40 ? v.trim() : undefined),
  className: (v) => nonEmpty(splitList(v)),
  team: (v) => nonEmpty(splitList(v)),
  league: (v) => nonEmpty(splitList(v)),
  nation: (v) => nonEmpty(splitList(v)),
  // All or nothing, as the server's schema reads it: one unreadable item drops the whole value.
  stats: (v) => {
    const { ranges, bad } = parseStatRanges(v);
    return bad.length === 0 && ranges.length <= STAT_RANGES_MAX ? nonEmpty(ranges) : undefined;
  },
  level: (v) => parseLevelLabel(v) ?? undefined,
  sortBy: (v) => oneOf(CARD_SORT_KEYS, v === "latest" ? "newest" : v),
  limit: (v) => wholeIn(v, 1, CARD_PAGE_MAX),
  offset: (v) => wholeIn(v, 0, OFFSET_MAX),
};

function nonEmpty<T>(list: T[] | null): T[] | undefined {
  return list && list.length > 0 ? list : undefined;
}

/** A filter value as URL text: lists comma separated, stat ranges as key:min-max. */
function paramText(key: CardFilterKey, value: NonNullable<CardFilter[CardFilterKey]>): string {
  if (key === "stats") return printStatRanges(value as StatRange[]);
  if (key === "level") return levelParam(value as LevelId);
  return Array.isArray(value) ? value.join(",") : String(value);
}
const isSet = (value: unknown) => value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0);

export type ParamSource = { get(name: string): string | null };

/** Raw query-string values (empty strings count as absent). */
export function rawParams(params: ParamSource): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of [...CARD_FILTER_KEYS, "sortBy", "limit", "offset"]) {
    const value = params.get(key);
    if (value !== null && value.trim() !== "") out[key] = value;
  }
  return out;
}

/** Lenient reading for the browser URL: invalid values are dropped, the rest kept. */
export function parseCardSearch(params: ParamSource): CardSearch {
  const out: CardSearch = { sortBy: DEFAULT_CARD_SORT, limit: CARD_PAGE_SIZE, offset: 0 };
  for (const [key, value] of Object.entries(rawParams(params))) {
    const read = READERS[key as keyof typeof READERS](value);
    if (read !== undefined) Object.assign(out, { [key]: read });
  }
  return out;
}

/** The query string for a search; defaults are left out so shared links stay short. */
export function cardSearchToParams(search: Partial<CardSearch>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of CARD_FILTER_KEYS) {
    const value = search[key];
    if (isSet(value)) params.set(key, paramText(key, value!));
  }
  if (search.sortBy && search.sortBy !== DEFAULT_CARD_SORT) params.set("sortBy", search.sortBy);
  if (search.limit && search.limit !== CARD_PAGE_SIZE) params.set("limit", String(search.limit));
  if (search.offset) params.set("offset", String(search.offset));
  return params;
}

/** Just the filters of a search (what GraphQL's CardFilter takes). */
export function filterOf(search: Partial<CardSearch>): CardFilter {
  const filter: CardFilter = {};
  for (const key of CARD_FILTER_KEYS) {
    const value = search[key];
    if (isSet(value)) Object.assign(filter, { [key]: value });
  }
  return filter;
}

/** True when any filter (not sort or page) is set: the "clear filters" button shows then. */
export function hasActiveFilter(search: Partial<CardSearch>): boolean {
  return Object.keys(filterOf(search)).length > 0;
}

/** OVR slider bounds from the stored range, with the default bounds. */
export function ovrBounds(stats: { minOvr: number | null; maxOvr: number | null }) {
  return {
    minOvr: stats.minOvr ?? OVR_FLOOR_DEFAULT,
    maxOvr: Math.max(stats.maxOvr ?? OVR_CEILING_MIN, OVR_CEILING_MIN),
  };
}

/** 1-based page number of an offset, and back. */
export const pageOfOffset = (offset: number, limit = CARD_PAGE_SIZE) => Math.floor(offset / limit) + 1;
export const offsetOfPage = (page: number, limit = CARD_PAGE_SIZE) => Math.max(0, (page - 1) * limit);

/** Popular-card sorts with their tie-breaks and hint text. */
export const POPULAR_SORTS = [
  { key: "rating", label: "평점순", hint: RANKING_RULE_TEXT },
  { key: "reviews", label: "리뷰순", hint: "리뷰가 많은 순서입니다. 리뷰 수가 같으면 보정 평점이 높은 카드가 먼저 나옵니다." },
  { key: "hearts", label: "하트순", hint: "리뷰가 받은 추천(하트)이 많은 순서입니다. 같으면 보정 평점이 높은 카드가 먼저 나옵니다." },
] as const;
export type PopularSort = (typeof POPULAR_SORTS)[number]["key"];

/** Total pages for a result count. */
export const pageCount = (total: number, limit = CARD_PAGE_SIZE) => Math.max(1, Math.ceil(total / limit));

/** Page numbers to show around the current one (two siblings each side); 0 marks an ellipsis. */
export function pageWindow(current: number, total: number, siblings = 2): number[] {
  const shown = new Set([1, total]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= total) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const pages: number[] = [];
  for (const p of sorted) {
    const previous = pages[pages.length - 1];
    // A gap of one page shows that page; a longer gap shows an ellipsis (0).
    if (previous !== undefined && p - previous === 2) pages.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) pages.push(0);
    pages.push(p);
  }
  return pages;
}
