import { applyTwoFooted, CARD_FIELD_KEYS, type CardInput } from "../../../domain/cardForm";
import { withNotifications } from "../../core/notifications";
import { alertVersionWatchers } from "../../core/watchAlerts";
import { cardChanges } from "../../../domain/cardChanges";
import { alertImportedChanges, type ImportedChange } from "./cardImportAlerts";
import { CardImportFileError, IMPORT_FORMATS, parseCardImport, type ImportFormat, type ImportRow, type ImportRowError } from "../../../domain/cardImport";
import { searchKey } from "../../../domain/hangul";
import { playerKeyOf } from "../../../domain/playerKey";
import { formatCount } from "../../../domain/numbers";
import type { Context } from "../../core/context";
import { ValidationError } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import type { Db, Tx } from "../../platform/db";
import { logActivity } from "../../core/activityLog";
import { requireAdmin } from "../../core/guards";
import { writeImportedLevels } from "./cardLevels.service";

/** Rows per INSERT/UPDATE statement: one JSON parameter each, so no bind-variable limit applies. */
const BATCH = 2000;
/** The answer lists this many row errors (the count says how many there are in all). */
const ERRORS_SHOWN = 200;
/** 20,000 rows take seconds on PostgreSQL, longer on the embedded engine: more than Prisma's 5 s. */
const IMPORT_TX = { maxWait: 10_000, timeout: 180_000 };

export interface ImportReport {
  dryRun: boolean;
  applied: boolean;
  total: number;
  created: number;
  updated: number;
  errorCount: number;
  errors: ImportRowError[];
}

const ERROR_MESSAGE = (n: number) => `${formatCount(n)}개 오류가 있어 아무것도 가져오지 않았습니다. 파일을 고친 뒤 다시 올려주세요.`;

export function parseImportFormat(value: string | null): ImportFormat {
  const format = (value ?? "").toLowerCase();
  if (!(IMPORT_FORMATS as readonly string[]).includes(format)) throw new ValidationError([{ path: ["format"], message: "format은 csv 또는 json이어야 합니다." }]);
  return format as ImportFormat;
}

function readText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ValidationError([{ path: ["file"], message: "파일은 UTF-8 인코딩이어야 합니다." }]);
  }
}

async function existingKeys(db: Db | Tx, keys: string[]): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ importKey: string }[]>(Prisma.sql`SELECT "importKey" FROM "Card" WHERE "importKey" = ANY(${keys}::text[])`);
  return new Set(rows.map((r) => r.importKey));
}

const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));
const ident = (names: readonly string[]) => Prisma.raw(names.map((n) => `"${n}"`).join(", "));
const WRITTEN = [...CARD_FIELD_KEYS, "searchKey", "importKey", "statsUpdatedAt", "updatedAt"] as const;

/** The stored columns of one imported card (searchKey derived as the editor's save does). */
function record(importKey: string, card: CardInput, now: string) {
  return {
    ...card, playerKey: playerKeyOf(card.name, card.playerKey), searchKey: searchKey(card.name, card.team, card.league, card.nation), importKey, statsUpdatedAt: now, updatedAt: now,
  };
}

/** New cards, BATCH per INSERT … SELECT from a JSON array typed by the Card row itself. */
async function insertCards(tx: Tx, rows: ImportRow[], userId: number, now: string) {
  for (const batch of chunks(rows)) {
    const json = JSON.stringify(batch.map((r) => ({ ...record(r.importKey, r.card, now), userId })));
    await tx.$executeRaw(Prisma.sql`INSERT INTO "Card" (${ident([...WRITTEN, "userId"])})
      SELECT ${ident([...WRITTEN, "userId"])} FROM jsonb_populate_recordset(NULL::"Card", ${json}::jsonb)`);
  }
}

/**
 * Cards named by key: the columns a row gave go over the stored ones (empty cells keep them).
 * Answers the watched fields each card changed (cards that changed none are left out).
 */
