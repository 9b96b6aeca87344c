/**
 * Level lines of the admin text importer (domain/cardText.ts): one upgrade level a line, the level,
 * a colon, then comma-separated "stat value" items with the Korean labels the card block uses
 * (main stats as the search names them: 속력, 슛, 패스, 민첩성(주요), 수비, 피지컬) or the import's keys:
 *
 *   랭크 3: OVR 118, 속력 98, 골 결정력 101
 *   훈련 20: ovr 117, pace 97
 *
 * The numbers follow the import's level rules (domain/cardLevels.ts); printTextLevelLine writes what
 * parseTextLevelLine reads.
 */
import { CARD_STAT_KEYS } from "./cardForm";
import { LEVEL_LABEL_MESSAGE, levelLabel, parseLevelLabel } from "./cardLevelIds";
import { levelStatsSchema, toLevelInput, type CardLevelInput } from "./cardLevels";
import { SEARCH_STATS, searchStatLabel } from "./cardSearchFilters";

const KEY_OF = new Map<string, string>([["ovr", "ovr"], ...SEARCH_STATS.flatMap((s) => [[s.label, s.key], [s.key.toLowerCase(), s.key]] as [string, string][])]);
const keyOf = (name: string) => KEY_OF.get(name) ?? KEY_OF.get(name.toLowerCase());

/** A line that names a level first ("랭크 3:", "훈련 20 :"); null for every other line of the block. */
export function levelLineHead(line: string): { label: string; items: string } | null {
  const m = /^\s*((?:랭크|훈련)\s*\d{1,3})\s*[:：]\s*(.*)$/.exec(line);
  return m ? { label: m[1], items: m[2] } : null;
}

/** One level line; the message names what is wrong (the caller adds the line number). */
export function parseTextLevelLine(line: string): { ok: true; level: CardLevelInput } | { ok: false; message: string } {
  const head = levelLineHead(line);
  const id = head ? parseLevelLabel(head.label) : null;
  if (!head || !id) return { ok: false, message: LEVEL_LABEL_MESSAGE };
  const values: Record<string, string> = {};
  for (const item of head.items.split(/[,，/]/).map((i) => i.trim()).filter(Boolean)) {
    const m = /^(.+?)\s*[=:：]?\s*(\d+)$/.exec(item);
    const key = m ? keyOf(m[1].trim()) : undefined;
    if (!m || !key) return { ok: false, message: `${levelLabel(id)}: 읽을 수 없는 항목 '${item}' (예: OVR 118, 속력 98)` };
    values[key] = m[2];
  }
  const parsed = levelStatsSchema.safeParse(values);
  if (!parsed.success) return { ok: false, message: `${levelLabel(id)}: ${parsed.error.issues[0].message}` };
  return { ok: true, level: toLevelInput(id.kind, id.level, parsed.data) };
}

export function printTextLevelLine(level: CardLevelInput): string {
  const stats = level.stats as Record<string, number | undefined>;
  const items = CARD_STAT_KEYS.filter((k) => stats[k] !== undefined).map((k) => `${searchStatLabel(k)} ${stats[k]}`);
  return `${levelLabel(level)}: ${[`OVR ${level.ovr}`, ...items].join(", ")}`;
}
