// npx tsx bench/cardPageQuery.ts: the card page's persisted CardDetailRouteQuery as cache misses
// through yoga.fetch in this process, one at a time, on the demo data in an in-memory PGlite:
// SQL statements and CPU per request, p50/p95. BENCH_CARD_ID (1: a demo card with upgrade levels).
// BENCH_DATABASE_URL=postgresql://…/fcm_bench: on that (loaded) PostgreSQL database instead, the process's
// CPU then being ours alone; BENCH_CARDS=N walks N cards from BENCH_CARD_ID on; BENCH_CPU_PROF=dir profiles the runs.
import fs from "node:fs";
import { parseConfig } from "../server/config";
import { buildApp } from "../server/app";
import { baselineWasmWithPostgres } from "../server/platform/wasmTiering";
import { startProfiler } from "./profiler";

const runs = Number(process.env.BENCH_RUNS ?? 200);
const warmup = Number(process.env.BENCH_WARMUP ?? 30);
const cardId = Number(process.env.BENCH_CARD_ID ?? 1);
const cards = Number(process.env.BENCH_CARDS ?? 1);
const databaseUrl = process.env.BENCH_DATABASE_URL;

const artifact = fs.readFileSync(new URL("../client/__generated__/CardDetailRouteQuery.graphql.ts", import.meta.url), "utf8");
const hash = /"id": "([0-9a-f]{64})"/.exec(artifact)![1];
const bodyOf = (i: number) => {
  const id = Buffer.from(`Card:${cardId + (i % cards)}`).toString("base64");
  return JSON.stringify({ operationName: "CardDetailRouteQuery", variables: { id }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
};

const config = parseConfig({
  ...process.env, DATABASE_URL: databaseUrl ?? "memory://", SEED: databaseUrl ? "none" : "demo", NODE_ENV: "production", LOG_LEVEL: "silent", RESPONSE_CACHE_TTL_MS: "0",
});
if (databaseUrl) baselineWasmWithPostgres(config.databaseUrl);
const app = await buildApp(config);
const { database } = app.services;
let statements = 0;
database.onQuery(() => {
  statements++;
});
const page = async (i = 0) => {
  const response = await app.yoga.fetch("http://bench/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: bodyOf(i) });
  const answer = (await response.json()) as { errors?: unknown; data?: { card?: { levels?: unknown[] } } };
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer;
};
const sample = await page();
for (let i = 0; i < warmup; i++) await page(i);
statements = 0;
const profiler = process.env.BENCH_CPU_PROF ? await startProfiler() : null;
const ms: number[] = [];
const cpu = process.cpuUsage();
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  await page(i);
  ms.push(performance.now() - start);
}
const used = process.cpuUsage(cpu);
if (profiler) console.log(`CPU profile: ${await profiler.stop(process.env.BENCH_CPU_PROF!)}`);
ms.sort((a, b) => a - b);
const at = (p: number) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)]!.toFixed(2);
console.log(JSON.stringify({
  cardId, levels: sample.data?.card?.levels?.length ?? "n/a", runs,
  statementsPerRequest: statements / runs, cpuMsPerRequest: ((used.user + used.system) / 1000 / runs).toFixed(2), p50Ms: at(50), p95Ms: at(95),
}, null, 2));
await app.stop();
