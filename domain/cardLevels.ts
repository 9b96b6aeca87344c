/**
 * Upgrade levels (issue 30): a card may carry a stat set per 랭크업 level (1–5) and per 훈련 level,
 * exactly as the importer gives them. A level lists its OVR and the stats it gives; a stat it leaves
 * out is the base card's (shown without a difference). A card without level rows has no levels:
 * nothing here ever derives numbers.
 */
import { z } from "zod";
import { CARD_STAT_KEYS, fieldLabel } from "./cardForm";
import type { StatKey } from "./stats";

export const LEVEL_KINDS = ["rank", "training"] as const;
export type LevelKind = (typeof LEVEL_KINDS)[number];
const KIND_LABELS: Record<LevelKind, string> = { rank: "랭크", training: "훈련" };
/** Rank-up goes 1–5 in the game; training levels are whatever the importer has (bounded against typos). */
export const LEVEL_BOUNDS: Record<LevelKind, readonly [number, number]> = { rank: [1, 5], training: [1, 99] };

export type LevelStats = Partial<Record<StatKey, number>>;
export interface CardLevelInput { kind: LevelKind; level: number; ovr: number; stats: LevelStats }

export const levelLabel = (l: { kind: string; level: number }) => `${KIND_LABELS[l.kind as LevelKind] ?? l.kind} ${l.level}`;
/** Levels in display order: ranks first, then training, each ascending. */
export const compareLevels = (a: { kind: string; level: number }, b: { kind: string; level: number }) =>
  LEVEL_KINDS.indexOf(a.kind as LevelKind) - LEVEL_KINDS.indexOf(b.kind as LevelKind) || a.level - b.level;

export const LEVEL_LABEL_MESSAGE = "레벨은 '랭크 1'~'랭크 5' 또는 '훈련 N' 형식이어야 합니다.";

/** "랭크 3", "rank 3", "rank:3", "R3", "훈련 12", "training-12", "T12" → { kind, level }; null when unreadable or out of bounds. */
export function parseLevelLabel(text: string): { kind: LevelKind; level: number } | null {
  const m = /^\s*(랭크|랭크업|rank|r|훈련|training|t)\s*[:-]?\s*(\d{1,3})\s*$/i.exec(text);
  if (!m) return null;
  const word = m[1].toLowerCase();
  const kind: LevelKind = ["랭크", "랭크업", "rank", "r"].includes(word) ? "rank" : "training";
  const level = Number(m[2]);
  const [min, max] = LEVEL_BOUNDS[kind];
  return level >= min && level <= max ? { kind, level } : null;
}

const STAT_MESSAGE = (key: string) => `${fieldLabel(key)}은(는) 1~999 사이의 정수여야 합니다.`;
const statValue = (key: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number({ error: STAT_MESSAGE(key) }).int({ error: STAT_MESSAGE(key) }).min(1, { error: STAT_MESSAGE(key) }).max(999, { error: STAT_MESSAGE(key) }).optional());

/** One level's numbers: OVR required, any stat optional (same bounds as the card form). Unknown keys are refused. */
export const levelStatsSchema = z.strictObject(
  {
    ovr: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number({ error: "레벨 OVR은 필수입니다." }).int({ error: STAT_MESSAGE("ovr") }).min(1, { error: STAT_MESSAGE("ovr") }).max(999, { error: STAT_MESSAGE("ovr") })),
    ...Object.fromEntries(CARD_STAT_KEYS.map((k) => [k, statValue(k)])),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `레벨 행에는 OVR과 능력치만 쓸 수 있습니다: ${issue.keys.join(", ")}` : undefined) },
);

/** Splits a checked level object into the stored shape (stats without the empty ones, in catalogue order). */
export function toLevelInput(kind: LevelKind, level: number, values: z.output<typeof levelStatsSchema>): CardLevelInput {
  const stats: LevelStats = {};
  for (const key of CARD_STAT_KEYS) {
    const v = (values as Record<string, number | undefined>)[key];
    if (v !== undefined) stats[key] = v;
  }
  return { kind, level, ovr: values.ovr, stats };
}

/** A stored level's stats JSON read back (anything not a catalogue stat with an integer is dropped). */
export function readLevelStats(json: unknown): LevelStats {
  const out: LevelStats = {};
  if (!json || typeof json !== "object") return out;
  for (const key of CARD_STAT_KEYS) {
    const v = (json as Record<string, unknown>)[key];
    if (typeof v === "number" && Number.isInteger(v)) out[key] = v;
  }
  return out;
}

/** "+3", "−2" or "" (no difference, or no base value to compare with). */
export function formatLevelDiff(value: number | null | undefined, base: number | null | undefined): string {
  if (value == null || base == null || value === base) return "";
  return value > base ? `+${value - base}` : `−${base - value}`;
}
