// npm run bench: loads the `bench` data set into PostgreSQL (once), starts the server and measures
// requests/s and latency percentiles per scenario. BENCH_DATABASE_URL picks the database
// (default postgresql://postgres@127.0.0.1:5432/fcm_bench, created if missing).
import pg from "pg";
import { parseConfig } from "../server/config";
import { buildApp } from "../server/app";
import { isEmpty, seedDatabase } from "../prisma/seed/index";
import { runLoad, type LoadResult } from "./load";

const url = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/fcm_bench";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function ensureDatabase() {
  const target = new URL(url);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const name = target.pathname.slice(1);
  const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
}

await ensureDatabase();
const app = await buildApp(parseConfig({ ...process.env, DATABASE_URL: url, SEED: "none", NODE_ENV: "production" }));
const { database } = app.services;
if (await isEmpty(database)) {
  console.log("loading the bench data set…");
  console.log(await seedDatabase(database, "bench"));
}
const base = await app.start(0, "127.0.0.1");
const cardIds = (await database.prisma.card.findMany({ select: { id: true }, take: 5000 })).map((c) => c.id);
const gql = (query: string, variables: Record<string, unknown> = {}) =>
  new Request(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });

const scenarios: [string, (i: number) => Request][] = [
  ["GraphQL cards(first: 20)", () => gql(`{ cards(first: 20) { totalCount edges { node { id name ovr position imageUrl avgRating } } } }`)],
  ["REST GET /api/cards/{id}", (i) => new Request(`${base}/api/cards/${cardIds[i % cardIds.length]}`)],
  ["REST GET /api/banners", () => new Request(`${base}/api/banners`)],
];

const results: LoadResult[] = [];
for (const [name, make] of scenarios) {
  await runLoad(name, make, { seconds: 1 }); // warm-up
  results.push(await runLoad(name, make, { seconds }));
}
console.table(results);
await app.stop();
