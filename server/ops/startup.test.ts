import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import { PROFILES } from "../../prisma/seed/profiles";
import { createScratchDatabase, killServer, spawnServer, type ServerProcess } from "../../test/server/processes";

const TRIALS = 5;
const INSTANCES = 3;

async function count(url: string, table: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`);
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

describe("three instances starting at the same instant on one empty PostgreSQL database", () => {
  let running: ServerProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.map(killServer));
    running = [];
  });

  it(`all serve and the demo data is loaded exactly once (${TRIALS} trials)`, { timeout: TRIALS * 180_000 }, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const db = await createScratchDatabase();
      try {
        running = Array.from({ length: INSTANCES }, () => spawnServer({ DATABASE_URL: db.url, SEED: "demo" }));
        const urls = await Promise.all(running.map((s) => s.ready));
        for (const url of urls) {
          const response = await fetch(`${url}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ query: "{ cards(first: 1) { totalCount } }" }),
          });
          expect(response.status).toBe(200);
          expect(await response.json()).toMatchObject({ data: { cards: { totalCount: PROFILES.demo.cards } } });
        }
        const seeders = running.filter((s) => s.lines.some((l) => /demo data loaded/.test(l.msg ?? "")));
        expect(seeders).toHaveLength(1);
        expect(await count(db.url, "Card")).toBe(PROFILES.demo.cards);
        expect(await count(db.url, "_prisma_migrations")).toBeGreaterThan(0);
        const migrations = new pg.Client({ connectionString: db.url });
        await migrations.connect();
        const { rows } = await migrations.query(`SELECT migration_name FROM "_prisma_migrations" GROUP BY 1 HAVING count(*) > 1`);
        await migrations.end();
        expect(rows).toEqual([]);
      } finally {
        await Promise.all(running.map(killServer));
        running = [];
        await db.drop();
      }
    }
  });
});
