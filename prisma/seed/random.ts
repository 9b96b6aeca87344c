/**
 * Seeded pseudo-random numbers for the demo data: the same seed always yields the same sequence,
 * so every profile produces identical rows and ids on every run. Never Math.random or the clock.
 */

/** 32-bit FNV-1a of a string, used to derive one independent stream per seed section. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number | string) {
    this.state = (typeof seed === "string" ? hashString(seed) : seed) >>> 0;
  }

  /** A fresh stream derived from this seed and a label (sections stay independent). */
  static of(...parts: (string | number)[]): Rng {
    return new Rng(hashString(parts.join(":")));
  }

  /** mulberry32: uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Standard normal via Box-Muller (one value per call keeps the stream simple). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  logNormal(sigma: number): number {
    return Math.exp(this.normal(0, sigma));
  }

  /** Picks by weight from [item, weight] pairs. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of pairs) total += w;
    let r = this.next() * total;
    for (const [item, w] of pairs) {
      r -= w;
      if (r < 0) return item;
    }
    return pairs[pairs.length - 1][0];
  }

  /** Rounds x up or down at random so the expected value stays x. */
  roundRandom(x: number): number {
    const f = Math.floor(x);
    return f + (this.next() < x - f ? 1 : 0);
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}

/** Cumulative weights for fast repeated weighted draws (binary search). */
export class WeightedIndex {
  private readonly cumulative: Float64Array;
  readonly total: number;

  constructor(weights: ArrayLike<number>) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
      sum += weights[i];
      this.cumulative[i] = sum;
    }
    this.total = sum;
  }

  get size(): number {
    return this.cumulative.length;
  }

  draw(rng: Rng): number {
    const target = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

export function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
/** Every timestamp is this fixed base plus a generated offset. */
export const BASE_TIME = Date.UTC(2025, 6, 1);
/** Activity runs for about 500 days after the base date. */
export const END_TIME = BASE_TIME + 505 * DAY_MS;

/**
 * k distinct indices drawn by weight (without replacement), never `exclude`.
 * Rejection sampling while k is small against the population; exponential keys otherwise.
 */
export function sampleDistinct(
  rng: Rng,
  index: WeightedIndex,
  weights: ArrayLike<number>,
  k: number,
  exclude = -1,
): number[] {
  const n = index.size;
  const want = Math.min(k, exclude >= 0 ? n - 1 : n);
  if (want <= 0) return [];
  if (want * 3 <= n) {
    const chosen = new Set<number>();
    let guard = want * 50;
    while (chosen.size < want && guard-- > 0) {
      const i = index.draw(rng);
      if (i !== exclude) chosen.add(i);
    }
    return [...chosen];
  }
  // Efraimidis-Spirakis: the k largest u^(1/w) form a weighted sample without replacement.
  const keys: { i: number; key: number }[] = [];
  for (let i = 0; i < n; i++) {
    if (i === exclude || weights[i] <= 0) continue;
    keys.push({ i, key: Math.log(1 - rng.next()) / weights[i] });
  }
  keys.sort((a, b) => b.key - a.key || a.i - b.i);
  return keys.slice(0, want).map((k) => k.i);
}