async function updateCards(tx: Tx, rows: ImportRow[], now: string): Promise<ImportedChange[]> {
  const changed: ImportedChange[] = [];
  const set = Prisma.raw(WRITTEN.map((c) => `"${c}" = x."${c}"`).join(", "));
  for (const batch of chunks(rows)) {
    const stored = await tx.card.findMany({ where: { importKey: { in: batch.map((r) => r.importKey) } } });
    const byKey = new Map(stored.map((c) => [c.importKey, c]));
    const merged = batch.map((r) => {
      const before = byKey.get(r.importKey)!;
      const card = { ...(Object.fromEntries(CARD_FIELD_KEYS.map((k) => [k, before[k]])) as CardInput) };
      for (const key of r.columns) (card as Record<string, unknown>)[key] = r.card[key];
      const after = applyTwoFooted(card);
      const changes = cardChanges(before, after);
      if (changes.length > 0) changed.push({ card: { id: before.id, name: after.name, position: after.position, ovr: after.ovr }, changes });
      return record(r.importKey, after, now);
    });
    await tx.$executeRaw(Prisma.sql`UPDATE "Card" c SET ${set}
      FROM jsonb_populate_recordset(NULL::"Card", ${JSON.stringify(merged)}::jsonb) x WHERE c."importKey" = x."importKey"`);
  }
  return changed;
}

/** A skill boost must exist in the catalogue table (the card's foreign key), not only in the domain list. */
async function assertBoostsExist(tx: Tx, rows: ImportRow[]) {
  const used = [...new Set(rows.map((r) => r.card.skillBoost).filter((b): b is string => b !== null))];
  if (used.length === 0) return;
  const known = new Set((await tx.skillBoost.findMany({ where: { key: { in: used } }, select: { key: true } })).map((b) => b.key));
  const bad = rows.find((r) => r.card.skillBoost !== null && !known.has(r.card.skillBoost));
  if (bad) throw new ValidationError([{ path: [String(bad.row), "skillBoost"], message: `${bad.row}행: 스킬 부스트 값이 올바르지 않습니다.` }]);
}

/**
 * POST /api/admin/cards/import: checks the whole file, then (unless a dry run or any row is bad)
 * creates and updates every card in one transaction with one activity log entry per kind.
 * Bad rows answer 400 with the per-row list; nothing is written.
 */
export async function importCards(ctx: Context, bytes: Uint8Array, format: ImportFormat, dryRun: boolean): Promise<{ status: number; report: ImportReport & { message?: string } }> {
  const viewer = requireAdmin(ctx);
  let parsed;
  try {
    parsed = parseCardImport(readText(bytes), format);
  } catch (error) {
    if (error instanceof CardImportFileError) throw new ValidationError([{ path: ["file"], message: error.message }]);
    throw error;
  }
  const { rows, errors } = parsed;
  const report = (created: number, applied: boolean): ImportReport => ({
    dryRun, applied, total: rows.length + errors.length, created, updated: rows.length - created, errorCount: errors.length, errors: errors.slice(0, ERRORS_SHOWN),
  });
  if (dryRun || errors.length > 0) {
    const existing = await existingKeys(ctx.prisma, rows.map((r) => r.importKey));
    const result = report(rows.length - existing.size, false);
    return errors.length > 0 && !dryRun ? { status: 400, report: { message: ERROR_MESSAGE(errors.length), ...result } } : { status: 200, report: result };
  }
  const { created, changed } = await withNotifications(ctx, async (tx, notify) => {
    // One import at a time: the created/updated split below stays true until the commit.
    await tx.$executeRaw(Prisma.sql`SELECT pg_advisory_xact_lock(hashtext('card-import'))`);
    await assertBoostsExist(tx, rows);
    const existing = await existingKeys(tx, rows.map((r) => r.importKey));
    const fresh = rows.filter((r) => !existing.has(r.importKey));
    const now = new Date().toISOString();
    await insertCards(tx, fresh, viewer.id, now);
    if (fresh.length > 0) {
      const added = await tx.card.findMany({ where: { importKey: { in: fresh.map((r) => r.importKey) } }, select: { id: true } });
      await alertVersionWatchers(tx, notify, added.map((c) => c.id), viewer.id);
    }
    // Fresh statistics (the embedded engine has no autovacuum): without them the planner may join
    // each update batch by scanning every card per row, quadratic at 20,000 rows.
    if (existing.size > 0) await tx.$executeRaw(Prisma.sql`ANALYZE "Card"`);
    const changed = await updateCards(tx, rows.filter((r) => existing.has(r.importKey)), now);
    await writeImportedLevels(tx, rows, now);
    const metadata = { format, rows: rows.length, created: fresh.length, updated: rows.length - fresh.length };
    if (fresh.length) await logActivity(tx, ctx, { action: "card_create", description: `카드 일괄 가져오기: ${fresh.length}개 등록`, metadata });
    if (existing.size) await logActivity(tx, ctx, { action: "card_update", description: `카드 일괄 가져오기: ${existing.size}개 수정`, metadata });
    return { created: fresh.length, changed };
  }, IMPORT_TX);
  await alertImportedChanges(ctx, changed, viewer.id);
  return { status: 200, report: report(created, true) };
}
