import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import { cardGid, payload, restClient } from "../../../test/server/reviewsKit";
import { recomputeCardReviewStats } from "../../core/contentLocks";
import { overallRating } from "../../../domain/rating";
import {
  INSIGHT_AXES, INSIGHT_MIN_REVIEWS, NEGATIVE_MAX, POSITIVE_MIN, extremeAxes, percentileAmong, type InsightAxisKey,
} from "../../../domain/reviewInsight";

const INSIGHT = /* GraphQL */ `
  query ($id: ID!) { card(id: $id) { reviewInsight {
    peerCount strongest weakest axes { key average percentile }
    positive { reviewText overallRating likeCount } negative { reviewText overallRating likeCount }
  } } }
`;

type RawReview = { cardId: number; isLatest: boolean; hiddenAt: Date | null; reviewText: string | null; overallRating: number; likeCount: number; createdAt: Date; id: number } & Record<string, unknown>;

/** The summary recomputed from raw review rows with the domain rule, no SQL. */
function recompute(cardId: number, cards: { id: number; position: string }[], reviews: RawReview[]) {
  const shown = (id: number) => reviews.filter((r) => r.cardId === id && r.isLatest && r.hiddenAt === null);
  const avg = (id: number, column: string) => { const rs = shown(id); return rs.reduce((s, r) => s + (r[column] as number), 0) / rs.length; };
  const me = cards.find((c) => c.id === cardId)!;
  if (shown(cardId).length < INSIGHT_MIN_REVIEWS) return null;
  const peers = cards.filter((c) => c.position === me.position && shown(c.id).length >= INSIGHT_MIN_REVIEWS);
  const axes = INSIGHT_AXES.map((a) => ({ key: a.key, average: avg(cardId, a.review), percentile: percentileAmong(avg(cardId, a.review), peers.map((p) => avg(p.id, a.review))) }));
  const quote = (test: (r: RawReview) => boolean) => {
    const best = shown(cardId).filter((r) => (r.reviewText ?? "").trim() !== "" && test(r))
      .sort((a, b) => b.likeCount - a.likeCount || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
    return best ? { reviewText: best.reviewText, overallRating: best.overallRating, likeCount: best.likeCount } : null;
  };
  return {
    peerCount: peers.length,
    ...extremeAxes(Object.fromEntries(axes.map((a) => [a.key, a.percentile])) as Record<InsightAxisKey, number>),
    axes,
    positive: quote((r) => r.overallRating >= POSITIVE_MIN),
    negative: quote((r) => r.overallRating <= NEGATIVE_MAX),
  };
}

describe.each(BACKENDS)("the review summary on %s", (backend) => {
  let t: TestApp;
  let cards: { id: number; position: string }[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.db.prisma;
    await createCards(db, 6, "ST");
    // createCards answers every card in the database.
    cards = (await createCards(db, 2, "CB")).map((c) => ({ id: c.id, position: c.position }));
    const users = await Promise.all(Array.from({ length: 15 }, () => createUser(db)));
    // A fixed pseudo-random stream: review counts 2-15 per card, some replaced, hidden, without text, liked.
    let seed = 7;
    const next = (n: number) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return Math.floor((seed / 2 ** 31) * n); };
    for (const card of cards) {
      const count = 2 + next(14);
      for (let u = 0; u < count; u++) {
        const ratings = INSIGHT_AXES.map(() => 1 + next(10));
        const data = Object.fromEntries(INSIGHT_AXES.map((a, i) => [a.review, ratings[i]]));
        await db.review.create({
          data: {
            ...data, paceRating: ratings[0], shootingRating: ratings[1], passingRating: ratings[2], agilityRating: ratings[3], defenseRating: ratings[4], physicalRating: ratings[5],
            cardId: card.id, userId: users[u].user.id, overallRating: overallRating(ratings), formation: "4-3-3 홀딩",
            reviewText: next(4) === 0 ? null : `리뷰 ${card.id}-${u}`, likeCount: next(5), isLatest: next(8) !== 0,
            hiddenAt: next(10) === 0 ? new Date() : null, createdAt: new Date(Date.UTC(2026, 0, 1 + next(300))),
          },
        });
      }
    }
    await db.$transaction(async (tx) => { for (const c of cards) await recomputeCardReviewStats(tx, c.id); });
  });
  afterAll(() => t.close());

  it("equals a recomputation from the raw reviews for every card", async () => {
    const reviews = (await t.db.prisma.review.findMany()) as unknown as RawReview[];
    let shown = 0;
    for (const card of cards) {
      const { data, errors } = await t.gql(INSIGHT, { id: cardGid(card.id) });
      expect(errors).toBeUndefined();
      const want = recompute(card.id, cards, reviews);
      if (want) shown++;
      if (!want) expect(data.card.reviewInsight).toBeNull();
      else {
        const got = data.card.reviewInsight;
        expect({ ...got, axes: undefined }).toEqual({ ...want, axes: undefined });
        got.axes.forEach((a: { key: string; average: number; percentile: number }, i: number) => {
          expect(a.key).toBe(want.axes[i].key);
          expect(a.average).toBeCloseTo(want.axes[i].average, 9);
          expect(a.percentile).toBeCloseTo(want.axes[i].percentile, 9);
        });
      }
    }
    // The data exercises both branches.
    expect(shown).toBeGreaterThan(1);
    expect(shown).toBeLessThan(cards.length);
  });

  it("follows a new review written through the API (the same transaction keeps the averages)", async () => {
    const before = (await t.db.prisma.review.findMany()) as unknown as RawReview[];
    const target = cards.find((c) => recompute(c.id, cards, before) !== null)!;
    const author = await createUser(t.db.prisma);
    const rest = restClient(t);
    const res = await rest("/api/reviews", author.token, "POST", { cardId: target.id, ...payload({ paceRating: 10, shootingRating: 10, passingRating: 10, agilityRating: 10, defenseRating: 10, physicalRating: 10, reviewText: "최고의 카드" }) });
    expect(res.status).toBe(200);
    const reviews = (await t.db.prisma.review.findMany()) as unknown as RawReview[];
    const { data } = await t.gql(INSIGHT, { id: cardGid(target.id) });
    const want = recompute(target.id, cards, reviews);
    expect(want).not.toBeNull();
    expect(data.card.reviewInsight.peerCount).toBe(want!.peerCount);
    expect(data.card.reviewInsight.strongest).toBe(want!.strongest);
    expect(data.card.reviewInsight.axes.map((a: { average: number }) => a.average)).toEqual(want!.axes.map((a) => expect.closeTo(a.average, 9)));
  });
});
