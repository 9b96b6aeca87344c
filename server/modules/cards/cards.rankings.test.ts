import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchKey } from "../../../domain/hangul";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";

type Row = { name: string; position: string; ovr: number; avgRating?: number; reviewCount?: number; heartCount?: number; isNew?: boolean; createdAt?: Date };
const day = (n: number) => new Date(Date.UTC(2025, 5, n));
const ROWS: Row[] = [
  { name: "가", position: "ST", ovr: 100, avgRating: 9.0, reviewCount: 10, heartCount: 5, isNew: true, createdAt: day(1) },
  { name: "나", position: "ST", ovr: 95, avgRating: 9.0, reviewCount: 20, heartCount: 5, isNew: true, createdAt: day(3) },
  { name: "다", position: "ST", ovr: 90, avgRating: 8.0, reviewCount: 20, heartCount: 9, createdAt: day(2) },
  { name: "라", position: "GK", ovr: 99, avgRating: 7.0, reviewCount: 3, heartCount: 9, isNew: true, createdAt: day(2) },
  { name: "마", position: "ST", ovr: 80 },
];

const NEW = `query ($position: String, $first: Int, $offset: Int) {
  newCards(position: $position, first: $first, offset: $offset) { totalCount edges { node { name } } }
  newCardPositionCounts { position count }
}`;
const POPULAR = `query ($sort: PopularSort, $position: String) {
  popularCards(sort: $sort, position: $position, first: 20) { totalCount edges { node { name } } }
}`;
const TOP = `query ($position: String!) {
  positionTop(position: $position) { position averageOvr averageRating totalReviews cards { name } }
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

  it("ranks popular cards by rating, reviews or hearts with the spec's tie-breaks, reviewed cards only", async () => {
    expect(names((await t.gql(POPULAR, { sort: "RATING" })).data.popularCards)).toEqual(["나", "가", "다", "라"]);
    expect(names((await t.gql(POPULAR, { sort: "REVIEWS" })).data.popularCards)).toEqual(["나", "다", "가", "라"]);
    expect(names((await t.gql(POPULAR, { sort: "HEARTS" })).data.popularCards)).toEqual(["다", "라", "나", "가"]);
    expect(names((await t.gql(POPULAR, { sort: "HEARTS", position: "GK" })).data.popularCards)).toEqual(["라"]);
    const rest = await (await fetch(`${t.url}/api/cards/popular?sortBy=hearts&limit=2`)).json();
    expect(rest.map((c: Row) => c.name)).toEqual(["다", "라"]);
  });

  it("answers the position top 100 with summary figures in one SQL statement", async () => {
    const { result, queries } = await t.countQueries(() => t.gql(TOP, { position: "ST" }));
    expect(queries).toHaveLength(1);
    expect(result.data.positionTop).toEqual({
      position: "ST",
      averageOvr: 91.3,
      averageRating: 8.7,
      totalReviews: 50,
      cards: [{ name: "나" }, { name: "가" }, { name: "다" }, { name: "마" }],
    });
    const rest = await (await fetch(`${t.url}/api/cards/position/gk/top?limit=100`)).json();
    expect(rest.map((c: Row) => c.name)).toEqual(["라"]);
    const empty = await t.gql(TOP, { position: "LF" });
    expect(empty.data.positionTop).toMatchObject({ cards: [], averageOvr: null, totalReviews: 0 });
  });

  it("rejects an unknown position", async () => {
    const result = await t.gql(TOP, { position: "XX" });
    expect(result.errors?.[0].message).toBe("알 수 없는 포지션입니다.");
    const res = await fetch(`${t.url}/api/cards/popular?position=XX`);
    expect(res.status).toBe(400);
  });
});
