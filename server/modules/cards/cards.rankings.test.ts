import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchKey } from "../../../domain/hangul";
import { Prisma } from "../../generated/prisma/client";
import { rankingScore, rankingScoreSql } from "../../../domain/rating";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";

type Row = { name: string; position: string; ovr: number; avgRating?: number; reviewCount?: number; heartCount?: number; isNew?: boolean; createdAt?: Date };
const day = (n: number) => new Date(Date.UTC(2025, 5, n));
const ROWS: Row[] = [
  { name: "가", position: "ST", ovr: 100, avgRating: 9.0, reviewCount: 10, heartCount: 5, isNew: true, createdAt: day(1) },
  { name: "나", position: "ST", ovr: 95, avgRating: 9.0, reviewCount: 20, heartCount: 5, isNew: true, createdAt: day(3) },
  { name: "다", position: "ST", ovr: 90, avgRating: 8.0, reviewCount: 20, heartCount: 9, createdAt: day(2) },
  { name: "라", position: "GK", ovr: 99, avgRating: 7.0, reviewCount: 3, heartCount: 9, isNew: true, createdAt: day(2) },
  { name: "마", position: "ST", ovr: 80 },
  // One perfect review against forty 9s: the ranking score puts 아 first (CB mean 8.48).
  { name: "사", position: "CB", ovr: 80, avgRating: 10, reviewCount: 1 },
  { name: "아", position: "CB", ovr: 85, avgRating: 9, reviewCount: 40 },
  { name: "자", position: "CB", ovr: 90, avgRating: 6, reviewCount: 9 },
];

const NEW = `query ($position: String, $first: Int, $offset: Int) {
  newCards(position: $position, first: $first, offset: $offset) { totalCount edges { node { name } } }
  newCardPositionCounts { position count }
}`;
const POPULAR = `query ($sort: PopularSort, $position: String) {
  popularCards(sort: $sort, position: $position, first: 20) { totalCount edges { node { name } } }
}`;
const TOP = `query ($position: String!) {
  positionTop(position: $position) { position averageOvr averageRating totalReviews priorMean cards { name avgRating reviewCount } }
}`;
const names = (conn: { edges: { node: { name: string } }[] }) => conn.edges.map((e) => e.node.name);

