/**
 * Server-side validation of card searches (GraphQL input, REST query string) with the Korean
 * messages. The browser reads URLs with the zod-free twin in cardSearch.ts; a test keeps them agreed.
 */
import { z } from "zod";
import {
  CARD_PAGE_MAX,
  CARD_PAGE_SIZE,
  CARD_SORT_KEYS,
  DEFAULT_CARD_SORT,
  FOOT_PREFERENCES,
  HEIGHT_MAX,
  HEIGHT_MIN,
  OFFSET_MAX,
  OVR_LIMITS,
  SEARCH_MAX_LENGTH,
  WHOLE_NUMBER_TEXT,
  WEAK_FOOT_VALUES,
  rawParams,
  type CardFilter,
  type CardSearch,
  type ParamSource,
} from "./cardSearch";
import { positionSchema } from "./positionSchema";
import { LEVEL_BOUNDS, LEVEL_KINDS, LEVEL_LABEL_MESSAGE, parseLevelLabel, type LevelId } from "./cardLevelIds";
import {
  FACET_VALUES_MAX, FACET_VALUE_LENGTH_MAX, SEARCH_STAT_KEYS, STAT_RANGES_MAX, STAT_RANGE_LIMITS, parseStatRanges, splitList, type StatRange,
} from "./cardSearchFilters";

// Query strings carry text: only digits count as a number, the same rule the browser reads URLs by.
const whole = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().regex(WHOLE_NUMBER_TEXT, message).transform(Number)], { error: message })
    .pipe(z.number().int(message).min(min, message).max(max, message));
const ovr = whole(...OVR_LIMITS, "OVR 범위가 올바르지 않습니다.");
const height = whole(HEIGHT_MIN, HEIGHT_MAX, `키는 ${HEIGHT_MIN}-${HEIGHT_MAX}cm 범위로 입력해주세요.`);

// A list is an array (GraphQL, JSON) or comma-separated text (query string); an empty one is no filter.
const list = (label: string) => {
  const message = `${label} 값은 ${FACET_VALUES_MAX}개까지, 각각 ${FACET_VALUE_LENGTH_MAX}자 이하로 입력해주세요.`;
  return z
    .union([z.array(z.string()), z.string()], { error: message })
    .transform((v, ctx) => {
      const values = splitList(Array.isArray(v) ? v.join(",") : v);
      if (values === null || (Array.isArray(v) && v.some((x) => x.includes(",")))) ctx.addIssue({ code: "custom", message });
      return values?.length ? values : undefined;
    });
};
const statBound = z.number().int("능력치 범위는 정수여야 합니다.").min(STAT_RANGE_LIMITS[0], "능력치 범위가 올바르지 않습니다.").max(STAT_RANGE_LIMITS[1], "능력치 범위가 올바르지 않습니다.");
const statRange = z
  .object({ key: z.enum(SEARCH_STAT_KEYS as [StatRange["key"], ...StatRange["key"][]], { error: "능력치 이름이 올바르지 않습니다." }), min: statBound.nullish(), max: statBound.nullish() })
  .refine((r) => r.min != null || r.max != null, "능력치 범위에 최소값이나 최대값을 입력해주세요.")
  .refine((r) => r.min == null || r.max == null || r.min <= r.max, "능력치 최소값이 최대값보다 큽니다.")
  .transform((r): StatRange => ({ key: r.key, ...(r.min != null ? { min: r.min } : {}), ...(r.max != null ? { max: r.max } : {}) }));
const statRanges = z
  .union([z.array(statRange), z.string().transform((text, ctx) => {
    const { ranges, bad } = parseStatRanges(text);
    if (bad.length) ctx.addIssue({ code: "custom", message: `능력치 범위를 읽을 수 없습니다: ${bad[0]} (예: pace:100-, dribbling:90-99)` });
    return ranges;
  })], { error: "능력치 범위가 올바르지 않습니다." })
  .refine((r) => r.length <= STAT_RANGES_MAX, `능력치 범위는 ${STAT_RANGES_MAX}개까지 지정할 수 있습니다.`)
  .transform((r) => (r.length ? r : undefined));

// A level is text in a query string (rank-3, 랭크 3) and { kind, level } in GraphQL; both within the kind's bounds.
const level = z
  .union([z.string(), z.object({ kind: z.enum(LEVEL_KINDS), level: z.number() })], { error: LEVEL_LABEL_MESSAGE })
  .transform((v, ctx): LevelId => {
    const id = parseLevelLabel(typeof v === "string" ? v : `${v.kind}-${v.level}`);
    if (!id || (typeof v !== "string" && !Number.isInteger(v.level))) {
      const bounds = typeof v === "string" ? "" : ` (${LEVEL_BOUNDS[v.kind].join("~")})`;
      ctx.addIssue({ code: "custom", message: `${LEVEL_LABEL_MESSAGE}${bounds}` });
      return z.NEVER;
    }
    return id;
  });

export const cardFilterSchema = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH, `검색어는 ${SEARCH_MAX_LENGTH}자 이하로 입력해주세요.`).optional(),
  position: positionSchema.optional(),
  minOvr: ovr.optional(),
  maxOvr: ovr.optional(),
  minHeight: height.optional(),
  maxHeight: height.optional(),
  footPreference: z.enum(FOOT_PREFERENCES, { error: "주발 값이 올바르지 않습니다." }).optional(),
  weakFoot: z.enum(WEAK_FOOT_VALUES, { error: "약발 값이 올바르지 않습니다." }).optional(),
  skillBoost: z.string().trim().min(1).max(40, "스킬부스트 값이 올바르지 않습니다.").optional(),
  className: list("프로그램").optional(),
  team: list("팀").optional(),
  league: list("리그").optional(),
  nation: list("국적").optional(),
  stats: statRanges.optional(),
  level: level.optional(),
}) satisfies z.ZodType<CardFilter>;

// The admin list asks for sortBy=latest (spec 001 §7): the same order as newest.
const cardSortSchema = z.preprocess((v) => (v === "latest" ? "newest" : v), z.enum(CARD_SORT_KEYS, { error: "정렬 기준이 올바르지 않습니다." }));

/** Search, filters, sort and page as the spec's query string names them (limit/offset). */
const cardSearchSchema = cardFilterSchema.extend({
  sortBy: cardSortSchema.default(DEFAULT_CARD_SORT),
  limit: whole(1, CARD_PAGE_MAX, `한 번에 ${CARD_PAGE_MAX}개까지 조회할 수 있습니다.`).default(CARD_PAGE_SIZE),
  offset: whole(0, OFFSET_MAX, "페이지 값이 올바르지 않습니다.").default(0),
}) satisfies z.ZodType<CardSearch>;

export const popularSortSchema = z.enum(["rating", "reviews", "hearts"], { error: "정렬 기준이 올바르지 않습니다." });

/** Strict reading for the REST shim: an invalid value is a validation error. */
export function parseCardSearchStrict(params: ParamSource) {
  return cardSearchSchema.safeParse(rawParams(params));
}

/** True when two readings of one search agree on every field (empty text counts as absent). */
export function cardFilterFieldsAgree(a: CardSearch, b: CardSearch): boolean {
  const norm = (s: CardSearch) =>
    JSON.stringify(Object.entries({ ...s, search: s.search || undefined }).filter(([, v]) => v !== undefined).sort(([x], [y]) => (x < y ? -1 : 1))); // field names: code-point order, no collation needed
  return norm(a) === norm(b);
}
