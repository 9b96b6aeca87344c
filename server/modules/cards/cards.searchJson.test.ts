import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CardFilter, CardSort } from "../../../domain/cardSearch";
import { searchKey } from "../../../domain/hangul";
import { CARD_LIST_COLUMNS } from "../../core/cards";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { searchCardsJson, searchValidCards } from "./cards.search";

// REST's card lists come as JSON PostgreSQL wrote (searchCardsJson); they must read exactly as the rows the
// GraphQL path maps would after JSON.stringify, including the values JSON writes differently from SQL.
const AWKWARD = [
  { name: `따옴표 "큰" \\역슬래시`, team: "줄\n바꿈\t탭", nation: "제어\u0001문자", ovr: 101, avgRating: 8.333333333333334, reviewCount: 3 },
  { name: "이모지 ⚽🔥", imageUrl: "/uploads/a b.png", ovr: 99, avgRating: 0.1 + 0.2, reviewCount: 1, skillMovesList: ["rainbow", "드래그 백"] },
  { name: "빈 값", team: null, league: null, ovr: 97, staminaRating: null, heartCount: 7 },
];
const DATES = ["2026-03-04T05:06:07.089Z", "2026-03-04T05:06:07.000Z", "1999-12-31T23:59:59.999Z"];

describe.each(BACKENDS)("REST card lists as PostgreSQL writes them on %s", (backend) => {
  let t: TestApp;
  const both = async (filter: CardFilter, sort: CardSort, page = { limit: 20, offset: 0 }) => {
    const ctx = { prisma: t.db.prisma };
    const rows = await searchValidCards(ctx, { filter, sort, page, select: CARD_LIST_COLUMNS });
    const { cardsJson, total } = await searchCardsJson(ctx, { filter, sort, page });
    const expected = rows.levels ? rows.cards.map((card, i) => ({ ...card, ...rows.levels![i] })) : rows.cards;
    return { expected: JSON.parse(JSON.stringify({ cards: expected, total: rows.total })), actual: JSON.parse(`{"cards":${cardsJson},"total":${total}}`) };
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const created = await Promise.all(
      AWKWARD.map((card, i) =>
        t.db.prisma.card.create({
          data: { position: "ST", className: "LIVE", pace: 90 + i, dribbling: 80 + i, ...card, createdAt: new Date(DATES[i]), searchKey: searchKey(card.name, card.team ?? undefined) },
        }),
      ),
    );
    await t.db.prisma.cardLevel.create({ data: { cardId: created[0].id, kind: "rank", level: 3, ovr: 104, stats: { dribbling: 99 } } });
  });
  afterAll(() => t.close());

  it.each<[string, CardFilter, CardSort]>([
    ["by OVR", {}, "ovr"],
    ["by rating", {}, "rating"],
    ["by a detailed stat, with stat ranges", { className: ["LIVE"], stats: [{ key: "pace", min: 90 }] }, "dribbling"],
    ["at a level, by OVR there", { level: { kind: "rank", level: 3 } }, "ovr"],
    ["at a level, by name", { level: { kind: "rank", level: 3 } }, "name"],
  ])("answers %s with the same cards, values and total as the rows", async (_name, filter, sort) => {
    const { expected, actual } = await both(filter, sort);
    expect(actual.cards.length).toBeGreaterThanOrEqual(3);
    expect(actual).toEqual(expected);
  });

  it("keeps the exact timestamps and the awkward strings", async () => {
    const { actual } = await both({}, "newest");
    expect(actual.cards.map((c: { createdAt: string }) => c.createdAt)).toEqual([DATES[0], DATES[1], DATES[2]]);
    expect(actual.cards.map((c: { name: string }) => c.name)).toContain(AWKWARD[0].name);
    expect(actual.cards.find((c: { name: string }) => c.name === "빈 값").team).toBeNull();
  });

  it("answers an empty page past the end with the total", async () => {
    const { expected, actual } = await both({}, "ovr", { limit: 20, offset: 50 });
    expect(actual).toEqual({ cards: [], total: 3 });
    expect(actual).toEqual(expected);
  });
});
