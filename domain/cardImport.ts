/**
 * The bulk card import file (CSV or JSON): header and rows checked against the admin card form's
 * rules (domain/cardForm.ts, the one home of every field rule and message). Pure: the server only
 * adds which import keys already exist. A file with any bad row is refused whole.
 */
import { CARD_FIELD_KEYS, CARD_STAT_KEYS, cardInputSchema, fieldLabel, newCardDefaults, type CardInput } from "./cardForm";
import { CsvError, parseCsv, printCsv } from "./csv";
import { UNSAFE_TEXT_MESSAGE, findUnsafeText } from "./safeText";
import { LEVEL_COLUMN, LEVELS_KEY, attachLevels, checkJsonLevels, checkLevelRow, levelCsvCells, type PendingLevel } from "./cardLevelImport";
import type { CardLevelInput } from "./cardLevels";
import { formatCount } from "./numbers";

export const IMPORT_FORMATS = ["csv", "json"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
const IMPORT_KEY_MAX = 100;
export const IMPORT_COLUMNS = ["importKey", ...CARD_FIELD_KEYS] as const;
const REQUIRED_COLUMNS = ["importKey", "name", "position", "ovr"] as const;
const BOOLEAN_COLUMNS = new Set(["isNew", "isTwoFooted"]);

/** A problem with the whole file (syntax, header, size): nothing is read further. */
export class CardImportFileError extends Error {}

/** Row numbers: CSV counts the header as row 1 (as a spreadsheet shows it); JSON counts items from 1. */
export interface ImportRowError { row: number; field: string | null; message: string }
/** A valid row: the full card (defaults fill what the row leaves empty), the columns it gave and its levels (none given: undefined). */
export interface ImportRow { row: number; importKey: string; card: CardInput; columns: (keyof CardInput)[]; levels?: CardLevelInput[] }
export interface ParsedImport { rows: ImportRow[]; errors: ImportRowError[] }

const TRUE_WORDS = new Set(["true", "1", "y", "yes", "o", "예", "참"]);
const FALSE_WORDS = new Set(["false", "0", "n", "no", "x", "아니오", "거짓"]);
/** CSV cells are text; the two yes/no columns take the usual spellings, anything else fails the form's rule. */
function csvBoolean(cell: string): unknown {
  const word = cell.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return cell;
}

/**
 * What an empty cell means for a new card: the editor's defaults, except that a stat the file
 * leaves empty is unknown (null), not the editor's 75. Name, position and OVR must be given.
 */
function importDefaults(): Partial<CardInput> {
  const { name: _n, position: _p, ovr: _o, ...defaults } = newCardDefaults();
  for (const key of CARD_STAT_KEYS) defaults[key] = null;
  return defaults;
}
const DEFAULTS = importDefaults();

/** Checks one row's given values (empty ones left out) and returns the row or its errors. */
function checkRow(row: number, given: Record<string, unknown>, seen: Map<string, number>): ImportRow | ImportRowError[] {
  if (findUnsafeText(given)) return [{ row, field: null, message: UNSAFE_TEXT_MESSAGE }];
  const unknown = Object.keys(given).filter((k) => !(IMPORT_COLUMNS as readonly string[]).includes(k));
  if (unknown.length) return [{ row, field: unknown[0], message: `알 수 없는 열입니다: ${unknown.join(", ")}` }];
  const { importKey: rawKey, ...fields } = given;
  const errors: ImportRowError[] = [];
  const importKey = typeof rawKey === "string" || typeof rawKey === "number" ? String(rawKey).trim() : "";
  if (!importKey) errors.push({ row, field: "importKey", message: `${fieldLabel("importKey")}(importKey)는 필수입니다.` });
  else if (importKey.length > IMPORT_KEY_MAX) errors.push({ row, field: "importKey", message: `${fieldLabel("importKey")}는 ${IMPORT_KEY_MAX}자 이하여야 합니다.` });
  else if (seen.has(importKey)) errors.push({ row, field: "importKey", message: `${fieldLabel("importKey")} '${importKey}'가 ${seen.get(importKey)}행과 중복됩니다.` });
  const parsed = cardInputSchema.safeParse({ ...DEFAULTS, ...fields });
  if (!parsed.success) {
    const byField = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (!byField.has(field)) byField.set(field, issue.message);
    }
    for (const [field, message] of byField) errors.push({ row, field: field || null, message });
  }
  if (errors.length || !parsed.success) return errors;
  seen.set(importKey, row);
  const columns = Object.keys(fields) as (keyof CardInput)[];
  // The two-footed rule clears the feet, so a row that sets it also writes them.
  if (columns.includes("isTwoFooted")) columns.push("footPreference", "weakFoot");
  return { row, importKey, card: parsed.data, columns: [...new Set(columns)] };
}

type Item = { row: number; given: Record<string, unknown> } | { row: number; error: string };

