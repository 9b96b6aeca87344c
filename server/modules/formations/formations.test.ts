import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchKey } from "../../../domain/hangul";
import { rankingScore } from "../../../domain/rating";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";

const F1 = "4-3-3 홀딩";
const F2 = "4-4-2 플랫";
const F3 = "3-5-2";
type Fixture = { card: string; user: number; formation: string; rating: number; positionBreak?: string; isLatest?: boolean };
// Top players at ST in F1 by the ranking score (prior: the mean 8.75 of the four, 10 reviews' worth):
// 다 (LW played at ST, 9.5 → 8.82), 나 (8.5 from 1 → 8.73), 가 (8.5 from 2 → 8.71, pulled further below the mean).
const REVIEWS: Fixture[] = [
  { card: "가", user: 0, formation: F1, rating: 1.0, isLatest: false },
  { card: "가", user: 0, formation: F1, rating: 9.0 },
  { card: "가", user: 1, formation: F1, rating: 8.0 },
  { card: "나", user: 0, formation: F1, rating: 8.5 },
  { card: "다", user: 0, formation: F1, rating: 9.5, positionBreak: "ST" },
  { card: "나", user: 1, formation: F1, rating: 10.0, positionBreak: "LW" },
  { card: "라", user: 0, formation: F2, rating: 7.0 },
  { card: "가", user: 2, formation: F2, rating: 6.0 },
  { card: "라", user: 1, formation: F3, rating: 5.0 },
];
const CARDS = [
  { name: "가", position: "ST", ovr: 100, agilityMain: 91 },
  { name: "나", position: "ST", ovr: 95, agilityMain: 92 },
  { name: "다", position: "LW", ovr: 90, agilityMain: 93 },
  { name: "라", position: "CB", ovr: 85, agilityMain: 94 },
];

const TOP = `query ($formation: String!, $position: String!, $first: Int) {
  topPlayers(formation: $formation, position: $position, first: $first) { rank avgRating reviewCount card { name ovr } }
}`;
const STATS = `{ formationStats { formation percentage count } recommendedFormations(first: 2) { formation usage avgRating } }`;
const get = async (t: TestApp, path: string) => {
  const res = await fetch(`${t.url}${path}`);
  return { status: res.status, body: await res.json() };
};

