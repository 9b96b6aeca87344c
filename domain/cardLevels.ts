/**
 * Upgrade levels (issue 30): a card may carry a stat set per 랭크업 level (1–5) and per 훈련 level,
 * exactly as the importer gives them. A level lists its OVR and the stats it gives; a stat it leaves
 * out is the base card's (shown without a difference). A card without level rows has no levels:
 * nothing here ever derives numbers.
 */
import { z } from "zod";
import { CARD_STAT_KEYS, fieldLabel } from "./cardForm";
import type { StatKey } from "./stats";
import type { LevelKind } from "./cardLevelIds";

export type LevelStats = Partial<Record<StatKey, number>>;
export interface CardLevelInput { kind: LevelKind; level: number; ovr: number; stats: LevelStats }

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
