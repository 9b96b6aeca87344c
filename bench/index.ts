// npm run bench: our server against a raw-SQL reference handler (bench/reference), each in its own
// process, scenario by scenario, alternating in one run, so the ratios hold on a busy machine. Ours runs
// bundled under `npm start`'s Node flags, as production does (bench/target.ts startOurs).
// Settings (environment): BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/fcm_bench,
// created and loaded on first run: ~100 s for the bench set; BENCH_SEED=demo with another database,
// e.g. …/fcm_bench_demo, loads the small demo set instead), BENCH_SECONDS per run (5), BENCH_ROUNDS (3),
// BENCH_CONNECTIONS (20), BENCH_ONLY (scenario name substrings, comma-separated), BENCH_EXTRA=1 (ours-only scenarios too),
// BENCH_CPU_PROF=dir (our server profiles the measured runs into a .cpuprofile there), BENCH_NODE_ARGS (our
// server's Node flags in place of `npm start`'s),
// RESPONSE_CACHE_TTL_MS=0 / SESSION_CACHE_TTL_MS=0: our server without its caches (every read a miss),
// BENCH_STATEMENT_LOG=0: our server without Prisma's query log, as in production (the SQL columns read 0),
// POSTGRAPHILE_URL (+ POSTGRAPHILE_PID): PostGraphile 4 as a third target where a scenario has its request (bench/postgraphile.md),
// BENCH_COMPARE=pglite: our server on embedded PGlite (in memory) in place of the raw-SQL reference,
// both loaded with BENCH_SEED (demo by default here: the bench set takes too long to load into PGlite).
// Last, the mixed scenario (bench/mixed.ts; BENCH_ONLY=mixed alone) runs our server as configured and a
// second one with RESPONSE_CACHE_TTL_MS=0 on the same database: throughput, p95, the anonymous hit
// rate and response-cache invalidations per write of each. Its writes stay in the database.
import http from "node:http";
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { runLoad, send, type BenchRequest } from "./load";
import { startOurs, startTarget, type Target } from "./target";
import { measure, median, r1, r2, type Run } from "./measure";
import { MIXED_NAME, runMixed, type MixedData } from "./mixed";
import { asOurCardReviews, postgraphileTarget } from "./postgraphile";
import { EXTRA_SCENARIOS, SCENARIOS, type BenchData, type Scenario } from "./scenarios";

const url = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/fcm_bench";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function ensureDatabase() {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const name = new URL(url).pathname.slice(1);
  const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
}

/** The first differing path of two JSON answers, or null when they are the same. */
function firstDifference(a: unknown, b: unknown, path = ""): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === "object" && typeof b === "object") {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
      if (d) return d;
    }
  }
  return `${path || "(root)"}: ours ${JSON.stringify(a)?.slice(0, 120)} ≠ reference ${JSON.stringify(b)?.slice(0, 120)}`;
}

const comparePglite = process.env.BENCH_COMPARE === "pglite";
await ensureDatabase();
// NODE_ENV=production in the process environment, as deployed (README): graphql-js reads it when loaded
// and drops its development-only checks (bench/ours.ts's config alone came too late for that).
const env = { BENCH_DATABASE_URL: url, NODE_ENV: "production", ...(comparePglite ? { BENCH_SEED: process.env.BENCH_SEED ?? "demo" } : {}) };
const ours = await startOurs("ours", env);
const reference = comparePglite
  ? await startOurs("pglite", { ...env, BENCH_DATABASE_URL: "memory://" })
  : await startTarget("reference", "bench/reference/server.ts", env);
const postgraphile = postgraphileTarget();
const data: BenchData = { cardIds: ours.cardIds ?? [], tokens: ours.tokens ?? [] };
const referenceData: BenchData = { cardIds: reference.cardIds ?? [], tokens: reference.tokens ?? [] };
// The PGlite comparison sends both servers our requests, each with its own sessions and card ids.
const referenceRequest = (scenario: Scenario) =>
  comparePglite ? (i: number) => scenario.ours(i, referenceData) : scenario.reference ? (i: number) => scenario.reference!(i, data) : null;
const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
const scenarios: Scenario[] = [...SCENARIOS, ...(process.env.BENCH_EXTRA ? EXTRA_SCENARIOS : [])].filter(
  (s) => !only?.length || only.some((part) => s.name.includes(part)),
);

