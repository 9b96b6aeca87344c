import type { Database } from "./db";
import { migrate } from "./migrate";
import { isEmpty, seedDatabase, type SeedProfile } from "../../prisma/seed/index";
import { logger } from "./logger";

/**
 * Migrations, then the empty-check and seed, under the start-up lock: instances starting at once
 * wait for each other, so the schema is migrated once and the demo data loaded once.
 */
export async function prepareDatabase(db: Database, seed: SeedProfile | "none"): Promise<void> {
  const waitStarted = performance.now();
  await db.withStartupLock(async () => {
    const waitedMs = Math.round(performance.now() - waitStarted);
    const applied = await migrate(db);
    if (applied.length) logger.info({ migrations: applied, waitedMs }, `applied ${applied.length} migration(s)`);
    if (seed === "none" || !(await isEmpty(db))) return;
    const summary = await seedDatabase(db, seed);
    logger.info(
      { seed, ...summary },
      `demo data loaded: ${summary.cards} cards, ${summary.reviews} reviews, ${summary.users} users in ${summary.ms} ms`,
    );
  });
}
