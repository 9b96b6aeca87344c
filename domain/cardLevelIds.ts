/**
 * Which upgrade level (issue 30): the kinds, their Korean labels, bounds and the URL form. Zod-free,
 * so the router's entry chunk reads `level=rank-3` in /cards and /rankings URLs with it; the stat
 * rules of a level live in cardLevels.ts.
 */
export const LEVEL_KINDS = ["rank", "training"] as const;
export type LevelKind = (typeof LEVEL_KINDS)[number];
export interface LevelId { kind: LevelKind; level: number }
const KIND_LABELS: Record<LevelKind, string> = { rank: "랭크", training: "훈련" };
/** Rank-up goes 1–5 in the game; training levels are whatever the importer has (bounded against typos). */
export const LEVEL_BOUNDS: Record<LevelKind, readonly [number, number]> = { rank: [1, 5], training: [1, 99] };

export const levelLabel = (l: { kind: string; level: number }) => `${KIND_LABELS[l.kind as LevelKind] ?? l.kind} ${l.level}`;
/** Levels in display order: ranks first, then training, each ascending. */
export const compareLevels = (a: { kind: string; level: number }, b: { kind: string; level: number }) =>
  LEVEL_KINDS.indexOf(a.kind as LevelKind) - LEVEL_KINDS.indexOf(b.kind as LevelKind) || a.level - b.level;

export const LEVEL_LABEL_MESSAGE = "레벨은 '랭크 1'~'랭크 5' 또는 '훈련 N' 형식이어야 합니다.";

/** "랭크 3", "rank 3", "rank:3", "rank-3", "R3", "훈련 12", "training-12", "T12" → { kind, level }; null when unreadable or out of bounds. */
export function parseLevelLabel(text: string): LevelId | null {
  const m = /^\s*(랭크|랭크업|rank|r|훈련|training|t)\s*[:-]?\s*(\d{1,3})\s*$/i.exec(text);
  if (!m) return null;
  const word = m[1].toLowerCase();
  const kind: LevelKind = ["랭크", "랭크업", "rank", "r"].includes(word) ? "rank" : "training";
  const level = Number(m[2]);
  const [min, max] = LEVEL_BOUNDS[kind];
  return level >= min && level <= max ? { kind, level } : null;
}

/** How a list "at level N" ranks a card without that level (the rankings page and its description say it). */
export const BASE_OVR_RULE = "이 레벨 정보가 없는 카드는 기본 OVR로 순위를 매깁니다.";

/** A level kind as GraphQL's CardLevelKind enum names it (the variables of the card and ranking queries). */
export const levelKindName = (kind: LevelKind) => (kind === "rank" ? ("RANK" as const) : ("TRAINING" as const));

/** A level as the `level` URL and query-string value: rank-3, training-20 (parseLevelLabel reads it back). */
export const levelParam = (l: LevelId) => `${l.kind}-${l.level}`;
/** The ranks every level control offers; training levels come from the data (cardLevelChoices). */
export const RANK_LEVELS: readonly LevelId[] = [1, 2, 3, 4, 5].map((level) => ({ kind: "rank", level }));
/** The `level` of a page URL (/rankings/ST?level=rank-3); an unreadable one is no level (the page shows 기본). */
export const levelOfParams = (params: URLSearchParams): LevelId | undefined => parseLevelLabel(params.get("level") ?? "") ?? undefined;
