// Applies pending migrations to the configured database (the server also does this at start-up).
import { parseConfig } from "../config";
import { openDatabase } from "../platform/db";
import { migrate } from "../platform/migrate";

const config = parseConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
const applied = await migrate(db);
console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
await db.close();
