// Our server as a bench target (forked by bench/index.ts): loads the bench data set on first use,
// opens sessions for the signed-in scenarios and reports CPU, SQL and response-cache counts over IPC.
import { parseConfig } from "../server/config";
import { buildApp } from "../server/app";
import { baselineWasmWithPostgres } from "../server/platform/wasmTiering";
import { isEmpty, seedDatabase, type SeedProfile } from "../prisma/seed/index";
import { createSession } from "../server/core/session";
import { serveStats } from "./target";
import { startProfiler } from "./profiler";

const config = parseConfig({ ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL, SEED: "none", NODE_ENV: "production" });
// As server/index.ts starts it.
baselineWasmWithPostgres(config.databaseUrl);
// statementLog feeds the SQL columns; it costs our server CPU production does not pay (server/platform/db.ts).
// BENCH_STATEMENT_LOG=0 leaves it off, as in production: the SQL columns then read 0.
const statementLog = process.env.BENCH_STATEMENT_LOG !== "0";
const app = await buildApp(config, { statementLog });
const { database } = app.services;
const seed: SeedProfile = process.env.BENCH_SEED === "demo" ? "demo" : "bench";
if (await isEmpty(database)) {
  console.log(`loading the ${seed} data set into ${database.kind}${seed === "bench" ? " (about 2 minutes)" : ""}…`);
  console.log(await seedDatabase(database, seed));
}
const members = await database.prisma.user.findMany({ where: { isAdmin: false, isDeleted: false }, select: { id: true }, take: 200 });
const tokens = await Promise.all(members.map((m) => createSession(database.prisma, m.id, 1)));
const cardIds = (await database.prisma.card.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: 5000 })).map((c) => c.id);
// The mixed scenario's likes: shown reviews of the most visited cards, each liked by a member who did not write it.
const shown = await database.prisma.review.findMany({
  where: { cardId: { in: cardIds.slice(0, 100) }, isLatest: true, hiddenAt: null },
  select: { id: true, userId: true },
  orderBy: { id: "asc" },
  take: 2000,
});
const likes = shown
  .map((r, j) => ({ reviewId: r.id, token: [j, j + 1].map((k) => k % members.length).find((k) => members[k].id !== r.userId) }))
  .filter((l): l is { reviewId: number; token: number } => l.token !== undefined);

let statements = 0;
let sqlMs = 0;
let maxSqlMs = 0;
let maxSql = "";
if (statementLog) database.onQuery(({ durationMs, query }) => {
  statements++;
  sqlMs += durationMs;
  if (durationMs > maxSqlMs) {
    maxSqlMs = durationMs;
    maxSql = query;
  }
});

const base = new URL(await app.start(0, "127.0.0.1"));
// Profiles the measured runs only (from the first stats call), not start-up and seeding.
let profiler: Awaited<ReturnType<typeof startProfiler>> | null = null;
const profileDir = process.env.BENCH_CPU_PROF;
serveStats(
  () => {
    if (profileDir && !profiler) void startProfiler().then((p) => (profiler = p));
    const stats = { statements, sqlMs, maxSqlMs, maxSql, cache: app.services.responses.stats() };
    maxSqlMs = 0;
    return stats;
  },
  async () => {
    if (profiler) console.log(`CPU profile: ${await profiler.stop(profileDir ?? ".")}`);
    await app.stop();
  },
);
process.send?.({ type: "ready", port: Number(base.port), tokens, cardIds, likes });
