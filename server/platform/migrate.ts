import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Database } from "./db";

const migrationsDir = path.resolve(import.meta.dirname, "../../prisma/migrations");

/** An applied migration whose file no longer matches what was applied: the schema cannot be trusted. */
export class MigrationChecksumError extends Error {
  constructor(readonly migration: string) {
    super(
      `migration ${migration} was edited after it was applied (its checksum in _prisma_migrations differs from ` +
        `prisma/migrations/${migration}/migration.sql): restore the file and put the change in a new migration`,
    );
    this.name = "MigrationChecksumError";
  }
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

/** Prisma's rule: the file's SHA-256, also accepted with its line endings converted (a CRLF checkout). */
function matchesChecksum(sql: string, checksum: string): boolean {
  return [sql, sql.replace(/\r\n/g, "\n"), sql.replace(/\r?\n/g, "\r\n")].some((variant) => sha256(variant) === checksum);
}

/**
 * Applies pending SQL migrations from prisma/migrations, recording them in Prisma's own
 * `_prisma_migrations` table so `prisma migrate status` agrees. Runs at start-up; the Prisma CLI
 * would take seconds and linger on exit. Throws MigrationChecksumError when an applied
 * migration's file was edited since.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.execScript(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
  )`);
  const rows = await db.prisma.$queryRawUnsafe<{ migration_name: string; checksum: string }[]>(
    `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
  const names = fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const read = (name: string) => fs.readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
  for (const name of names) {
    const checksum = applied.get(name);
    if (checksum !== undefined && !matchesChecksum(read(name), checksum)) throw new MigrationChecksumError(name);
  }
  const pending = names.filter((name) => !applied.has(name));
  for (const name of pending) {
    const sql = read(name);
    const id = crypto.randomUUID();
    // Script and bookkeeping in one transaction: a failed migration leaves nothing half-applied.
    await db.execScript(
      `BEGIN;\n${sql}\n;INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
       VALUES ('${id}', '${sha256(sql)}', '${name.replace(/'/g, "''")}', now(), 1);\nCOMMIT;`,
    );
  }
  return pending;
}
