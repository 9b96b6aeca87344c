/** Bulk SQL for the seed: multi-row INSERT scripts sent through db.execScript in chunks. */
import type { ScriptRunner } from "../../server/platform/db";

export type SqlValue = string | number | boolean | null | Date | { json: unknown };

/** A SQL literal; strings use standard_conforming_strings quoting. */
export function lit(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'`;
  return `'${JSON.stringify(value.json).replace(/'/g, "''")}'::jsonb`;
}

/** Timestamp literal for epoch milliseconds (columns are TIMESTAMP(3) holding UTC). */
export function ts(ms: number): string {
  return `'${new Date(ms).toISOString()}'`;
}

export interface InsertOptions {
  /** Rows per INSERT statement. */
  rowsPerStatement?: number;
  /** Statements per execScript call. */
  statementsPerScript?: number;
}

/**
 * Streams rows into a table. `rows` yields one already-formatted tuple body per row
 * (e.g. `1,'김민수',TRUE`), so big tables never hold their SQL all at once. The seed runs in one
 * transaction, one session: one script is in flight while the next is built, never two (a second
 * query on a busy pg client only queues, and pg 8 warns that pg 9 will refuse it).
 */
export async function insertRows(
  db: ScriptRunner,
  table: string,
  columns: readonly string[],
  rows: Iterable<string>,
  options: InsertOptions = {},
): Promise<number> {
  const perStatement = options.rowsPerStatement ?? 2000;
  const perScript = options.statementsPerScript ?? 5;
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES\n`;
  let running: Promise<void> = Promise.resolve();
  let statements: string[] = [];
  let tuples: string[] = [];
  let count = 0;

  const flushStatement = () => {
    if (tuples.length === 0) return;
    statements.push(`${head}(${tuples.join("),\n(")});`);
    tuples = [];
  };
  const flushScript = async () => {
    flushStatement();
    if (statements.length === 0) return;
    const script = statements.join("\n");
    statements = [];
    await running;
    running = db.execScript(script);
    // Rejections surface at the next await of `running`; until then none is unhandled.
    running.catch(() => {});
  };

  for (const row of rows) {
    tuples.push(row);
    count++;
    if (tuples.length >= perStatement) {
      flushStatement();
      if (statements.length >= perScript) await flushScript();
    }
  }
  await flushScript();
  await running;
  return count;
}

/** Convenience for small tables given as value arrays. */
export function tuples(rows: readonly (readonly SqlValue[])[]): string[] {
  return rows.map((row) => row.map(lit).join(","));
}

/** Tables with an autoincrement id; their sequences follow the explicit ids the seed wrote. */
const SERIAL_TABLES = [
  "User", "Session", "VerificationCode", "PointEvent", "MailMessage", "SkillBoost", "Card", "Review",
  "ReviewReply", "ReviewVote", "Formation", "FormationReview", "FormationReviewComment", "Post", "Tag",
  "PostAttachment", "Comment", "Notification", "Banner", "ActivityLog", "UploadedObject", "Squad",
] as const;

export async function resetSequences(db: ScriptRunner): Promise<void> {
  await db.execScript(
    SERIAL_TABLES.map(
      (t) =>
        `SELECT setval(pg_get_serial_sequence('"${t}"', 'id'), COALESCE((SELECT MAX(id) FROM "${t}"), 0) + 1, false);`,
    ).join("\n"),
  );
}
