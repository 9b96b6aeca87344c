// npm run bench:stat-leaders: p50/p95 of the stat-leader service on the bench data set (20,000
// cards), cold (each selection's first request: one SQL statement) and cached (the same
// selections again, answered by the 5-minute cache). Reads BENCH_DATABASE_URL (default
// postgresql://postgres@127.0.0.1:5432/fcm_bench, loaded by `npm run bench`); writes nothing.
import { openDatabase } from "../server/platform/db";
import { createTtlCache } from "../server/platform/ttlCache";
import { getStatLeaders } from "../server/modules/tools/statLeaders.service";
import { SKILL_BOOSTS } from "../domain/skillBoosts";
import { DETAILED_STAT_KEYS } from "../domain/stats";
import { STAT_LEADERS_CACHE_MS } from "../domain/statLeaders";

const url = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/fcm_bench";
const count = Number(process.env.BENCH_SELECTIONS ?? 300);
const positions = [null, "ST", "CB", "CM", "LW", "CDM", null, "GK"];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
// Distinct selections: 2-3 boosts and 1-3 stats each, a position or all.
const selections = Array.from({ length: count }, (_, i) => ({
  position: pick(positions, i),
  boosts: [pick(SKILL_BOOSTS, i).key, pick(SKILL_BOOSTS, i * 7 + 3).key, ...(i % 2 ? [pick(SKILL_BOOSTS, i * 13 + 5).key] : [])],
  stats: [pick(DETAILED_STAT_KEYS, i), ...(i % 3 ? [pick(DETAILED_STAT_KEYS, i * 5 + 1)] : []), ...(i % 4 ? [pick(DETAILED_STAT_KEYS, i * 11 + 2)] : [])],
}));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50).toFixed(2), p95: percentile(sorted, 95).toFixed(2), max: sorted.at(-1)!.toFixed(2) };
};

async function run() {
  const db = await openDatabase({ databaseUrl: url });
  try {
    const cards = await db.prisma.card.count();
    const cache = createTtlCache({ ttlMs: STAT_LEADERS_CACHE_MS, maxEntries: 500 });
    // Warm the pool and the plan cache with a throwaway selection, outside the cache under test.
    await getStatLeaders(db, createTtlCache({ ttlMs: 1, maxEntries: 1 }), { boosts: ["sniper"], stats: ["finishing"] });
    const timed = async () => {
      const ms: number[] = [];
      for (const s of selections) {
        const start = performance.now();
        await getStatLeaders(db, cache, s);
        ms.push(performance.now() - start);
      }
      return ms;
    };
    const cold = await timed();
    const cached = await timed();
    console.log(JSON.stringify({ cards, selections: count, coldMs: summary(cold), cachedMs: summary(cached) }, null, 2));
  } finally {
    await db.close();
  }
}

await run();
