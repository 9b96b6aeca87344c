/**
 * Card reviews as parallel arrays (a million rows stay cheap): a long tail of review counts per card,
 * one shown review per (card, user) and a few older superseded ones, ratings that follow the card's stats.
 */
import { FORMATIONS } from "../../domain/formations";
import { POSITIONS, type Position } from "../../domain/positions";
import { overallRating } from "../../domain/rating";
import type { SeedCard } from "./cards";
import { END_TIME, HOUR_MS, Rng, WeightedIndex, clamp, sampleDistinct } from "./random";
import { DEMO_ID, type SeedUser } from "./users";

export interface ReviewSet {
  n: number;
  card: Int32Array;
  user: Int32Array;
  time: Float64Array;
  /** Six ratings per review, row-major. */
  ratings: Uint8Array;
  /** overallRating × 10. */
  overall: Uint8Array;
  latest: Uint8Array;
  formation: Uint8Array;
  /** Index into POSITION_NAMES of the position-break, or -1. */
  positionBreak: Int8Array;
  hasText: Uint8Array;
}

export const POSITION_NAMES: readonly Position[] = POSITIONS;
/** Plausible position breaks (never LWB/RWB, never to or from GK). */
const BREAKS: Record<Position, readonly Position[]> = {
  GK: [], CB: ["CDM", "RB", "LB"], LB: ["LM", "CB", "RB"], RB: ["RM", "CB", "LB"], LWB: ["LB", "LM"], RWB: ["RB", "RM"],
  CDM: ["CM", "CB"], CM: ["CDM", "CAM"], CAM: ["CM", "CF", "ST"], LM: ["LW", "LB", "CM"], RM: ["RW", "RB", "CM"],
  LW: ["LM", "ST", "RW"], RW: ["RM", "ST", "LW"], CF: ["ST", "CAM"], ST: ["CF", "LW", "RW"],
};
/** How often each formation is chosen (the classics more than the exotic ones). */
const FORMATION_POPULARITY = FORMATIONS.map((f) =>
  /^4-3-3 홀딩|^4-2-3-1 넓게|^4-4-2 플랫|^4-1-2-1-2 좁게|^4-2-2-2/.test(f.name) ? 5 : /^4-/.test(f.name) ? 2 : 1,
);
const FORMATIONS_BY_POSITION = new Map<Position, [number, number][]>(
  POSITION_NAMES.map((p) => [
    p,
    FORMATIONS.flatMap((f, i) => (f.positions.some((s) => s.position === p) ? [[i, FORMATION_POPULARITY[i]] as [number, number]] : [])),
  ]),
);

/** One review's ratings: the card's stat shape, the card's hidden quality, the reviewer's mood. */
function rate(rng: Rng, card: SeedCard, quality: number, bias: number, out: Uint8Array, at: number): void {
  const base = 6.6 + ((card.ovr - 70) / 50) * 3 + quality + bias;
  for (let k = 0; k < 6; k++) {
    out[at + k] = clamp(Math.round(base + (card.basis[k] - card.ovr) / 16 + rng.normal(0, 0.9)), 1, 10);
  }
}

export function generateReviews(cards: SeedCard[], users: SeedUser[], target: number, duplicateShare: number, seed: string): ReviewSet {
  const rng = Rng.of(seed, "reviews");
  const writers = users.filter((u) => !u.isAdmin);
  const weights = writers.map((u) => u.activity);
  const writerIndex = new WeightedIndex(weights);
  const bias = writers.map(() => rng.normal(0, 0.5));
  const popularity = cards.map((c) => rng.logNormal(0.9) * ((c.ovr - 60) / 40) ** 2 * (c.isNew ? 1.6 : 1));
  const popSum = popularity.reduce((a, b) => a + b, 0);
  const cap = Math.floor(writers.length * 0.8);
  const cols = { card: [] as number[], user: [] as number[], time: [] as number[], latest: [] as number[], fi: [] as number[], pb: [] as number[], text: [] as number[] };
  const ratingRows: number[] = [];
  const tmp = new Uint8Array(6);
  const push = (card: SeedCard, userPos: number, time: number, latest: boolean, quality: number) => {
    const positionBreak = card.position !== "GK" && rng.chance(0.12) ? rng.pick(BREAKS[card.position]) : null;
    const played = positionBreak ?? card.position;
    cols.card.push(card.id);
    cols.user.push(writers[userPos].id);
    cols.time.push(time);
    cols.latest.push(latest ? 1 : 0);
    cols.fi.push(rng.weighted(FORMATIONS_BY_POSITION.get(played)!));
    cols.pb.push(positionBreak ? POSITION_NAMES.indexOf(positionBreak) : -1);
    cols.text.push(rng.chance(0.7) ? 1 : 0);
    rate(rng, card, quality, bias[userPos], tmp, 0);
    for (let k = 0; k < 6; k++) ratingRows.push(tmp[k]);
  };
  let demoHasDuplicate = false;
  for (let c = 0; c < cards.length; c++) {
    const card = cards[c];
    const quality = rng.normal(0, 0.6);
    const count = Math.min(cap, rng.roundRandom((target * popularity[c]) / popSum));
    for (const userPos of sampleDistinct(rng, writerIndex, weights, count)) {
      const from = Math.max(card.createdAt, writers[userPos].createdAt) + HOUR_MS / 2;
      const start = Math.min(from, END_TIME - HOUR_MS);
      const time = Math.round(start + (END_TIME - start) * rng.next() ** 2);
      // The demo member's first reviews always include one superseded review, to show "newest only".
      const forceDuplicate = writers[userPos].id === DEMO_ID && !demoHasDuplicate;
      if (forceDuplicate) demoHasDuplicate = true;
      if (forceDuplicate || rng.chance(duplicateShare)) {
        push(card, userPos, Math.round(start + (time - start) * rng.next()), false, quality);
      }
      push(card, userPos, time, true, quality);
    }
  }
  return orderByTime(cols, ratingRows);
}

function orderByTime(
  cols: { card: number[]; user: number[]; time: number[]; latest: number[]; fi: number[]; pb: number[]; text: number[] },
  ratingRows: number[],
): ReviewSet {
  const n = cols.card.length;
  const order = new Uint32Array(n).map((_, i) => i);
  order.sort((a, b) => cols.time[a] - cols.time[b] || a - b);
  const set: ReviewSet = {
    n,
    card: new Int32Array(n), user: new Int32Array(n), time: new Float64Array(n), ratings: new Uint8Array(n * 6),
    overall: new Uint8Array(n), latest: new Uint8Array(n), formation: new Uint8Array(n),
    positionBreak: new Int8Array(n), hasText: new Uint8Array(n),
  };
  const six = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < n; i++) {
    const from = order[i];
    set.card[i] = cols.card[from];
    set.user[i] = cols.user[from];
    set.time[i] = cols.time[from];
    set.latest[i] = cols.latest[from];
    set.formation[i] = cols.fi[from];
    set.positionBreak[i] = cols.pb[from];
    set.hasText[i] = cols.text[from];
    for (let k = 0; k < 6; k++) six[k] = set.ratings[i * 6 + k] = ratingRows[from * 6 + k];
    set.overall[i] = Math.round(overallRating(six) * 10);
  }
  return set;
}