describe.each(BACKENDS)("formation data from reviews on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.db.prisma;
    await db.card.createMany({ data: CARDS.map((c) => ({ ...c, searchKey: searchKey(c.name), pace: 80, shooting: 81, passing: 82, defending: 40, physical: 70 })) });
    const ids = new Map((await db.card.findMany()).map((c) => [c.name, c.id]));
    const users = [await createUser(db), await createUser(db), await createUser(db)];
    await db.review.createMany({
      data: REVIEWS.map((r, i) => ({
        cardId: ids.get(r.card)!, userId: users[r.user].user.id, formation: r.formation, overallRating: r.rating,
        paceRating: 5, shootingRating: 5, passingRating: 5, agilityRating: 5, defenseRating: 5, physicalRating: 5,
        positionBreak: r.positionBreak ?? null, isLatest: r.isLatest ?? true, createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    });
  });
  afterAll(() => t.close());

  it("shares shown reviews per formation, percent to one decimal, most used first, in one statement", async () => {
    const { result, queries } = await t.countQueries(() => get(t, "/api/reviews/formation-stats"));
    expect(queries).toHaveLength(1);
    expect(result.body).toEqual({
      formations: [
        { formation: F1, count: 5, percentage: 62.5 },
        { formation: F2, count: 2, percentage: 25 },
        { formation: F3, count: 1, percentage: 12.5 },
      ],
    });
    const gql = await t.gql(STATS);
    expect(gql.data.formationStats[0]).toEqual({ formation: F1, count: 5, percentage: 62.5 });
  });

  it("ranks recommended formations by usage with their average rating", async () => {
    const { result, queries } = await t.countQueries(() => get(t, "/api/formations/recommended?limit=10"));
    expect(queries).toHaveLength(1);
    expect(result.body.formations).toEqual([
      { formation: F1, usage: 5, avgRating: 9 },
      { formation: F2, usage: 2, avgRating: 6.5 },
      { formation: F3, usage: 1, avgRating: 5 },
    ]);
    expect((await t.gql(STATS)).data.recommendedFormations).toEqual([
      { formation: F1, usage: 5, avgRating: 9 },
      { formation: F2, usage: 2, avgRating: 6.5 },
    ]);
  });

  it("ranks top players by the ranking score, at the position played, newest reviews only", async () => {
    const { result, queries } = await t.countQueries(() => get(t, `/api/top-players?formation=${encodeURIComponent(F1)}&position=ST&limit=20`));
    // The ranking and the card columns come in one statement.
    expect(queries).toHaveLength(1);
    expect(result.body.players.map((p: { name: string; avgRating: number; reviewCount: number }) => [p.name, p.avgRating, p.reviewCount])).toEqual([
      ["다", 9.5, 1],
      ["나", 8.5, 1],
      ["가", 8.5, 2],
    ]);
    const mean = (9.5 + 8.5 * 2 + 8.5) / 4;
    expect(rankingScore(8.5, 1, mean)).toBeGreaterThan(rankingScore(8.5, 2, mean));
    expect(result.body.players[0]).toEqual({
      id: expect.any(Number), position: "LW", ovr: 90, imageUrl: null, name: "다",
      pace: 80, shooting: 81, passing: 82, dribbling: 93, defending: 40, physical: 70, avgRating: 9.5, reviewCount: 1,
    });
    // English names work too; 나 played at LW counts there, not at ST.
    const lw = await get(t, "/api/top-players?formation=4-3-3%20(holding)&position=lw");
    expect(lw.body.players.map((p: { name: string }) => p.name)).toEqual(["나"]);
    const { result: gql, queries: gqlQueries } = await t.countQueries(() => t.gql(TOP, { formation: F1, position: "ST", first: 2 }));
    expect(gqlQueries).toHaveLength(1); // no per-card query behind `card`
    expect(gql.data.topPlayers).toEqual([
      { rank: 1, avgRating: 9.5, reviewCount: 1, card: { name: "다", ovr: 90 } },
      { rank: 2, avgRating: 8.5, reviewCount: 1, card: { name: "나", ovr: 95 } },
    ]);
    const none = await get(t, `/api/top-players?formation=${encodeURIComponent(F3)}&position=ST`);
    expect(none.body).toEqual({ players: [] });
  });

  it("answers recommended cards in the card shape, registered before /api/cards/:id", async () => {
    const { status, body } = await get(t, `/api/cards/recommend?formation=${encodeURIComponent(F1)}&position=ST&limit=50`);
    expect(status).toBe(200);
    expect(body.cards.map((c: { name: string }) => c.name)).toEqual(["다", "나", "가"]);
    expect(body.cards[2]).toMatchObject({ name: "가", position: "ST", ovr: 100, agilityMain: 91, formationAvgRating: 8.5, formationReviewCount: 2 });
    expect(body.cards[2]).not.toHaveProperty("searchKey");
  });

  it("answers an unknown formation or position with a Korean 404, never an empty list", async () => {
    const bad = await get(t, "/api/top-players?formation=9-9-9&position=ST");
    expect(bad).toEqual({ status: 404, body: { message: "알 수 없는 포메이션입니다." } });
    expect((await get(t, "/api/cards/recommend?formation=9-9-9")).status).toBe(404);
    const badPosition = await get(t, `/api/top-players?formation=${encodeURIComponent(F1)}&position=XX`);
    expect(badPosition).toEqual({ status: 404, body: { message: "알 수 없는 포지션입니다." } });
    const gql = await t.gql(TOP, { formation: "nope", position: "ST" });
    expect(gql.errors?.[0]).toMatchObject({ message: "알 수 없는 포메이션입니다.", extensions: { code: "NotFoundError" } });
  });

  it("caps every list at 100", async () => {
    const db = t.db.prisma;
    const { user } = await createUser(db);
    await db.card.createMany({ data: Array.from({ length: 105 }, (_, i) => ({ name: `수비${i}`, searchKey: `수비${i}`, position: "CB", ovr: 80 })) });
    const cbs = await db.card.findMany({ where: { position: "CB", name: { startsWith: "수비" } } });
    await db.review.createMany({
      data: cbs.map((c) => ({
        cardId: c.id, userId: user.id, formation: "5-3-2", overallRating: 7,
        paceRating: 7, shootingRating: 7, passingRating: 7, agilityRating: 7, defenseRating: 7, physicalRating: 7,
      })),
    });
    const capped = await get(t, "/api/top-players?formation=5-3-2&position=CB&limit=1000");
    expect(capped.body.players).toHaveLength(100);
    expect((await get(t, "/api/top-players?formation=5-3-2&position=CB")).body.players).toHaveLength(20);
    expect((await get(t, "/api/cards/recommend?formation=5-3-2&position=CB")).body.cards).toHaveLength(50);
    expect((await t.gql(TOP, { formation: "5-3-2", position: "CB", first: 500 })).data.topPlayers).toHaveLength(100);
    expect((await get(t, "/api/formations/recommended?limit=1")).body.formations).toEqual([{ formation: "5-3-2", usage: 105, avgRating: 7 }]);
  });
  it("keeps the formation summaries exact through review edits, hiding, deletes and card position changes", async () => {
    const db = t.db.prisma;
    const F4 = "4-2-3-1 넓게";
    const card = await db.card.create({ data: { name: "마", searchKey: searchKey("마"), position: "ST", ovr: 70 } });
    const { user } = await createUser(db);
    const review = await db.review.create({
      data: { cardId: card.id, userId: user.id, formation: F4, overallRating: 8, paceRating: 8, shootingRating: 8, passingRating: 8, agilityRating: 8, defenseRating: 8, physicalRating: 8 },
    });
    const top = async (position: string) => (await t.gql(TOP, { formation: F4, position })).data.topPlayers;
    const share = async () => (await t.gql(STATS)).data.formationStats.find((f: { formation: string }) => f.formation === F4) ?? null;
    expect(await top("ST")).toEqual([{ rank: 1, avgRating: 8, reviewCount: 1, card: { name: "마", ovr: 70 } }]);
    expect(await share()).toMatchObject({ count: 1 });

    await db.review.update({ where: { id: review.id }, data: { overallRating: 6.5 } });
    expect((await top("ST"))[0]).toMatchObject({ avgRating: 6.5, reviewCount: 1 });
    await db.card.update({ where: { id: card.id }, data: { position: "CM" } });
    expect(await top("ST")).toEqual([]);
    expect((await top("CM"))[0]).toMatchObject({ avgRating: 6.5, card: { name: "마" } });
    await db.review.update({ where: { id: review.id }, data: { positionBreak: "LW" } });
    expect(await top("CM")).toEqual([]);
    expect((await top("LW"))[0]).toMatchObject({ card: { name: "마" } });
    await db.review.update({ where: { id: review.id }, data: { isLatest: false } });
    expect(await top("LW")).toEqual([]);
    expect(await share()).toBeNull();
    await db.review.update({ where: { id: review.id }, data: { isLatest: true } });
    expect(await share()).toMatchObject({ count: 1 });
    await db.card.delete({ where: { id: card.id } });
    expect(await top("LW")).toEqual([]);
    expect(await share()).toBeNull();
  });
});
