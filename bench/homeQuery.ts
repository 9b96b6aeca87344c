// npm run bench:home: the home page's persisted HomeRouteQuery as cache misses through yoga.fetch
// in this process, BENCH_CONCURRENCY (1) at a time: p50/p95 ms per query, queries per second, SQL
// statements and their summed time per query, and server CPU per query. BENCH_HOME_ENGINE=pglite runs it on the demo data in an in-memory PGlite;
// otherwise on PostgreSQL at BENCH_DATABASE_URL (default the `npm run bench` set, read only).
import fs from "node:fs";
import { parseConfig } from "../server/config";
import { buildApp } from "../server/app";

const runs = Number(process.env.BENCH_RUNS ?? 300);
const warmup = Number(process.env.BENCH_WARMUP ?? 50);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 1);
const pglite = process.env.BENCH_HOME_ENGINE === "pglite";
const url = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/fcm_bench";

const artifact = fs.readFileSync(new URL("../client/__generated__/HomeRouteQuery.graphql.ts", import.meta.url), "utf8");
const hash = /"id": "([0-9a-f]{64})"/.exec(artifact)![1];
const body = JSON.stringify({ operationName: "HomeRouteQuery", extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

const app = await buildApp(
  parseConfig({
    ...process.env,
    DATABASE_URL: pglite ? "memory://" : url,
    SEED: pglite ? "demo" : "none",
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    RESPONSE_CACHE_TTL_MS: "0",
  }),
  { statementLog: true },
);
const { database } = app.services;
let statements = 0;
let sqlMs = 0;
database.onQuery(({ durationMs }) => {
  statements++;
  sqlMs += durationMs;
});

const home = async () => {
  const response = await app.yoga.fetch("http://bench/graphql", { method: "POST", headers: { "content-type": "application/json" }, body });
  const answer = (await response.json()) as { errors?: unknown };
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
};

for (let i = 0; i < warmup; i++) await home();
statements = 0;
sqlMs = 0;
const ms: number[] = [];
const cpu = process.cpuUsage();
const began = performance.now();
let started = 0;
const worker = async () => {
  while (started++ < runs) {
    const start = performance.now();
    await home();
    ms.push(performance.now() - start);
  }
};
await Promise.all(Array.from({ length: concurrency }, worker));
const elapsed = performance.now() - began;
const used = process.cpuUsage(cpu);
ms.sort((a, b) => a - b);
const at = (p: number) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)]!.toFixed(2);
console.log(
  JSON.stringify(
    {
      engine: database.kind,
      runs,
      concurrency,
      perSecond: ((runs / elapsed) * 1000).toFixed(1),
      p50Ms: at(50),
      p95Ms: at(95),
      statementsPerQuery: statements / runs,
      sqlMsPerQuery: (sqlMs / runs).toFixed(2),
      cpuMsPerQuery: ((used.user + used.system) / 1000 / runs).toFixed(2),
    },
    null,
    2,
  ),
);
await app.stop();
