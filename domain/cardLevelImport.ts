/**
 * Upgrade levels in the bulk import file (domain/cardLevels.ts). CSV: an optional `level` column;
 * a row with a level cell ("랭크 3", "훈련 12") is a level row of the card row with the same
 * importKey, giving only ovr and stat cells. JSON: a card object's `levels` array of
 * { level: "랭크 3", ovr, …stats } (or { kind: "rank", level: 3, … }).
 * A card given level rows gets exactly those levels; a card given none keeps its stored levels.
 */
import type { ImportRow, ImportRowError } from "./cardImport";
import { levelStatsSchema, toLevelInput, type CardLevelInput } from "./cardLevels";
import { LEVEL_KINDS, LEVEL_LABEL_MESSAGE, compareLevels, levelLabel, parseLevelLabel, type LevelKind } from "./cardLevelIds";

export const LEVEL_COLUMN = "level";
export const LEVELS_KEY = "levels";

export interface PendingLevel { row: number; importKey: string; level: CardLevelInput }

/** Reads one level's label (or kind + number) and numbers; errors name the row and field. */
function checkLevel(row: number, raw: Record<string, unknown>): CardLevelInput | ImportRowError[] {
  const { [LEVEL_COLUMN]: label, kind: rawKind, ...numbers } = raw;
  let id: { kind: LevelKind; level: number } | null = null;
  if (typeof rawKind === "string" && (LEVEL_KINDS as readonly string[]).includes(rawKind)) id = parseLevelLabel(`${rawKind} ${String(label)}`);
  else if (rawKind === undefined && (typeof label === "string" || typeof label === "number")) id = parseLevelLabel(String(label));
  if (!id) return [{ row, field: LEVEL_COLUMN, message: `${row}행: ${LEVEL_LABEL_MESSAGE}` }];
  const parsed = levelStatsSchema.safeParse(numbers);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.code === "unrecognized_keys" ? issue.keys[0] : issue.path[0];
    return [{ row, field: field ? String(field) : LEVEL_COLUMN, message: `${row}행 ${levelLabel(id)}: ${issue.message}` }];
  }
  return toLevelInput(id.kind, id.level, parsed.data);
}

/** A CSV level row: importKey and level, plus ovr and stat cells (name, position and the rest stay empty). */
export function checkLevelRow(row: number, given: Record<string, unknown>): PendingLevel | ImportRowError[] {
  const importKey = typeof given.importKey === "string" ? given.importKey.trim() : "";
  if (!importKey) return [{ row, field: "importKey", message: "가져오기 키(importKey)는 필수입니다." }];
  const numbers = Object.fromEntries(Object.entries(given).filter(([k]) => k !== "importKey"));
  const level = checkLevel(row, numbers);
  return Array.isArray(level) ? level : { row, importKey, level };
}

/** A JSON card's `levels` value: an array of level objects. */
export function checkJsonLevels(row: number, importKey: string, value: unknown): PendingLevel[] | ImportRowError[] {
  if (!Array.isArray(value)) return [{ row, field: LEVELS_KEY, message: `${row}행: levels는 레벨 객체의 배열이어야 합니다.` }];
  const out: PendingLevel[] = [];
  for (const item of value) {
    if (!item || typeof item !== "object" || Array.isArray(item)) return [{ row, field: LEVELS_KEY, message: `${row}행: levels의 각 항목은 객체여야 합니다.` }];
    const level = checkLevel(row, Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined && v !== "" && v !== null)));
    if (Array.isArray(level)) return level;
    out.push({ row, importKey, level });
  }
  return out;
}

/** Gives each card row its level rows (in display order); a level row needs a card row and appears once. */
export function attachLevels(rows: ImportRow[], pending: PendingLevel[], errors: ImportRowError[]) {
  const byKey = new Map(rows.map((r) => [r.importKey, r]));
  const seen = new Map<string, number>();
  for (const p of pending) {
    const card = byKey.get(p.importKey);
    const id = `${p.importKey}\u0000${p.level.kind}\u0000${p.level.level}`;
    if (!card) errors.push({ row: p.row, field: "importKey", message: `${p.row}행: 가져오기 키 '${p.importKey}'의 카드 행이 파일에 없습니다.` });
    else if (seen.has(id)) errors.push({ row: p.row, field: LEVEL_COLUMN, message: `${p.row}행: ${levelLabel(p.level)}이(가) ${seen.get(id)}행과 중복됩니다.` });
    else {
      seen.set(id, p.row);
      (card.levels ??= []).push(p.level);
    }
  }
  for (const r of rows) r.levels?.sort(compareLevels);
}

/** A level as a CSV row of the file's header (the card columns, then level). */
export function levelCsvCells(columns: readonly string[], importKey: string, level: CardLevelInput): string[] {
  const stats = level.stats as Record<string, number | undefined>;
  return [
    ...columns.map((key) => {
      if (key === "importKey") return importKey;
      if (key === "ovr") return String(level.ovr);
      return stats[key] !== undefined ? String(stats[key]) : "";
    }),
    levelLabel(level),
  ];
}
