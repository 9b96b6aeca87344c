import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchKey } from "../../../domain/hangul";
import { SKILL_BOOSTS, skillBoostByKey } from "../../../domain/skillBoosts";
import { NO_BOOST_SELECTED, NO_STAT_SELECTED } from "../../../domain/statLeaders";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";

// sniper and wall carry the ranking; 가 and 나 tie on finishing + longShots and split on OVR.
const CARDS = [
  { name: "가", position: "ST", ovr: 90, skillBoost: "sniper", finishing: 95, longShots: 90 },
  { name: "나", position: "ST", ovr: 95, skillBoost: "sniper", finishing: 90, longShots: 95 },
  { name: "다", position: "CB", ovr: 99, skillBoost: "wall", finishing: 40, longShots: null },
  { name: "라", position: "LW", ovr: 99, skillBoost: "crack", finishing: 99, longShots: 99 },
  { name: "마", position: "ST", ovr: 99, skillBoost: null, finishing: 99, longShots: 99 },
];

const LEADERS = `query ($position: String, $boosts: [String!]!, $stats: [String!]!, $first: Int) {
  statLeaders(position: $position, boosts: $boosts, stats: $stats, first: $first) {
    __typename
    ... on QueryStatLeadersSuccess { data { total cards { rank name totalStats stats { key label value } } } }
    ... on ValidationError { message }
  }
}`;
const FINDER = `query ($stats: String!, $level: Int!) {
  formationFinder(stats: $stats, level: $level) {
    __typename
    ... on QueryFormationFinderSuccess { data { level stats unknownStats formations { rank formation score breakdown { position count points score percentage } } } }
    ... on ValidationError { message }
  }
}`;
const get = async (t: TestApp, path: string) => {
  const res = await fetch(`${t.url}${path}`);
  return { status: res.status, body: await res.json() };
};

describe.each(BACKENDS)("tools on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.db.prisma;
    const used = ["sniper", "wall", "crack"].map((k) => skillBoostByKey(k)!);
    await db.skillBoost.createMany({ data: used.map((b) => ({ key: b.key, nameKo: b.nameKo, color: b.color, stats: [...b.stats] })) });
    await db.card.createMany({ data: CARDS.map((c) => ({ ...c, searchKey: searchKey(c.name) })) });
  });
  afterAll(() => t.close());

  it("lists the 62 skill boosts with colour and boosted stats", async () => {
    const all = await t.gql(`{ skillBoosts { key nameKo color colorLabel stats statLabels } }`);
    expect(all.data.skillBoosts).toHaveLength(SKILL_BOOSTS.length);
    const red = await t.gql(`{ skillBoosts(color: "eternal") { key colorLabel stats } }`);
    expect(red.data.skillBoosts.map((b: { key: string }) => b.key)).toEqual(["crack", "warrior", "core", "energy", "shield", "commander"]);
    expect(red.data.skillBoosts[0]).toMatchObject({ colorLabel: "이터널", stats: skillBoostByKey("crack")!.stats });
  });

  it("ranks cards with the chosen boosts by the sum of the chosen stats, OVR breaking ties", async () => {
    const res = await t.gql(LEADERS, { boosts: ["sniper", "월"], stats: ["골 결정력", "long_shots"] });
    const { total, cards } = res.data.statLeaders.data;
    expect(total).toBe(3);
    expect(cards.map((c: { name: string }) => c.name)).toEqual(["나", "가", "다"]);
    expect(cards[0]).toMatchObject({ rank: 1, totalStats: 185 });
    expect(cards[2]).toMatchObject({ totalStats: 40, stats: [{ key: "finishing", label: "골 결정력", value: 40 }, { key: "longShots", label: "중거리 슛", value: null }] });
    const st = await t.gql(LEADERS, { position: "ST", boosts: ["sniper", "wall"], stats: ["finishing"], first: 1 });
    expect(st.data.statLeaders.data).toMatchObject({ total: 2, cards: [{ name: "가" }] });
  });

  it("answers the REST shape and caches the normalised selection", async () => {
    const path = "/api/cards/stat-leaders?skillBoosts=%EC%8A%A4%EB%82%98%EC%9D%B4%ED%8D%BC&stats=finishing&stats=longShots&limit=50";
    const first = await get(t, path);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(2);
    expect(first.body.cards[0]).toMatchObject({ name: "나", left_foot_rating: 3, skill_boost: "sniper", image_url: null, totalStats: 185, finishing: 90, long_shots: 95 });
    // Same selection in another spelling and order: answered from the cache, no SQL.
    const { queries } = await t.countQueries(() => get(t, "/api/cards/stat-leaders?position=%EC%A0%84%EC%B2%B4&skillBoosts=sniper&stats=%EC%A4%91%EA%B1%B0%EB%A6%AC&stats=%EA%B3%A8%EA%B2%B0%EC%A0%95%EB%A0%A5"));
    expect(queries).toHaveLength(0);
  });

  it("refuses empty, unknown and oversized selections with 400 and the spec's messages", async () => {
    expect(await get(t, "/api/cards/stat-leaders?stats=finishing")).toMatchObject({ status: 400, body: { message: NO_BOOST_SELECTED } });
    expect(await get(t, "/api/cards/stat-leaders?skillBoosts=sniper")).toMatchObject({ status: 400, body: { message: NO_STAT_SELECTED } });
    const unknown = await get(t, "/api/cards/stat-leaders?skillBoosts=sniper&skillBoosts=nope&stats=finishing");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain("nope");
    const stat = await t.gql(LEADERS, { boosts: ["sniper"], stats: ["finishing", "마법"] });
    expect(stat.data.statLeaders).toMatchObject({ __typename: "ValidationError" });
    expect(stat.data.statLeaders.message).toContain("마법");
    expect((await get(t, "/api/cards/stat-leaders?skillBoosts=sniper&stats=finishing&position=ZZ")).status).toBe(400);
    const many = `/api/cards/stat-leaders?stats=finishing&${Array(101).fill("skillBoosts=sniper").join("&")}`;
    expect((await get(t, many)).status).toBe(400);
  });

  it("ranks formations for typed stats, lists unknown names and validates the input", async () => {
    const res = await t.gql(FINDER, { stats: "스피드, 가속력, 골 결정력, 순간이동", level: 42 });
    const data = res.data.formationFinder.data;
    expect(data).toMatchObject({ level: 42, stats: ["sprintSpeed", "acceleration", "finishing"], unknownStats: ["순간이동"] });
    expect(data.formations).toHaveLength(29);
    expect(data.formations[0].rank).toBe(1);
    expect(data.formations[0].breakdown[0].score).toBe(data.formations[0].breakdown[0].points * data.formations[0].breakdown[0].count);
    for (const [stats, level] of [["가".repeat(501), 42], [Array(31).fill("시야").join(","), 42], ["시야", 50], [" ", 30]] as const) {
      const bad = await t.gql(FINDER, { stats, level });
      expect(bad.data.formationFinder.__typename).toBe("ValidationError");
    }
  });
});
