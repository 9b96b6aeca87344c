import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Database } from "./db";

const migrationsDir = path.resolve(import.meta.dirname, "../../prisma/migrations");

/**
 * Applies pending SQL migrations from prisma/migrations, recording them in Prisma's own
 * `_prisma_migrations` table so `prisma migrate status` agrees. Runs at start-up; the Prisma CLI
 * would take seconds and linger on exit.
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
  const rows = await db.prisma.$queryRawUnsafe<{ migration_name: string }[]>(
    `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Set(rows.map((r) => r.migration_name));
  const pending = fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !applied.has(d.name))
    .map((d) => d.name)
    .sort();
  for (const name of pending) {
    const sql = fs.readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
    const checksum = crypto.createHash("sha256").update(sql).digest("hex");
    const id = crypto.randomUUID();
    // Script and bookkeeping in one transaction: a failed migration leaves nothing half-applied.
    await db.execScript(
      `BEGIN;\n${sql}\n;INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
       VALUES ('${id}', '${checksum}', '${name.replace(/'/g, "''")}', now(), 1);\nCOMMIT;`,
    );
  }
  return pending;
}
