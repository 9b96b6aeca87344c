/**
 * The admin editor's 레벨 box (issue 30): one upgrade level per line, the label then `key=value`
 * pairs with the import's column names, e.g. `랭크 3 ovr=118 pace=98 finishing=101`. The same rules
 * as the import's level rows (domain/cardLevels.ts); printLevelLines writes what parseLevelLines reads.
 */
import { levelStatsSchema, toLevelInput, type CardLevelInput } from "./cardLevels";
import { LEVEL_LABEL_MESSAGE, compareLevels, levelLabel, parseLevelLabel } from "./cardLevelIds";
import { CARD_STAT_KEYS } from "./cardForm";

type LevelLinesResult = { ok: true; levels: CardLevelInput[] } | { ok: false; message: string };

export function parseLevelLines(text: string): LevelLinesResult {
  const levels: CardLevelInput[] = [];
  const seen = new Set<string>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const tokens = lines[i].trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 0) continue;
    const at = `${i + 1}번째 줄`;
    const pairs = tokens.filter((t) => t.includes("="));
    const id = parseLevelLabel(tokens.filter((t) => !t.includes("=")).join(" "));
    if (!id) return { ok: false, message: `${at}: ${LEVEL_LABEL_MESSAGE}` };
    const key = `${id.kind}${id.level}`;
    if (seen.has(key)) return { ok: false, message: `${at}: ${levelLabel(id)}이(가) 두 번 있습니다.` };
    seen.add(key);
    const parsed = levelStatsSchema.safeParse(Object.fromEntries(pairs.map((p) => [p.slice(0, p.indexOf("=")), p.slice(p.indexOf("=") + 1)])));
    if (!parsed.success) return { ok: false, message: `${at} ${levelLabel(id)}: ${parsed.error.issues[0].message}` };
    levels.push(toLevelInput(id.kind, id.level, parsed.data));
  }
  return { ok: true, levels: levels.sort(compareLevels) };
}

export function printLevelLines(levels: readonly CardLevelInput[]): string {
  return [...levels].sort(compareLevels).map((l) => {
    const stats = l.stats as Record<string, number | undefined>;
    return [levelLabel(l), `ovr=${l.ovr}`, ...CARD_STAT_KEYS.filter((k) => stats[k] !== undefined).map((k) => `${k}=${stats[k]}`)].join(" ");
  }).join("\n");
}
