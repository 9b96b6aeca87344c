// The community's mix (issue 27): 90 % anonymous reads (card pages over a Zipf spread of 5,000
// cards, searches), 8 % signed-in card pages, 2 % writes (reviews, review likes), against our
// server with its response cache on and off. The same request index gives the same request on
// both, so the two see the same traffic.
import CardDetailRouteQuery from "../client/__generated__/CardDetailRouteQuery.graphql";
import type { BenchRequest } from "./load";
import { measure, median, r1, r2, type Run } from "./measure";
import { SEARCH_QUERY, bearer, createReviewRequest, gql, globalId, persisted, restSearch, search, type BenchData } from "./scenarios";
import type { Target } from "./target";

export const MIXED_NAME = "mixed 90/8/2 (anonymous/signed-in/writes)";

export interface MixedData extends BenchData {
  likes: { reviewId: number; token: number }[];
}

/** A uniform number in [0, 1) drawn from request index `i` on stream `stream` (a 32-bit integer hash). */
function uniform(i: number, stream: number) {
  let x = Math.imul(i ^ Math.imul(stream + 1, 0x85ebca6b), 0x9e3779b1);
  x = Math.imul(x ^ (x >>> 16), 0x21f0aaad);
  x = Math.imul(x ^ (x >>> 15), 0x735a2d97);
  return ((x ^ (x >>> 15)) >>> 0) / 2 ** 32;
}

/** Maps a uniform number to a rank in [0, n) with P(rank) ∝ 1 / (rank + 1): a few cards get most visits. */
function zipf(n: number) {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) cdf[r] = sum += 1 / (r + 1);
  return (u: number) => {
    let [lo, hi] = [0, n - 1];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < u * sum) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

const isWrite = (i: number) => uniform(i, 0) >= 0.98;

/** The mix's request number `i`. */
export function mixedRequests(data: MixedData): (i: number) => BenchRequest {
  const rank = zipf(Math.min(5_000, data.cardIds.length));
  return (i) => {
    const kind = uniform(i, 0);
    const u = uniform(i, 1);
    const card = data.cardIds[rank(uniform(i, 2))];
    const variant = Math.floor(uniform(i, 3) * 2 ** 20);
    const cardPage = (headers?: Record<string, string>) => persisted(CardDetailRouteQuery, { id: globalId("Card", card) }, headers);
    if (kind < 0.9) {
      if (u < 0.75) return cardPage();
      return u < 0.875 ? gql(SEARCH_QUERY, { filter: search(variant) }) : { method: "GET", path: `/api/cards${restSearch(variant)}` };
    }
    if (kind < 0.98) return cardPage(bearer(data, variant));
    if (u < 0.5 || data.likes.length === 0) return createReviewRequest(card, i, bearer(data, variant));
    const like = data.likes[variant % data.likes.length];
    return { method: "POST", path: `/api/reviews/${like.reviewId}/like`, headers: { authorization: `Bearer ${data.tokens[like.token]}` } };
  };
}

/** Writes among `requests` of the mix from request number `from`. */
function writesIn(from: number, requests: number) {
  let writes = 0;
  for (let i = from; i < from + requests; i++) if (isWrite(i)) writes++;
  return writes;
}

// runLoad numbers each run's requests from 0: each round starts the mix here instead, so rounds
// differ from one another while both targets of a round get the same requests.
const ROUND_STRIDE = 10_000_000;

/** Runs the mix on both targets, alternating, and returns one row each plus the on/off ratios. */
export async function runMixed(
  targets: { on: Target; off: Target },
  data: { on: MixedData; off: MixedData },
  { connections, seconds, rounds }: { connections: number; seconds: number; rounds: number },
) {
  const pairs = [["on", targets.on], ["off", targets.off]] as const;
  const make = (key: "on" | "off", round: number) => {
    const request = mixedRequests(data[key]);
    return (i: number) => request(round * ROUND_STRIDE + i);
  };
  for (const [key, target] of pairs) await measure(target, make(key, 0), { connections, seconds: 1 }); // warm-up
  const runs = { on: [] as (Run & { round: number })[], off: [] as (Run & { round: number })[] };
  for (let round = 1; round <= rounds; round++) {
    for (const [key, target] of round % 2 ? pairs : [...pairs].reverse()) {
      runs[key].push({ ...(await measure(target, make(key, round), { connections, seconds })), round });
    }
  }
  const summary = (list: (Run & { round: number })[]) => {
    const sum = (f: (r: Run & { round: number }) => number) => list.reduce((s, r) => s + f(r), 0);
    const writes = sum((r) => writesIn(r.round * ROUND_STRIDE, r.requests));
    const looked = sum((r) => r.cache.hits + r.cache.misses);
    return {
      rps: median(list.map((r) => r.rps)),
      p50: median(list.map((r) => r.p50)),
      p95: median(list.map((r) => r.p95)),
      cpu: median(list.map((r) => r.cpuMs)),
      hitRate: looked ? sum((r) => r.cache.hits) / looked : null,
      perWrite: writes ? sum((r) => r.cache.invalidations) / writes : 0,
      droppedPerWrite: writes ? sum((r) => r.cache.dropped) / writes : 0,
      writesPerSecond: writes / (list.length * seconds),
      errors: sum((r) => r.errors),
    };
  };
  const [on, off] = [summary(runs.on), summary(runs.off)];
  const row = (cache: string, s: typeof on) => ({
    scenario: `${MIXED_NAME}, response cache ${cache}`,
    rps: s.rps,
    "p50/p95 ms": `${r1(s.p50)}/${r1(s.p95)}`,
    "CPU ms/req": r2(s.cpu),
    "anonymous hit rate": s.hitRate === null ? "-" : `${r1(s.hitRate * 100)} %`,
    "invalidations/write": r2(s.perWrite),
    "answers dropped/write": r2(s.droppedPerWrite),
    "writes/s": r1(s.writesPerSecond),
    errors: s.errors,
  });
  return { rows: [row("on", on), row("off", off)], rpsRatio: r2(on.rps / off.rps), p95Ratio: r2(on.p95 / off.p95) };
}
