import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";
import { parseCardText } from "../../../domain/cardText";
import { printLevelLines } from "../../../domain/cardLevelText";

type U = Awaited<ReturnType<typeof createUser>>;

const FILE = [
  "importKey,name,position,ovr,pace,shooting,level",
  "son,손흥민,ST,115,95,96,",
  "son,,,116,96,,랭크 1",
  "son,,,118,98,99,랭크 3",
  "son,,,117,,,훈련 30",
  "kim,김민재,CB,110,70,40,",
].join("\r\n");

const CARD = `query ($id: ID!) { card(id: $id) { ovr levels { kind level label ovr stats statsUpdatedAt } atLevel(kind: RANK, level: 3) { ovr } } }`;

describe.each(BACKENDS)("card upgrade levels on %s", (backend) => {
  let t: TestApp;
  let admin: U;
  const upload = (body: string) =>
    fetch(`${t.url}/api/admin/cards/import?format=csv`, { method: "POST", headers: { "content-type": "text/csv", authorization: `Bearer ${admin.token}` }, body })
      .then(async (r) => ({ status: r.status, body: await r.json() }));
  const cardId = async (importKey: string) => (await t.db.prisma.card.findUniqueOrThrow({ where: { importKey } })).id;
  const gid = (id: number) => Buffer.from(`Card:${id}`).toString("base64");

  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await createUser(t.db.prisma, { isAdmin: true });
  });
  afterAll(() => t.close());

  it("imports level rows with their cards and answers them on GraphQL (Card.levels, Card.atLevel) and REST", async () => {
    expect((await upload(FILE)).body).toMatchObject({ applied: true, created: 2, updated: 0 });
    const son = await cardId("son");
    const { data } = await t.gql(CARD, { id: gid(son) });
    expect(data.card.ovr).toBe(115);
    expect(data.card.levels.map((l: { label: string; ovr: number; stats: unknown }) => [l.label, l.ovr, l.stats])).toEqual([
      ["랭크 1", 116, { pace: 96 }],
      ["랭크 3", 118, { pace: 98, shooting: 99 }],
      ["훈련 30", 117, {}],
    ]);
    expect(data.card.levels[0]).toMatchObject({ kind: "RANK", level: 1 });
    expect(data.card.atLevel).toEqual({ ovr: 118 });
    const kim = await t.gql(CARD, { id: gid(await cardId("kim")) });
    expect(kim.data.card).toMatchObject({ levels: [], atLevel: null });

    const rest = await (await fetch(`${t.url}/api/cards/${son}`)).json();
    expect(rest.levels).toEqual([
      { kind: "rank", level: 1, label: "랭크 1", ovr: 116, stats: { pace: 96 }, statsUpdatedAt: expect.any(String) },
      { kind: "rank", level: 3, label: "랭크 3", ovr: 118, stats: { pace: 98, shooting: 99 }, statsUpdatedAt: expect.any(String) },
      { kind: "training", level: 30, label: "훈련 30", ovr: 117, stats: {}, statsUpdatedAt: expect.any(String) },
    ]);
    expect(rest.name).toBe("손흥민");
    expect((await (await fetch(`${t.url}/api/cards/${await cardId("kim")}`)).json()).levels).toEqual([]);
  });

  it("a re-import replaces a card's levels; only a level whose numbers changed moves its statsUpdatedAt, cards without level rows keep theirs", async () => {
    const son = await cardId("son");
    const before = await t.db.prisma.cardLevel.findMany({ where: { cardId: son }, orderBy: [{ kind: "asc" }, { level: "asc" }] });
    await new Promise((r) => setTimeout(r, 20));
    const again = ["importKey,name,position,ovr,pace,level", "son,손흥민,ST,115,95,", "son,,,116,96,랭크 1", "son,,,119,99,랭크 3", "kim,김민재,CB,110,70,", "kim,,,111,,랭크 1"].join("\n");
    expect((await upload(again)).body).toMatchObject({ applied: true, updated: 2 });
    const after = await t.db.prisma.cardLevel.findMany({ where: { cardId: son }, orderBy: [{ kind: "asc" }, { level: "asc" }] });
    expect(after.map((l) => [l.kind, l.level, l.ovr])).toEqual([["rank", 1, 116], ["rank", 3, 119]]);
    expect(after[0].statsUpdatedAt).toEqual(before[0].statsUpdatedAt);
    expect(after[1].statsUpdatedAt.getTime()).toBeGreaterThan(before[1].statsUpdatedAt.getTime());
    expect(await t.db.prisma.cardLevel.count({ where: { cardId: await cardId("kim") } })).toBe(1);
    // No level rows for son this time: his levels stay.
    expect((await upload("importKey,name,position,ovr\nson,손흥민,ST,115")).body).toMatchObject({ applied: true });
    expect(await t.db.prisma.cardLevel.count({ where: { cardId: son } })).toBe(2);
  });

  it("ranks cards by OVR at a level (cards without it by base OVR) on GraphQL and REST, with Korean 400s", async () => {
    // son: base 115, 랭크 3 → 119 (after the re-import above); kim: base 110, no 랭크 3; two cards of the same position filter.
    const query = `query ($level: Int!) { cardsAtLevel(kind: RANK, level: $level, first: 10) { ovr hasLevel card { name ovr } } }`;
    const { data } = await t.gql(query, { level: 3 });
    expect(data.cardsAtLevel).toEqual([
      { ovr: 119, hasLevel: true, card: { name: "손흥민", ovr: 115 } },
      { ovr: 110, hasLevel: false, card: { name: "김민재", ovr: 110 } },
    ]);
    const rest = await (await fetch(`${t.url}/api/cards/rankings/level?kind=rank&level=1&position=CB`)).json();
    expect(rest.cards.map((c: { name: string; levelOvr: number; hasLevel: boolean }) => [c.name, c.levelOvr, c.hasLevel])).toEqual([["김민재", 111, true]]);
    const bad = await fetch(`${t.url}/api/cards/rankings/level?kind=rank&level=6`);
    expect([bad.status, (await bad.json()).message]).toEqual([400, "레벨은 1~5 사이여야 합니다."]);
    const badKind = await fetch(`${t.url}/api/cards/rankings/level?kind=star&level=1`);
    expect([badKind.status, (await badKind.json()).message]).toEqual([400, "레벨 종류는 rank 또는 training이어야 합니다."]);
  });

  it("the editor saves levels from its 레벨 box (REST and GraphQL): exactly those, unchanged ones keep their date, bad lines are Korean 400s", async () => {
    const kim = await cardId("kim");
    const before = await t.db.prisma.cardLevel.findFirstOrThrow({ where: { cardId: kim, kind: "rank", level: 1 } });
    const patch = (body: unknown) => fetch(`${t.url}/api/cards/${kim}`, { method: "PATCH", headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` }, body: JSON.stringify(body) })
      .then(async (r) => ({ status: r.status, body: await r.json() }));
    expect((await patch({ levels: "랭크 1 ovr=111\n랭크 2 ovr=113 defending=90" })).status).toBe(200);
    const levels = await t.db.prisma.cardLevel.findMany({ where: { cardId: kim }, orderBy: { level: "asc" } });
    expect(levels.map((l) => [l.level, l.ovr, l.stats])).toEqual([[1, 111, {}], [2, 113, { defending: 90 }]]);
    expect(levels[0].statsUpdatedAt).toEqual(before.statsUpdatedAt);
    expect(await patch({ levels: "랭크 2 defending=90" })).toEqual({ status: 400, body: expect.objectContaining({ message: "1번째 줄 랭크 2: 레벨 OVR은 필수입니다." }) });
    // Another field alone leaves the levels as they are.
    expect((await patch({ team: "나폴리" })).status).toBe(200);
    expect(await t.db.prisma.cardLevel.count({ where: { cardId: kim } })).toBe(2);
    const update = `mutation ($id: ID!, $levels: String) { updateCard(id: $id, input: { levels: $levels }) { __typename ... on Error { message } ... on MutationUpdateCardSuccess { data { card { levels { label ovr } } } } } }`;
    const saved = await t.gql(update, { id: gid(kim), levels: "훈련 7 ovr=112" }, admin.token);
    expect(saved.data.updateCard.data.card.levels).toEqual([{ label: "훈련 7", ovr: 112 }]);
    const cleared = await t.gql(update, { id: gid(kim), levels: "" }, admin.token);
    expect(cleared.data.updateCard.data.card.levels).toEqual([]);
  });

  it("saves the levels the text importer read (its level lines → the 레벨 box → updateCard) exactly", async () => {
    const parsed = parseCardText("110 CB 김민재\n가로채기 90\n랭크 2: OVR 112, 수비 91, 가로채기 92\n훈련 10: OVR 111, marking 89");
    if (!parsed.ok || !parsed.card.levels) throw new Error("the text did not parse");
    const update = `mutation ($id: ID!, $levels: String) { updateCard(id: $id, input: { levels: $levels }) { __typename ... on MutationUpdateCardSuccess { data { card { levels { kind level ovr stats } } } } } }`;
    const saved = await t.gql(update, { id: gid(await cardId("kim")), levels: printLevelLines(parsed.card.levels) }, admin.token);
    expect(saved.data.updateCard.data.card.levels).toEqual([
      { kind: "RANK", level: 2, ovr: 112, stats: { defending: 91, interceptions: 92 } },
      { kind: "TRAINING", level: 10, ovr: 111, stats: { marking: 89 } },
    ]);
  });

  it("refuses a file with a bad level row, writing nothing", async () => {
    const res = await upload(["importKey,name,position,ovr,level", "son,손흥민,ST,120,", "son,,,121,랭크 7"].join("\n"));
    expect(res).toMatchObject({ status: 400, body: { errorCount: 1, errors: [{ row: 3, field: "level", message: "3행: 레벨은 '랭크 1'~'랭크 5' 또는 '훈련 N' 형식이어야 합니다." }] } });
    expect((await t.db.prisma.card.findUniqueOrThrow({ where: { importKey: "son" } })).ovr).toBe(115);
  });

  it("answers each level's stats as one CardLevelStats object; a malformed stored value gives its valid stats, never an error", async () => {
    const son = await cardId("son");
    // Written around the import's checks, as a hand edit or an old row could be.
    await t.db.prisma.cardLevel.createMany({ data: [
      { cardId: son, kind: "training", level: 40, ovr: 120, stats: { pace: "빠름", shooting: 97.5, dribbling: 90, speed: 99, ovr: 130 } },
      { cardId: son, kind: "training", level: 50, ovr: 121, stats: [1, 2, 3] },
      { cardId: son, kind: "training", level: 60, ovr: 122, stats: "pace=99" },
    ] });
    const { data, errors } = await t.gql(`query ($id: ID!) { card(id: $id) { levels { label stats } atLevel(kind: TRAINING, level: 40) { stats } } }`, { id: gid(son) });
    expect(errors).toBeUndefined();
    expect(data.card.levels.map((l: { label: string; stats: unknown }) => [l.label, l.stats])).toEqual([
      ["랭크 1", { pace: 96 }], ["랭크 3", { pace: 99 }], ["훈련 40", { dribbling: 90 }], ["훈련 50", {}], ["훈련 60", {}],
    ]);
    expect(data.card.atLevel).toEqual({ stats: { dribbling: 90 } });
  });
});
