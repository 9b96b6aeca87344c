import pg from "pg";
import { schemaKey, TEMPLATE_PREFIX } from "./schemaSnapshots";

/** PostgreSQL that server tests create scratch databases in (one per test file, dropped after). */
export const TEST_PG_ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export default async function setup() {
  const client = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Server tests need PostgreSQL at ${TEST_PG_ADMIN_URL} (see README): ${String(error)}`, { cause: error });
  }
  // Scratch databases left behind by an interrupted run; names carry their creation time, so a
  // run going on beside this one (another checkout) keeps its databases.
  const { rows } = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'fcm_test_%'",
  );
  const staleBefore = Date.now() / 1000 - 3 * 3600;
  for (const { datname } of rows) {
    const createdAt = Number(datname.split("_")[2]);
    if (!(createdAt > staleBefore)) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  // Migrated templates of schemas other than this checkout's.
  const templates = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
    `${TEMPLATE_PREFIX}%`,
  ]);
  const current = `${TEMPLATE_PREFIX}${schemaKey()}`;
  for (const { datname } of templates.rows) {
    if (datname !== current && !/_\d+_[0-9a-f]{6}$/.test(datname)) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  await client.end();
}
