/**
 * `npm run db:seed [demo|bench] [--force]`: migrates, then seeds the configured database when it is
 * empty. A file of its own, not a main-module check in ./index.ts: the server bundle inlines
 * index.ts, where such a check would see the bundle as the main module and run the seed CLI.
 */
import { parseConfig } from "../../server/config";
import { openDatabase } from "../../server/platform/db";
import { migrate } from "../../server/platform/migrate";
import { isEmpty, seedDatabase, truncateAll } from "./index";
import { isSeedProfile } from "./profiles";

async function main(argv: string[]): Promise<void> {
  const config = parseConfig();
  const force = argv.includes("--force");
  const requested = argv.find((a) => !a.startsWith("--")) ?? process.env.SEED ?? "demo";
  if (requested === "none") return;
  if (!isSeedProfile(requested)) throw new Error(`unknown seed profile "${requested}" (use demo or bench)`);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await migrate(db);
    if (!(await isEmpty(db))) {
      if (!force) {
        console.log("database already has data; nothing seeded (use --force to replace it)");
        return;
      }
      await truncateAll(db);
    }
    const summary = await seedDatabase(db, requested);
    console.log(`seeded ${requested} into ${db.kind}:`, summary);
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
