/** Likes, votes and replies on card reviews: distinct users, never one's own review, always after it. */
import { END_TIME, Rng, WeightedIndex, sampleDistinct } from "./random";
import type { ReviewSet } from "./reviews";
import { DEMO_ID, type SeedUser } from "./users";

export interface Reactions {
  n: number;
  /** Review index (id - 1). */
  review: Int32Array;
  user: Int32Array;
  time: Float64Array;
  /** Votes: 0 up, 1 down. Replies: template index. */
  kind: Uint8Array;
  /** Replies only: index of the parent reply in this set, or -1. */
  parent: Int32Array;
}

interface Actors {
  ids: number[];
  weights: number[];
  index: WeightedIndex;
  positionOf: Map<number, number>;
  joined: number[];
}

export function actors(users: SeedUser[]): Actors {
  const members = users.filter((u) => !u.isAdmin);
  const weights = members.map((u) => 0.3 + u.activity);
  return {
    ids: members.map((u) => u.id),
    weights,
    index: new WeightedIndex(weights),
    positionOf: new Map(members.map((u, i) => [u.id, i])),
    joined: members.map((u) => u.createdAt),
  };
}

/** A time after both `after` and the actor's sign-up, early reactions more likely. */
function reactionTime(rng: Rng, after: number, joined: number): number {
  const from = Math.max(after, joined) + 60_000;
  return Math.round(from + Math.max(0, END_TIME - from) * rng.next() ** 3);
}

function build(review: number[], user: number[], time: number[], kind: number[], parent: number[]): Reactions {
  const n = review.length;
  const order = new Uint32Array(n).map((_, i) => i);
  order.sort((a, b) => time[a] - time[b] || a - b);
  const rank = new Int32Array(n);
  order.forEach((from, i) => (rank[from] = i));
  const out: Reactions = {
    n, review: new Int32Array(n), user: new Int32Array(n), time: new Float64Array(n), kind: new Uint8Array(n), parent: new Int32Array(n),
  };
  order.forEach((from, i) => {
    out.review[i] = review[from];
    out.user[i] = user[from];
    out.time[i] = time[from];
    out.kind[i] = kind[from];
    out.parent[i] = parent[from] < 0 ? -1 : rank[parent[from]];
  });
  return out;
}

/** Per review: `total` spread by a heavy-tailed appeal; shown reviews with text attract the most. */
function perReview(rng: Rng, reviews: ReviewSet, total: number, max: number): Int32Array {
  const appeal = new Float64Array(reviews.n);
  let sum = 0;
  for (let i = 0; i < reviews.n; i++) {
    appeal[i] = rng.logNormal(1.1) * (reviews.hasText[i] ? 1.6 : 0.7) * (reviews.latest[i] ? 1 : 0.3);
    sum += appeal[i];
  }
  const counts = new Int32Array(reviews.n);
  for (let i = 0; i < reviews.n; i++) counts[i] = Math.min(max, rng.roundRandom((total * appeal[i]) / sum));
  return counts;
}

function pairs(reviews: ReviewSet, who: Actors, counts: Int32Array, rng: Rng, kindOf: (i: number) => number): Reactions {
  const review: number[] = [], user: number[] = [], time: number[] = [], kind: number[] = [], parent: number[] = [];
  for (let i = 0; i < reviews.n; i++) {
    if (counts[i] === 0) continue;
    const author = who.positionOf.get(reviews.user[i]) ?? -1;
    for (const pos of sampleDistinct(rng, who.index, who.weights, counts[i], author)) {
      review.push(i);
      user.push(who.ids[pos]);
      time.push(reactionTime(rng, reviews.time[i], who.joined[pos]));
      kind.push(kindOf(i));
      parent.push(-1);
    }
  }
  return build(review, user, time, kind, parent);
}

export function generateLikes(reviews: ReviewSet, who: Actors, total: number, seed: string): Reactions {
  const rng = Rng.of(seed, "likes");
  return pairs(reviews, who, perReview(rng, reviews, total, who.ids.length - 1), rng, () => 0);
}

/** Up votes dominate, more so for well-rated reviews. */
export function generateVotes(reviews: ReviewSet, who: Actors, total: number, seed: string): Reactions {
  const rng = Rng.of(seed, "votes");
  const counts = perReview(rng, reviews, total, 40);
  return pairs(reviews, who, counts, rng, (i) => (rng.chance(0.55 + (reviews.overall[i] - 60) / 100) ? 0 : 1));
}

/** Top-level replies on liked, written reviews; a third answer an earlier reply (often by the author). */
export function generateReplies(
  reviews: ReviewSet, who: Actors, likeCounts: Int32Array, total: number, templates: [number, number], seed: string,
): Reactions {
  const rng = Rng.of(seed, "replies");
  const weights = new Float64Array(reviews.n);
  for (let i = 0; i < reviews.n; i++) {
    weights[i] = (likeCounts[i] + 0.5) * (reviews.hasText[i] ? 1 : 0.3) * (reviews.latest[i] ? 1 : 0.15);
  }
  const target = new WeightedIndex(weights);
  const review: number[] = [], user: number[] = [], time: number[] = [], kind: number[] = [], parent: number[] = [];
  const add = (rv: number, pos: number, after: number, parentAt: number) => {
    review.push(rv);
    user.push(who.ids[pos]);
    time.push(reactionTime(rng, after, who.joined[pos]));
    kind.push(rng.int(0, templates[parentAt < 0 ? 0 : 1] - 1));
    parent.push(parentAt);
  };
  const topLevel = Math.round(total * 0.68);
  const demoReviews: number[] = [];
  for (let i = 0; i < reviews.n; i++) if (reviews.user[i] === DEMO_ID && reviews.latest[i]) demoReviews.push(i);
  for (let r = 0; r < topLevel; r++) {
    // Every few replies lands on the demo member's reviews, so that account has notifications to show.
    const rv = r % 600 === 0 && demoReviews.length > 0 ? rng.pick(demoReviews) : target.draw(rng);
    let pos = who.index.draw(rng);
    while (who.ids[pos] === reviews.user[rv]) pos = who.index.draw(rng);
    add(rv, pos, reviews.time[rv], -1);
  }
  for (let r = topLevel; r < total; r++) {
    const up = rng.int(0, topLevel - 1);
    const rv = review[up];
    const authorPos = who.positionOf.get(reviews.user[rv]);
    const pos = rng.chance(0.4) && authorPos !== undefined ? authorPos : who.index.draw(rng);
    add(rv, pos, time[up], up);
  }
  return build(review, user, time, kind, parent);
}

/** Likes per review, for the reply weights (the stored counters are recomputed in SQL). */
export function countPerReview(n: number, set: Reactions): Int32Array {
  const counts = new Int32Array(n);
  for (let i = 0; i < set.n; i++) counts[set.review[i]]++;
  return counts;
}
