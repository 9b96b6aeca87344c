import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchKey } from "../../../domain/hangul";
import { skillBoostByKey } from "../../../domain/skillBoosts";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";

const SEARCH = /* GraphQL */ `
  query ($filter: CardFilter, $sort: CardSort, $first: Int, $offset: Int) {
    cards(filter: $filter, sort: $sort, first: $first, offset: $offset) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage }
      edges { node { databaseId name ovr skillBoostName } }
    }
  }
`;

type Seed = { name: string; position: string; ovr: number; height?: number; footPreference?: string; weakFoot?: number; isTwoFooted?: boolean; skillBoost?: string; team?: string; avgRating?: number; reviewCount?: number };

const PLAYERS: Seed[] = [
  { name: "손흥민", position: "LW", ovr: 110, height: 183, footPreference: "오른발", weakFoot: 4, isTwoFooted: true, skillBoost: "crack", team: "토트넘" },
  { name: "손현수", position: "ST", ovr: 95, height: 178, footPreference: "왼발", weakFoot: 2, avgRating: 8.1, reviewCount: 4 },
  { name: "송하늘", position: "ST", ovr: 90, height: 190, footPreference: "오른발", weakFoot: 3, avgRating: 9.2, reviewCount: 2 },
  { name: "이강인", position: "CAM", ovr: 100, height: 173, footPreference: "왼발", weakFoot: 3, team: "파리" },
  { name: "김민재", position: "CB", ovr: 105, height: 190, footPreference: "오른발", weakFoot: 2 },
  { name: "조현우", position: "GK", ovr: 88, height: 189, footPreference: "오른발", weakFoot: 1 },
];

