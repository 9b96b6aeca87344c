// Applies pending migrations to the configured database (the server also does this at start-up).
import { parseConfig } from "../config";
import { openDatabase } from "../platform/db";
import { MigrationChecksumError, migrate } from "../platform/migrate";

const config = parseConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  const applied = await migrate(db);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
} catch (error) {
  if (!(error instanceof MigrationChecksumError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