describe.each(BACKENDS)("card rankings on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    await t.db.prisma.card.createMany({ data: ROWS.map((r) => ({ ...r, searchKey: searchKey(r.name) })) });
  });
  afterAll(() => t.close());

  it("lists new cards latest first, paged on the server, with position counts", async () => {
    const all = await t.gql(NEW, { first: 2 });
    expect(all.data.newCards.totalCount).toBe(3);
    expect(names(all.data.newCards)).toEqual(["나", "라"]);
    expect(all.data.newCardPositionCounts).toEqual([{ position: "ST", count: 2 }, { position: "GK", count: 1 }]);
    const st = await t.gql(NEW, { position: "ST", first: 1, offset: 1 });
    expect(names(st.data.newCards)).toEqual(["가"]);
    const rest = await (await fetch(`${t.url}/api/cards/new?limit=1000&offset=0`)).json();
    expect(rest.map((c: Row) => c.name)).toEqual(["나", "라", "가"]);
  });

  it("tells a next page from one row read past the page, and counts only when totalCount is asked", async () => {
    const page = (list: string, first: number, offset: number) =>
      t.countQueries(() => t.gql(`query ($first: Int, $offset: Int) { ${list}(first: $first, offset: $offset) { pageInfo { hasNextPage } edges { node { name } } } }`, { first, offset }));
    for (const [list, size] of [["newCards", 3], ["popularCards", 7]] as const) {
      const more = await page(list, size - 1, 0);
      expect(more.result.data[list].pageInfo.hasNextPage).toBe(true);
      const last = await page(list, size - 1, 1);
      expect(last.result.data[list].pageInfo.hasNextPage).toBe(false);
      expect(last.result.data[list].edges).toHaveLength(size - 1);
      expect(last.queries).toHaveLength(1);
    }
    const counted = await t.countQueries(() => t.gql(`{ newCards(first: 1) { totalCount } popularCards(first: 1) { totalCount } }`));
    expect(counted.result.data).toEqual({ newCards: { totalCount: 3 }, popularCards: { totalCount: 7 } });
  });

  it("ranks popular cards by rating, reviews or hearts with the spec's tie-breaks, reviewed cards only", async () => {
    // Rating: the ranking score with each card's position mean as the prior (ST 8.6, GK 7, CB 8.48).
    expect(names((await t.gql(POPULAR, { sort: "RATING" })).data.popularCards)).toEqual(["아", "나", "가", "사", "다", "자", "라"]);
    expect(names((await t.gql(POPULAR, { sort: "REVIEWS" })).data.popularCards)).toEqual(["아", "나", "다", "가", "자", "라", "사"]);
    expect(names((await t.gql(POPULAR, { sort: "HEARTS" })).data.popularCards)).toEqual(["다", "라", "나", "가", "아", "사", "자"]);
    expect(names((await t.gql(POPULAR, { sort: "HEARTS", position: "GK" })).data.popularCards)).toEqual(["라"]);
    const rest = await (await fetch(`${t.url}/api/cards/popular?sortBy=hearts&limit=2`)).json();
    expect(rest.map((c: Row) => c.name)).toEqual(["다", "라"]);
  });

  it("answers the position top 100 with summary figures in one SQL statement", async () => {
    const { result, queries } = await t.countQueries(() => t.gql(TOP, { position: "ST" }));
    expect(queries).toHaveLength(1);
    expect(result.data.positionTop).toMatchObject({
      position: "ST",
      averageOvr: 91.3,
      averageRating: 8.7,
      totalReviews: 50,
      priorMean: 8.6,
      cards: [{ name: "나" }, { name: "가" }, { name: "다" }, { name: "마" }],
    });
    const rest = await (await fetch(`${t.url}/api/cards/position/gk/top?limit=100`)).json();
    expect(rest.map((c: Row) => c.name)).toEqual(["라"]);
    const empty = await t.gql(TOP, { position: "LF" });
    expect(empty.data.positionTop).toMatchObject({ cards: [], averageOvr: null, totalReviews: 0 });
  });

  it("ranks the position top 100 by the ranking score, not by one review", async () => {
    const top = (await t.gql(TOP, { position: "CB" })).data.positionTop;
    expect(top.priorMean).toBeCloseTo(8.48, 9);
    expect(names({ edges: top.cards.map((node: Row) => ({ node })) })).toEqual(["아", "사", "자"]);
    const byDomain = [...top.cards].sort((a: Row, b: Row) => rankingScore(b.avgRating ?? 0, b.reviewCount ?? 0, top.priorMean) - rankingScore(a.avgRating ?? 0, a.reviewCount ?? 0, top.priorMean));
    expect(byDomain).toEqual(top.cards);
  });

  it("computes the same ranking score in SQL as in domain/rating.ts", async () => {
    const samples = [[10, 1, 8.48], [9, 40, 8.48], [6.37, 9, 7.21], [8.8, 1, 7.698], [0, 0, 7.5], [9.99, 263, 6.01]];
    const values = Prisma.join(samples.map(([a, n, m]) => Prisma.sql`(${a}::float8, ${n}::int, ${m}::float8)`));
    const rows = await t.db.prisma.$queryRaw<{ score: number }[]>`
      SELECT ${Prisma.raw(rankingScoreSql("v.a", "v.n", "v.m"))}::float8 AS score FROM (VALUES ${values}) v(a, n, m)`;
    expect(rows.map((r) => r.score)).toEqual(samples.map(([a, n, m]) => expect.closeTo(rankingScore(a, n, m), 12)));
  });

  it("rejects an unknown position", async () => {
    const result = await t.gql(TOP, { position: "XX" });
    expect(result.errors?.[0].message).toBe("알 수 없는 포지션입니다.");
    const res = await fetch(`${t.url}/api/cards/popular?position=XX`);
    expect(res.status).toBe(400);
  });
});
