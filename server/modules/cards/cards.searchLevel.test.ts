import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchKey } from "../../../domain/hangul";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";

const SEARCH = /* GraphQL */ `
  query ($filter: CardFilter, $sort: CardSort, $first: Int) {
    cards(filter: $filter, sort: $sort, first: $first) { totalCount edges { levelOvr hasLevel node { name ovr } } }
  }
`;
const FACETS = /* GraphQL */ `query ($filter: CardFilter) { cardFacets(filter: $filter) { nation { value count } } }`;
const ALL_FACETS = /* GraphQL */ `query ($filter: CardFilter) { cardFacets(filter: $filter) { className { value count } team { value count } nation { value count } } }`;
const PAGE = /* GraphQL */ `
  query ($filter: CardFilter, $sort: CardSort, $first: Int, $offset: Int) {
    cards(filter: $filter, sort: $sort, first: $first, offset: $offset) { totalCount edges { levelOvr node { name reviews(first: 1) { totalCount } } } }
  }
`;

type Level = { ovr: number; stats: Record<string, number> };
type Seed = { name: string; className: string; team: string; nation: string; pace: number; dribbling: number; ovr: number; rank3?: Level };
// 다 meets pace ≥ 100 only at 랭크 3, 바 only at base; 라 has no levels (answered at base); 마's 랭크 3 lowers its dribbling.
const SEEDS: Seed[] = [
  { name: "가", className: "TOTY", team: "토트넘", nation: "한국", pace: 110, dribbling: 99, ovr: 120, rank3: { ovr: 121, stats: { dribbling: 100 } } },
  { name: "나", className: "LIVE", team: "토트넘", nation: "한국", pace: 101, dribbling: 96, ovr: 100, rank3: { ovr: 125, stats: { pace: 103 } } },
  { name: "다", className: "TOTY", team: "토트넘", nation: "프랑스", pace: 98, dribbling: 97, ovr: 115, rank3: { ovr: 119, stats: { pace: 102, dribbling: 101 } } },
  { name: "라", className: "TOTY", team: "토트넘", nation: "영국", pace: 104, dribbling: 98, ovr: 118 },
  { name: "마", className: "TOTY", team: "파리", nation: "한국", pace: 105, dribbling: 95, ovr: 117, rank3: { ovr: 117, stats: { dribbling: 94 } } },
  { name: "바", className: "TOTY", team: "토트넘", nation: "일본", pace: 100, dribbling: 96, ovr: 110, rank3: { ovr: 111, stats: { pace: 99 } } },
];
const RANK3 = { kind: "RANK", level: 3 };
const FOUR_FILTERS = { className: ["TOTY"], team: ["토트넘"], stats: [{ key: "pace", min: 100 }, { key: "dribbling", min: 95 }] };

