// npm run bench:in-process: one GraphQL read as cache misses through yoga.fetch in this process, no
// HTTP and no load generator beside it, so the CPU per request is the server's alone: SQL statements
// and CPU per request, p50/p95. BENCH_QUERY: "card-page" (default: the card page's persisted
// CardDetailRouteQuery), "card-reviews" (bench/scenarios.ts' card + 20 reviews), "search" (its GraphQL
// card search, as `npm run bench` sends it) or "rest-four-filters" (issue 30's REST search through
// app.fetch, the whole HTTP pipeline but the socket). Demo data in an
// in-memory PGlite, or BENCH_DATABASE_URL=postgresql://…/fcm_bench (the loaded bench set) on
// PostgreSQL. BENCH_CARD_ID (1: a demo card with upgrade levels), BENCH_CARDS=N walks N cards from it
// on, BENCH_CONCURRENCY requests in flight (1), BENCH_RUNS (200), BENCH_WARMUP (30),
// BENCH_CPU_PROF=dir profiles the measured runs. With card-reviews, BENCH_LAYER=prisma reads the same
// card through Prisma alone and BENCH_LAYER=sql as the raw-SQL reference's statement on pg alone
// (bench/layers.ts): the differences are what each layer above costs.
// To compare two commits on this noisy machine: `git worktree add /tmp/old <sha>` (node_modules
// symlinked, server/generated copied), then run this script there and here in turn, 3–6 pairs.
// The server's modules are imported after NODE_ENV is set: graphql-js picks its production
// `instanceOf` when loaded, and the development one costs ~3 % more CPU per request.
import fs from "node:fs";

process.env.NODE_ENV = "production";
const { parseConfig } = await import("../server/config");
const { buildApp } = await import("../server/app");
const { baselineWasmWithPostgres } = await import("../server/platform/wasmTiering");
const { startProfiler } = await import("./profiler");
const { CARD_REVIEWS_QUERY, SEARCH_QUERY, fourFiltersRest, search } = await import("./scenarios");
const { LAYERS, checkPrismaLayer, layerReader } = await import("./layers");

const runs = Number(process.env.BENCH_RUNS ?? 200);
const warmup = Number(process.env.BENCH_WARMUP ?? 30);
const cardId = Number(process.env.BENCH_CARD_ID ?? 1);
const cards = Number(process.env.BENCH_CARDS ?? 1);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 1);
const query = process.env.BENCH_QUERY ?? "card-page";
const databaseUrl = process.env.BENCH_DATABASE_URL;
const layer = (process.env.BENCH_LAYER ?? "graphql") as (typeof LAYERS)[number];
if (!["card-page", "card-reviews", "search", "rest-four-filters"].includes(query)) {
  throw new Error(`BENCH_QUERY: card-page, card-reviews, search or rest-four-filters, not ${query}`);
}
if (!LAYERS.includes(layer) || (layer !== "graphql" && query !== "card-reviews")) throw new Error(`BENCH_LAYER: ${LAYERS.join(", ")} (the last two with card-reviews only), not ${layer}`);

const artifact = fs.readFileSync(new URL("../client/__generated__/CardDetailRouteQuery.graphql.ts", import.meta.url), "utf8");
const hash = /"id": "([0-9a-f]{64})"/.exec(artifact)![1];
const bodyOf = (i: number) => {
  const id = Buffer.from(`Card:${cardId + (i % cards)}`).toString("base64");
  if (query === "card-reviews") return JSON.stringify({ query: CARD_REVIEWS_QUERY, variables: { id } });
  if (query === "search") return JSON.stringify({ query: SEARCH_QUERY, variables: { filter: search(i) } });
  return JSON.stringify({ operationName: "CardDetailRouteQuery", variables: { id }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
};

const config = parseConfig({
  ...process.env, DATABASE_URL: databaseUrl ?? "memory://", SEED: databaseUrl ? "none" : "demo", LOG_LEVEL: "silent", RESPONSE_CACHE_TTL_MS: "0", SESSION_CACHE_TTL_MS: "0",
});
if (databaseUrl) baselineWasmWithPostgres(config.databaseUrl);
// BENCH_STATEMENT_LOG=0: without Prisma's query log, as in production (statementsPerRequest then reads "n/a").
const statementLog = process.env.BENCH_STATEMENT_LOG !== "0";
const app = await buildApp(config, { statementLog });
const { database } = app.services;
let statements = 0;
if (statementLog) {
  database.onQuery(() => {
    statements++;
  });
}
type Answer = { errors?: unknown; data?: { card?: { levels?: unknown[]; reviews?: { edges: { node: { id: string } }[] } } } };
const readGraphql = async (i: number): Promise<Answer> => {
  const response = await app.yoga.fetch("http://bench/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: bodyOf(i) });
  const answer = (await response.json()) as Answer;
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer;
};
const below = layer === "graphql" ? null : layerReader(layer, database, databaseUrl);
const read = async (i = 0): Promise<Answer> => {
  if (below) {
    await below(cardId + (i % cards));
    return {};
  }
  if (query === "rest-four-filters") {
    const response = await app.fetch(new Request(`http://bench${fourFiltersRest(i, false)}`));
    if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
    return (await response.json()) as Answer;
  }
  return readGraphql(i);
};
/** `count` reads, `concurrency` in flight, each one's latency in `ms`. */
const readMany = async (count: number, ms: number[] = []) => {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const start = performance.now();
      await read(next++);
      ms.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ms;
};
const sample = await read();
if (layer === "prisma") {
  const answer = await readGraphql(0);
  await checkPrismaLayer(database, cardId, answer.data!.card!.reviews!.edges.map((edge) => edge.node.id));
}
await readMany(warmup);
statements = 0;
const profiler = process.env.BENCH_CPU_PROF ? await startProfiler() : null;
const cpu = process.cpuUsage();
const mainCpu = process.threadCpuUsage();
const ms = await readMany(runs);
const used = process.cpuUsage(cpu);
const mainUsed = process.threadCpuUsage(mainCpu);
if (profiler) console.log(`CPU profile: ${await profiler.stop(process.env.BENCH_CPU_PROF!)}`);
ms.sort((a, b) => a - b);
const at = (p: number) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)]!.toFixed(2);
console.log(JSON.stringify({
  query, layer, cardId, levels: sample.data?.card?.levels?.length ?? "n/a", runs, concurrency,
  statementsPerRequest: statementLog ? statements / runs : "n/a", cpuMsPerRequest: ((used.user + used.system) / 1000 / runs).toFixed(3),
  // The JavaScript thread alone, in user code and in the kernel (its syscalls); the rest of cpuMs is GC and compiler threads.
  mainThreadUserMs: (mainUsed.user / 1000 / runs).toFixed(3), mainThreadSystemMs: (mainUsed.system / 1000 / runs).toFixed(3), p50Ms: at(50), p95Ms: at(95),
}, null, 2));
await below?.end?.();
await app.stop();
