import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchKey } from "../../../domain/hangul";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";

const SEARCH = /* GraphQL */ `
  query ($filter: CardFilter, $sort: CardSort, $first: Int) {
    cards(filter: $filter, sort: $sort, first: $first) { totalCount edges { node { databaseId name } } }
  }
`;
const FACETS = /* GraphQL */ `
  query ($filter: CardFilter) { cardFacets(filter: $filter) { className { value label count } team { value count } league { value count } nation { value count } } }
`;

type Seed = { name: string; className: string; team: string; league: string; nation: string; pace: number; dribbling: number | null; ovr: number; avgRating?: number; reviewCount?: number };
const SEEDS: Seed[] = [
  { name: "가", className: "TOTY", team: "토트넘", league: "EPL", nation: "한국", pace: 110, dribbling: 99, ovr: 120 },
  { name: "나", className: "LIVE", team: "토트넘", league: "EPL", nation: "한국", pace: 101, dribbling: 96, ovr: 100 },
  { name: "다", className: "TOTY", team: "파리", league: "리그1", nation: "프랑스", pace: 105, dribbling: 97, ovr: 115 },
  { name: "라", className: "TOTY", team: "토트넘", league: "EPL", nation: "영국", pace: 99, dribbling: 98, ovr: 118 },
  { name: "마", className: "ICON", team: "토트넘", league: "EPL", nation: "한국", pace: 104, dribbling: null, ovr: 119 },
  { name: "바", className: "TOTY", team: "토트넘", league: "EPL", nation: "한국", pace: 102, dribbling: 95, ovr: 110, avgRating: 9, reviewCount: 3 },
];

describe.each(BACKENDS)("card filters and stat sorts on %s", (backend) => {
  let t: TestApp;
  const names = (result: { data?: { cards: { edges: { node: { name: string } }[] } } }) => result.data!.cards.edges.map((e) => e.node.name);

  beforeAll(async () => {
    t = await startTestApp(backend);
    await t.db.prisma.card.createMany({ data: SEEDS.map((s) => ({ ...s, position: "ST", searchKey: searchKey(s.name) })) });
  });
  afterAll(() => t.close());

  it("filters by programme + team + two stat ranges and sorts by a detailed stat, in one statement", async () => {
    const filter = { className: ["TOTY"], team: ["토트넘"], stats: [{ key: "pace", min: 100 }, { key: "dribbling", min: 95, max: 99 }] };
    const { result, queries } = await t.countQueries(() => t.gql(SEARCH, { filter, sort: "DRIBBLING" }));
    expect(result.errors).toBeUndefined();
    expect(names(result)).toEqual(["가", "바"]);
    expect(queries).toHaveLength(1);
  });

  it("answers REST with the same cards as GraphQL for the same search", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["className=TOTY&team=토트넘&stats=pace:100-,dribbling:95-99&sortBy=dribbling", { className: ["TOTY"], team: ["토트넘"], stats: [{ key: "pace", min: 100 }, { key: "dribbling", min: 95, max: 99 }] }, "DRIBBLING"],
      ["nation=한국,프랑스&sortBy=pace", { nation: ["한국", "프랑스"] }, "PACE"],
      ["league=EPL&stats=pace:-104&sortBy=name", { league: ["EPL"], stats: [{ key: "pace", max: 104 }] }, "NAME"],
      ["sortBy=rating", {}, "RATING"],
    ];
    for (const [qs, filter, sort] of cases) {
      const rest = await (await fetch(`${t.url}/api/cards?${new URLSearchParams(qs)}`)).json();
      const gql = await t.gql(SEARCH, { filter, sort, first: 20 });
      expect(rest.cards.map((c: { name: string }) => c.name), qs).toEqual(names(gql));
      expect(rest.total).toBe(gql.data.cards.totalCount);
    }
  });

  it("sorts a stat highest first with cards lacking it last, and rating by the weighted score with unreviewed cards last", async () => {
    expect(names(await t.gql(SEARCH, { sort: "DRIBBLING" }))).toEqual(["가", "라", "다", "나", "바", "마"]);
    expect(names(await t.gql(SEARCH, { sort: "RATING" }))[0]).toBe("바");
  });

  it("counts each facet under every filter but its own, the same over REST", async () => {
    const filter = { className: ["TOTY"], team: ["토트넘"] };
    const { data } = await t.gql(FACETS, { filter });
    // Programmes among 토트넘 cards; teams among TOTY cards; leagues and nations under both filters.
    expect(data.cardFacets.className).toEqual([
      { value: "TOTY", label: "올해의 팀", count: 3 }, { value: "ICON", label: "아이콘", count: 1 }, { value: "LIVE", label: "라이브", count: 1 },
    ]);
    expect(data.cardFacets.team).toEqual([{ value: "토트넘", count: 3 }, { value: "파리", count: 1 }]);
    expect(data.cardFacets.nation).toEqual([{ value: "한국", count: 2 }, { value: "영국", count: 1 }]);
    const rest = await (await fetch(`${t.url}/api/cards/facets?className=TOTY&team=${encodeURIComponent("토트넘")}`)).json();
    expect(rest.team).toEqual(data.cardFacets.team);
    expect(rest.league).toEqual(data.cardFacets.league);
  });

  it("keeps a search's facet counts through rating writes and recounts them after a card edit", async () => {
    const filter = { className: ["TOTY"], stats: [{ key: "pace", min: 100 }] };
    const teams = async () => {
      const { result, queries } = await t.countQueries(() => t.gql(FACETS, { filter }));
      return { team: result.data.cardFacets.team, statements: queries.length };
    };
    const first = await teams();
    expect(first).toEqual({ team: [{ value: "토트넘", count: 2 }, { value: "파리", count: 1 }], statements: 1 });
    expect(await teams()).toEqual({ ...first, statements: 0 });
    // What a review does to a card: its rating statistics, which no facet reads.
    const tottenham = await t.db.prisma.card.findFirstOrThrow({ where: { name: "가" } });
    await t.db.prisma.card.update({ where: { id: tottenham.id }, data: { avgRating: 8, reviewCount: 1 } });
    expect(await teams()).toEqual({ ...first, statements: 0 });
    // An admin's edit of a card's team does change them.
    await t.db.prisma.card.update({ where: { id: tottenham.id }, data: { team: "파리" } });
    expect(await teams()).toEqual({ team: [{ value: "파리", count: 2 }, { value: "토트넘", count: 1 }], statements: 1 });
    await t.db.prisma.card.update({ where: { id: tottenham.id }, data: { team: "토트넘", avgRating: 0, reviewCount: 0 } });
  });

  it("refuses unreadable stat ranges with a Korean message", async () => {
    const res = await fetch(`${t.url}/api/cards?stats=pace:99-90`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain("능력치");
    const gql = await t.gql(SEARCH, { filter: { stats: [{ key: "nope", min: 1 }] } });
    expect(gql.errors?.[0].message).toBe("능력치 범위가 올바르지 않습니다.");
  });
});