describe.each(BACKENDS)("card search at a level on %s", (backend) => {
  let t: TestApp;
  type Edge = { levelOvr: number | null; hasLevel: boolean | null; node: { name: string; ovr: number } };
  const edges = (result: { data?: { cards: { edges: Edge[] } } }) => result.data!.cards.edges;

  beforeAll(async () => {
    t = await startTestApp(backend);
    for (const { rank3, ...seed } of SEEDS) {
      const card = await t.db.prisma.card.create({ data: { ...seed, position: "ST", searchKey: searchKey(seed.name) } });
      if (rank3) await t.db.prisma.cardLevel.create({ data: { cardId: card.id, kind: "rank", level: 3, ovr: rank3.ovr, stats: rank3.stats } });
    }
  });
  afterAll(() => t.close());

  it("filters and sorts by the level's stats, cards without the level at base, in one statement", async () => {
    const base = await t.gql(SEARCH, { filter: FOUR_FILTERS, sort: "DRIBBLING" });
    expect(edges(base).map((e) => [e.node.name, e.levelOvr])).toEqual([["가", null], ["라", null], ["바", null]]);
    const { result, queries } = await t.countQueries(() => t.gql(SEARCH, { filter: { ...FOUR_FILTERS, level: RANK3 }, sort: "DRIBBLING" }));
    expect(result.errors).toBeUndefined();
    expect(edges(result)).toEqual([
      { levelOvr: 119, hasLevel: true, node: { name: "다", ovr: 115 } },
      { levelOvr: 121, hasLevel: true, node: { name: "가", ovr: 120 } },
      { levelOvr: 118, hasLevel: false, node: { name: "라", ovr: 118 } },
    ]);
    expect(result.data.cards.totalCount).toBe(3);
    expect(queries).toHaveLength(1);
  });

  it("sorts and bounds OVR at the level", async () => {
    const all = await t.gql(SEARCH, { filter: { level: RANK3 }, sort: "OVR" });
    expect(edges(all).map((e) => e.node.name)).toEqual(["나", "가", "다", "라", "마", "바"]);
    const strong = await t.gql(SEARCH, { filter: { level: RANK3, minOvr: 119 }, sort: "OVR" });
    expect(edges(strong).map((e) => [e.node.name, e.levelOvr])).toEqual([["나", 125], ["가", 121], ["다", 119]]);
  });

  it("answers REST with the same cards, level OVRs and totals as GraphQL", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["className=TOTY&team=토트넘&stats=pace:100-,dribbling:95-&sortBy=dribbling&level=rank-3", { ...FOUR_FILTERS, level: RANK3 }, "DRIBBLING"],
      ["level=랭크 3&minOvr=119", { level: RANK3, minOvr: 119 }, "OVR"],
      ["level=R3&stats=pace:-103&sortBy=pace", { level: RANK3, stats: [{ key: "pace", max: 103 }] }, "PACE"],
    ];
    for (const [qs, filter, sort] of cases) {
      const rest = await (await fetch(`${t.url}/api/cards?${new URLSearchParams(qs)}`)).json();
      const gql = await t.gql(SEARCH, { filter, sort, first: 20 });
      const fromGql = edges(gql).map((e) => ({ name: e.node.name, levelOvr: e.levelOvr, hasLevel: e.hasLevel }));
      expect(rest.cards.map((c: { name: string; levelOvr: number; hasLevel: boolean }) => ({ name: c.name, levelOvr: c.levelOvr, hasLevel: c.hasLevel })), qs).toEqual(fromGql);
      expect(rest.total).toBe(gql.data.cards.totalCount);
    }
    const plain = await (await fetch(`${t.url}/api/cards?sortBy=name`)).json();
    expect(plain.cards[0]).not.toHaveProperty("levelOvr");
  });

  it("counts facets under the level's stats", async () => {
    const nations = async (filter: object) => (await t.gql(FACETS, { filter })).data.cardFacets.nation.map((n: { value: string }) => n.value).sort();
    expect(await nations({ stats: [{ key: "pace", min: 100 }] })).toEqual(["영국", "일본", "한국"]);
    expect(await nations({ stats: [{ key: "pace", min: 100 }], level: RANK3 })).toEqual(["영국", "프랑스", "한국"]);
  });

  it("pages a sort at the level: offsets continue the order, a page past the end keeps the total, a relation selection keeps the order", async () => {
    const filter = { level: RANK3, stats: [{ key: "pace", min: 100 }] };
    type PageEdge = { levelOvr: number; node: { name: string; reviews: { totalCount: number } } };
    const page = async (sort: string, first: number, offset: number) => (await t.gql(PAGE, { filter, sort, first, offset })).data.cards as { totalCount: number; edges: PageEdge[] };
    for (const sort of ["DRIBBLING", "OVR"]) {
      const whole = (await page(sort, 10, 0)).edges.map((e) => e.node.name);
      expect(whole, sort).toHaveLength(5);
      const second = await page(sort, 2, 2);
      expect(second.edges.map((e) => e.node.name), sort).toEqual(whole.slice(2, 4));
      expect(second.totalCount).toBe(5);
      expect(second.edges[0].node.reviews.totalCount).toBe(0);
      const past = await page(sort, 2, 8);
      expect([past.edges, past.totalCount], sort).toEqual([[], 5]);
    }
  });

  it("counts every facet under every filter but its own at the level, as a recount of the cards", async () => {
    const lists = { className: ["TOTY", "LIVE"], team: ["토트넘"], nation: ["한국", "프랑스", "영국"] };
    const filter = { ...lists, stats: [{ key: "pace", min: 100 }, { key: "dribbling", min: 96 }], level: RANK3 };
    const at = (seed: Seed, key: "pace" | "dribbling") => seed.rank3?.stats[key] ?? seed[key];
    const passes = (seed: Seed) => at(seed, "pace") >= 100 && at(seed, "dribbling") >= 96;
    const recount = (key: keyof typeof lists) => {
      const counted = SEEDS.filter((s) => passes(s) && Object.entries(lists).every(([k, values]) => k === key || values.includes(s[k as keyof typeof lists])));
      return [...new Set(counted.map((s) => s[key]))].map((value) => ({ value, count: counted.filter((s) => s[key] === value).length }));
    };
    const byValue = (counts: { value: string; count: number }[]) => [...counts].sort((a, b) => a.value.localeCompare(b.value));
    const { data } = await t.gql(ALL_FACETS, { filter });
    for (const key of ["className", "team", "nation"] as const) expect(byValue(data.cardFacets[key]), key).toEqual(byValue(recount(key)));
    expect(data.cardFacets.nation).not.toEqual([]);
    const rest = await (await fetch(`${t.url}/api/cards/facets?${new URLSearchParams({ className: "TOTY,LIVE", team: "토트넘", nation: "한국,프랑스,영국", stats: "pace:100-,dribbling:96-", level: "rank-3" })}`)).json();
    expect([rest.className, rest.team, rest.nation]).toEqual([data.cardFacets.className, data.cardFacets.team, data.cardFacets.nation]);
  });

  it("refuses a level outside its kind's bounds with a Korean message on both transports", async () => {
    const res = await fetch(`${t.url}/api/cards?level=rank-6`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain("레벨은 '랭크 1'~'랭크 5'");
    const gql = await t.gql(SEARCH, { filter: { level: { kind: "TRAINING", level: 100 } } });
    expect(gql.errors?.[0].message).toContain("(1~99)");
  });

  it("offers 랭크 1–5, then each 훈련 level some card has, once, ascending", async () => {
    const [first, second] = await t.db.prisma.card.findMany({ orderBy: { id: "asc" }, take: 2 });
    await t.db.prisma.cardLevel.createMany({
      data: [[first.id, 20], [first.id, 5], [second.id, 20], [second.id, 40]].map(([cardId, level]) => ({ cardId, kind: "training", level, ovr: 120, stats: {} })),
    });
    const { data } = await t.gql(`{ cardLevelChoices { kind level } }`);
    expect(data.cardLevelChoices.map((c: { kind: string; level: number }) => `${c.kind} ${c.level}`)).toEqual([
      "RANK 1", "RANK 2", "RANK 3", "RANK 4", "RANK 5", "TRAINING 5", "TRAINING 20", "TRAINING 40",
    ]);
  });
});
