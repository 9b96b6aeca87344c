import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { openDatabase } from "../../server/platform/db";
import { migrate } from "../../server/platform/migrate";

/**
 * Every test app starts from a database that has already run the migrations, made once per schema:
 * a fresh PGlite runs initdb in WebAssembly (8–15 s on a busy 2-core machine) and migrating a fresh
 * PostgreSQL database takes 1–2 s, against about one second and 0.2 s to load these copies.
 */
const root = path.resolve(import.meta.dirname, "../..");

/** Changes whenever the schema would: the migrations and the PGlite build that runs them. */
export function schemaKey(): string {
  const hash = crypto.createHash("sha256");
  const migrations = path.join(root, "prisma/migrations");
  for (const name of fs.readdirSync(migrations).sort()) {
    const file = path.join(migrations, name, "migration.sql");
    if (fs.existsSync(file)) hash.update(name).update(fs.readFileSync(file));
  }
  hash.update(fs.readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json")));
  return hash.digest("hex").slice(0, 16);
}

let pgliteSnapshot: Promise<Blob> | undefined;

/** A migrated, empty PGlite data directory as a tar blob, kept in the temp folder. */
export function migratedPgliteSnapshot(): Promise<Blob> {
  pgliteSnapshot ??= (async () => {
    const file = path.join(os.tmpdir(), `fcm-pglite-${schemaKey()}.tar`);
    if (!fs.existsSync(file)) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fcm-pglite-"));
      const db = await openDatabase({ pgliteDir: dir });
      await migrate(db);
      await db.close();
      const pglite = new PGlite(dir, { extensions: { pg_trgm } });
      await pglite.waitReady;
      const tar = await pglite.dumpDataDir("none");
      await pglite.close();
      fs.rmSync(dir, { recursive: true, force: true });
      // Written under another name and renamed: a concurrent run never reads half a file.
      const partial = `${file}.${process.pid}.partial`;
      fs.writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
      fs.renameSync(partial, file);
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return pgliteSnapshot;
}

/** Prefix of the migrated template databases; global-setup drops those of other schemas. */
export const TEMPLATE_PREFIX = "fcm_template_";

let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a migrated PostgreSQL database to copy with `CREATE DATABASE … TEMPLATE`. Checked on
 * every call: a run of another checkout's global-setup may have dropped it as another schema's.
 */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = await (postgresTemplate ??= buildTemplate(adminUrl));
  if (await databaseExists(adminUrl, name)) return name;
  postgresTemplate = undefined;
  return migratedPostgresTemplate(adminUrl);
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return Boolean((await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount);
  } finally {
    await admin.end();
  }
}

function buildTemplate(adminUrl: string): Promise<string> {
  return (async () => {
    const name = `${TEMPLATE_PREFIX}${schemaKey()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (rowCount) return name;
      // Migrated under a private name and renamed when complete, so nobody copies a half-migrated one.
      const building = `${name}_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
      await admin.query(`CREATE DATABASE "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const db = await openDatabase({ databaseUrl: url.toString() });
      await migrate(db);
      await db.close();
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`).catch(async (error: unknown) => {
        // Another run finished first: use its copy.
        await admin.query(`DROP DATABASE "${building}"`);
        if (!(error instanceof Error && /already exists/.test(error.message))) throw error;
      });
      return name;
    } finally {
      await admin.end();
    }
  })();
}
