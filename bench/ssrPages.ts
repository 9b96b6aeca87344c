// Server-rendered page HTML (client/ssr) against a running server, 20 connections, 10 s each:
// card pages with a query string of their own (every request misses the response cache and renders),
// one card page again and again (cache hits), the home page uncached and cached.
//   BENCH_URL=http://localhost:3000 npx tsx bench/ssrPages.ts      (BENCH_SECONDS, BENCH_CONNECTIONS: one count or a list "1,4,20";
//   BENCH_ONLY: a word the scenarios to run have in their name, e.g. "uncached")
import { runLoad } from "./load";

const BASE = process.env.BENCH_URL ?? "http://localhost:3000";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "20").split(",").map(Number);
const ONLY = process.env.BENCH_ONLY ?? "";

async function main() {
  const port = Number(new URL(BASE).port);
  const { cards } = (await (await fetch(`${BASE}/api/cards?limit=100`)).json()) as { cards: { id: number }[] };
  const headers = { "accept-encoding": "br, gzip" };
  const scenarios: [string, (i: number) => string][] = [
    ["card pages, uncached (100 cards)", (i) => `/cards/${cards[i % cards.length].id}?bench=${i}-${Date.now()}`],
    ["one card page, cached", () => `/cards/${cards[0].id}`],
    ["home, uncached", (i) => `/?bench=${i}-${Date.now()}`],
    ["home, cached", () => "/"],
  ];
  for (const [name, path] of scenarios.filter(([name]) => name.includes(ONLY))) {
    for (const connections of CONNECTIONS) {
      const r = await runLoad(port, (i) => ({ method: "GET", path: path(i), headers }), { connections, seconds: SECONDS });
      console.log(`${`${name}, ${connections} conn.`.padEnd(44)} ${r.rps.toFixed(0).padStart(5)} rps  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors}  ${(r.bytes / 1024).toFixed(1)} KB`);
    }
  }
}

await main();