const agent = new http.Agent({ keepAlive: true });
const rows: Record<string, string | number>[] = [];
const slowest: string[] = [];
for (const scenario of scenarios) {
  // Same JSON from both (parsed, key order aside), checked on a few requests before timing.
  const notes: string[] = [];
  const toReference = referenceRequest(scenario);
  const parse = (body: string) => {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  };
  if (toReference) {
    for (const i of [1, 2, 3]) {
      const [a, b] = await Promise.all([send(agent, ours.port, scenario.ours(i, data)), send(agent, reference.port, toReference(i))]);
      const diff = firstDifference(parse(a.body), parse(b.body));
      if (diff) {
        notes.push(`JSON differs: ${diff}`);
        break;
      }
    }
  }
  // PostGraphile's answer, renamed into ours (ids, author name, timestamps), must hold the same rows.
  if (postgraphile && scenario.postgraphile) {
    for (const i of [1, 2, 3]) {
      const [a, b] = await Promise.all([send(agent, ours.port, scenario.ours(i, data)), send(agent, postgraphile.port, scenario.postgraphile(i, data))]);
      const diff = firstDifference(parse(a.body), asOurCardReviews(parse(b.body)));
      if (diff) {
        notes.push(`PostGraphile's JSON differs: ${diff}`);
        break;
      }
    }
  }
  const pairs: [Target, (i: number) => BenchRequest][] = [[ours, (i) => scenario.ours(i, data)]];
  if (toReference) pairs.push([reference, toReference]);
  if (postgraphile && scenario.postgraphile) pairs.push([postgraphile, (i) => scenario.postgraphile!(i, data)]);
  for (const [target, make] of pairs) await runLoad(target.port, make, { connections, seconds: 1 }); // warm-up
  const runs = new Map<Target, Run[]>(pairs.map(([t]) => [t, []]));
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first so drift on a shared machine falls on both.
    const order = round % 2 ? [...pairs].reverse() : pairs;
    for (const [target, make] of order) runs.get(target)!.push(await measure(target, make, { connections, seconds }));
  }
  const summary = (t: Target) => {
    const list = runs.get(t)!;
    const m = (f: (r: Run) => number) => median(list.map(f));
    return { rps: m((r) => r.rps), p50: m((r) => r.p50), p95: m((r) => r.p95), cpu: m((r) => r.cpuMs), sql: m((r) => r.sql),
      sqlMs: m((r) => r.sqlMs), maxSqlMs: Math.max(...list.map((r) => r.maxSqlMs)), kb: m((r) => r.bytes) / 1024,
      errors: list.reduce((s, r) => s + r.errors, 0), maxSql: list.reduce((a, r) => (r.maxSqlMs > a.maxSqlMs ? r : a)).maxSql };
  };
  const o = summary(ours);
  const ref = toReference ? summary(reference) : null;
  const pgl = postgraphile && runs.has(postgraphile) ? summary(postgraphile) : null;
  rows.push({
    scenario: scenario.name,
    "ours rps": o.rps,
    "ref rps": ref?.rps ?? "",
    ratio: ref ? r2(o.rps / ref.rps) : "",
    "ours p50/p95 ms": `${r1(o.p50)}/${r1(o.p95)}`,
    "ref p50/p95 ms": ref ? `${r1(ref.p50)}/${r1(ref.p95)}` : "",
    "CPU ms/req ours/ref": `${r2(o.cpu)}/${ref ? r2(ref.cpu) : "-"}`,
    "SQL/req ours/ref": `${r1(o.sql)}/${ref ? r1(ref.sql) : "-"}`,
    "SQL ms/req ours/ref": `${r1(o.sqlMs)}/${ref ? r1(ref.sqlMs) : "-"}`,
    "max SQL ms ours/ref": `${r1(o.maxSqlMs)}/${ref ? r1(ref.maxSqlMs) : "-"}`,
    "KB ours/ref": `${r1(o.kb)}/${ref ? r1(ref.kb) : "-"}`,
    ...(pgl ? { "PostGraphile rps": pgl.rps, "ours/PostGraphile": r2(o.rps / pgl.rps), "PostGraphile p50/p95 ms": `${r1(pgl.p50)}/${r1(pgl.p95)}`,
      "PostGraphile CPU ms/req": r2(pgl.cpu) } : {}),
    errors: o.errors + (ref?.errors ?? 0) + (pgl?.errors ?? 0),
  });
  slowest.push(`${scenario.name}: ours' slowest statement ${r1(o.maxSqlMs)} ms: ${o.maxSql.replace(/\s+/g, " ").slice(0, 300)}`);
  for (const note of notes) slowest.push(`${scenario.name}: ${note}`);
  console.log(`done: ${scenario.name} (ratio ${rows.at(-1)!.ratio || "-"})`);
}
agent.destroy();
if (rows.length) console.table(rows);
if (slowest.length) console.log(slowest.join("\n"));

if (!only?.length || only.some((part) => MIXED_NAME.includes(part))) {
  const off = await startOurs("ours, response cache off", { ...env, RESPONSE_CACHE_TTL_MS: "0" });
  const mixData = (t: Target): MixedData => ({ cardIds: t.cardIds ?? [], tokens: t.tokens ?? [], likes: t.likes ?? [] });
  const mixed = await runMixed({ on: ours, off }, { on: mixData(ours), off: mixData(off) }, { connections, seconds, rounds });
  console.table(mixed.rows);
  console.log(`${MIXED_NAME}: cache on / off: throughput ${mixed.rpsRatio}×, p95 ${mixed.p95Ratio}×`);
  const rss = async (t: Target) => Math.round((await t.stats()).rssBytes / 2 ** 20);
  console.log(`server RSS after the mixed runs: cache on ${await rss(ours)} MiB, off ${await rss(off)} MiB`);
  await off.stop();
}
await Promise.all([ours.stop(), reference.stop()]);