function collect(items: Iterable<Item>): ParsedImport {
  const rows: ImportRow[] = [];
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  const levels: PendingLevel[] = [];
  const keep = (found: PendingLevel | PendingLevel[] | ImportRowError[]) => {
    const list = Array.isArray(found) ? found : [found];
    for (const x of list) if ("level" in x) levels.push(x); else errors.push(x);
  };
  for (const item of items) {
    if ("error" in item) { errors.push({ row: item.row, field: null, message: item.error }); continue; }
    // A CSV level row, or a JSON card's levels array (domain/cardLevelImport.ts).
    if (item.given[LEVEL_COLUMN] !== undefined) { keep(checkLevelRow(item.row, item.given)); continue; }
    const { [LEVELS_KEY]: jsonLevels, ...given } = item.given;
    const checked = checkRow(item.row, given, seen);
    if (Array.isArray(checked)) errors.push(...checked);
    else rows.push(checked);
    if (jsonLevels !== undefined && !Array.isArray(checked)) keep(checkJsonLevels(item.row, checked.importKey, jsonLevels));
  }
  if (rows.length + errors.length + levels.length === 0) throw new CardImportFileError("가져올 행이 없습니다.");
  attachLevels(rows, levels, errors);
  return { rows, errors };
}

function* csvItems(text: string): Generator<Item> {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new CardImportFileError(`CSV 형식 오류: ${error.message}`);
    throw error;
  }
  if (records.length === 0) throw new CardImportFileError("파일이 비어 있습니다.");
  const header = records[0].map((h) => h.trim());
  const unknown = header.filter((h) => !(IMPORT_COLUMNS as readonly string[]).includes(h) && h !== LEVEL_COLUMN);
  if (unknown.length) throw new CardImportFileError(`알 수 없는 열입니다: ${unknown.join(", ")}`);
  const twice = header.filter((h, i) => header.indexOf(h) !== i);
  if (twice.length) throw new CardImportFileError(`열 이름이 중복됩니다: ${twice.join(", ")}`);
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new CardImportFileError(`필수 열이 없습니다: ${missing.join(", ")}`);
  if (records.length - 1 > IMPORT_MAX_ROWS) throw new CardImportFileError(`한 번에 ${formatCount(IMPORT_MAX_ROWS)}행까지 가져올 수 있습니다.`);
  for (let i = 1; i < records.length; i++) {
    const cells = records[i];
    const row = i + 1;
    if (cells.every((c) => c.trim() === "")) continue; // spreadsheets leave blank rows behind
    if (cells.length !== header.length) {
      yield { row, error: `열 개수(${cells.length}개)가 헤더(${header.length}개)와 다릅니다.` };
      continue;
    }
    const given: Record<string, unknown> = {};
    header.forEach((key, c) => {
      if (cells[c].trim() !== "") given[key] = BOOLEAN_COLUMNS.has(key) ? csvBoolean(cells[c]) : cells[c];
    });
    yield { row, given };
  }
}

function* jsonItems(text: string): Generator<Item> {
  let value: unknown;
  try {
    value = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch {
    throw new CardImportFileError("JSON 형식 오류: 파일을 읽을 수 없습니다.");
  }
  const list = Array.isArray(value) ? value : (value as { cards?: unknown } | null)?.cards;
  if (!Array.isArray(list)) throw new CardImportFileError("JSON 파일은 카드 배열이거나 { \"cards\": [...] } 이어야 합니다.");
  if (list.length > IMPORT_MAX_ROWS) throw new CardImportFileError(`한 번에 ${formatCount(IMPORT_MAX_ROWS)}행까지 가져올 수 있습니다.`);
  for (let i = 0; i < list.length; i++) {
    const item: unknown = list[i];
    const row = i + 1;
    if (!item || typeof item !== "object" || Array.isArray(item)) {
      yield { row, error: "각 항목은 카드 객체여야 합니다." };
      continue;
    }
    yield { row, given: Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined && v !== "")) };
  }
}

/** Reads a whole import file; CardImportFileError when the file itself is unreadable. */
export function parseCardImport(text: string, format: ImportFormat): ParsedImport {
  return collect(format === "csv" ? csvItems(text) : jsonItems(text));
}

/** A card as a CSV row of IMPORT_COLUMNS (skill moves comma separated, yes/no as true/false, none as empty). */
function csvCells(importKey: string, card: CardInput): string[] {
  return [importKey, ...CARD_FIELD_KEYS.map((key) => {
    const value = card[key];
    if (value === null || value === undefined) return "";
    return Array.isArray(value) ? value.join(", ") : String(value);
  })];
}

/** The import CSV of cards (the sample file, the benchmark, the round-trip tests); a level column and rows when any card has levels. */
export function printCardImportCsv(cards: readonly { importKey: string; card: CardInput; levels?: readonly CardLevelInput[] }[]): string {
  if (!cards.some((c) => c.levels?.length)) return printCsv([[...IMPORT_COLUMNS], ...cards.map((c) => csvCells(c.importKey, c.card))]);
  return printCsv([
    [...IMPORT_COLUMNS, LEVEL_COLUMN],
    ...cards.flatMap((c) => [[...csvCells(c.importKey, c.card), ""], ...(c.levels ?? []).map((l) => levelCsvCells(IMPORT_COLUMNS, c.importKey, l))]),
  ]);
}