describe.each(BACKENDS)("card search on %s", (backend) => {
  let t: TestApp;
  const search = async (variables: Record<string, unknown>) => {
    const result = await t.gql(SEARCH, variables);
    expect(result.errors).toBeUndefined();
    return result.data.cards as { totalCount: number; pageInfo: { hasNextPage: boolean }; edges: { node: { name: string; skillBoostName: string | null } }[] };
  };
  const names = (conn: { edges: { node: { name: string } }[] }) => conn.edges.map((e) => e.node.name);

  beforeAll(async () => {
    t = await startTestApp(backend);
    const crack = skillBoostByKey("crack");
    if (!crack) throw new Error("catalogue lacks crack");
    await t.db.prisma.skillBoost.create({ data: { key: crack.key, nameKo: crack.nameKo, color: crack.color, stats: [...crack.stats] } });
    await t.db.prisma.card.createMany({
      data: PLAYERS.map((p) => ({ ...p, searchKey: searchKey(p.name, p.team) })),
    });
  });
  afterAll(() => t.close());

  it("matches Korean initial consonants, plain text and team names", async () => {
    expect(names(await search({ filter: { search: "ㅅㅎ" } }))).toEqual(["손흥민", "손현수", "송하늘"]);
    expect(names(await search({ filter: { search: "ㅅㅎㅁ" } }))).toEqual(["손흥민"]);
    expect(names(await search({ filter: { search: "강 인" } }))).toEqual(["이강인"]);
    expect(names(await search({ filter: { search: "토트넘" } }))).toEqual(["손흥민"]);
    expect(names(await search({ filter: { search: "100%" } }))).toEqual([]);
  });

  it("matches a query mixing syllables and initials position by position", async () => {
    expect(names(await search({ filter: { search: "손ㅎ" } }))).toEqual(["손흥민", "손현수"]);
    expect(names(await search({ filter: { search: "ㅅ흥ㅁ" } }))).toEqual(["손흥민"]);
    expect(names(await search({ filter: { search: "ㅈ현" } }))).toEqual(["조현우"]);
    expect(names(await search({ filter: { search: "ㄱ민ㅈ" } }))).toEqual(["김민재"]);
    expect(names(await search({ filter: { search: "ㅌ트ㄴ" } }))).toEqual([]);
  });

  it("combines position, OVR and height ranges, feet and skill boost", async () => {
    expect(names(await search({ filter: { position: "ST", minOvr: 92 } }))).toEqual(["손현수"]);
    expect(names(await search({ filter: { maxOvr: 90 } }))).toEqual(["송하늘", "조현우"]);
    expect(names(await search({ filter: { minHeight: 185, maxHeight: 190 } }))).toEqual(["김민재", "송하늘", "조현우"]);
    expect(names(await search({ filter: { footPreference: "왼발" } }))).toEqual(["이강인", "손현수"]);
    expect(names(await search({ filter: { weakFoot: "2" } }))).toEqual(["김민재", "손현수"]);
    expect(names(await search({ filter: { weakFoot: "양발" } }))).toEqual(["손흥민"]);
    const boosted = await search({ filter: { skillBoost: "crack" } });
    expect(names(boosted)).toEqual(["손흥민"]);
    expect(boosted.edges[0].node.skillBoostName).toBeTruthy();
  });

  it("sorts by OVR by default, or by rating, reviews and name", async () => {
    expect(names(await search({}))[0]).toBe("손흥민");
    expect(names(await search({ sort: "RATING" })).slice(0, 2)).toEqual(["송하늘", "손현수"]);
    expect(names(await search({ sort: "REVIEWS" }))[0]).toBe("손현수");
    expect(names(await search({ sort: "NAME" }))).toEqual(["김민재", "손현수", "손흥민", "송하늘", "이강인", "조현우"]);
  });

  it("pages with offset and reports the total", async () => {
    const page2 = await search({ first: 4, offset: 4 });
    expect(page2.totalCount).toBe(6);
    expect(names(page2)).toEqual(["송하늘", "조현우"]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const past = await search({ first: 4, offset: 40 });
    expect(past.totalCount).toBe(6);
    expect(past.edges).toEqual([]);
  });

  it("answers a page whose cards select a relation (read through Prisma by id, in search order)", async () => {
    const result = await t.gql(`{ cards(sort: NAME, first: 3) { edges { node { name reviews(first: 1) { totalCount } } } } }`);
    expect(result.errors).toBeUndefined();
    const edges = (result.data.cards as { edges: { node: { name: string; reviews: { totalCount: number } } }[] }).edges;
    expect(edges.map((e) => e.node.name)).toEqual(["김민재", "손현수", "손흥민"]);
    expect(edges[0].node.reviews.totalCount).toBe(0);
  });

  it("rejects an invalid filter with a Korean validation message", async () => {
    const result = await t.gql(SEARCH, { filter: { minHeight: 120 } });
    expect(result.errors?.[0].message).toBe("키는 150-220cm 범위로 입력해주세요.");
  });

  it("answers a filtered text search with one SQL statement, whatever the page size", async () => {
    const filter = { search: "ㅅ", position: "ST", minOvr: 80 };
    const small = await t.countQueries(() => search({ filter, first: 1 }));
    const large = await t.countQueries(() => search({ filter, first: 50 }));
    expect(small.queries.length).toBe(1);
    expect(large.queries.length).toBe(1);
  });

  it("serves GET /api/cards with the spec's parameters as {cards, total}", async () => {
    const res = await fetch(`${t.url}/api/cards?search=${encodeURIComponent("ㅅㅎ")}&position=ST&sortBy=rating&limit=1&offset=0`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(2);
    expect(body.cards.map((c: { name: string }) => c.name)).toEqual(["송하늘"]);
    expect(body.cards[0]).not.toHaveProperty("searchKey");

    const bad = await fetch(`${t.url}/api/cards?minHeight=100`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("키는 150-220cm 범위로 입력해주세요.");
  });

  it("serves the OVR bounds on GraphQL and GET /api/cards/stats", async () => {
    const { data } = await t.gql(`{ cardStats { minOvr maxOvr } }`);
    expect(data.cardStats).toEqual({ minOvr: 88, maxOvr: 110 });
    const res = await fetch(`${t.url}/api/cards/stats`);
    expect(await res.json()).toEqual({ minOvr: 88, maxOvr: 110 });
  });
});
