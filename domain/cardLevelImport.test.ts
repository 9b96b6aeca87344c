import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCardImport, printCardImportCsv } from "./cardImport";
import { CARD_STAT_KEYS, newCardDefaults, type CardInput } from "./cardForm";
import type { CardLevelInput } from "./cardLevels";
import { LEVEL_BOUNDS, compareLevels, parseLevelLabel } from "./cardLevelIds";
import { parseLevelLines, printLevelLines } from "./cardLevelText";

/** Cases the round-trip property runs (reported in the branch's report). */
const LEVEL_ROUND_TRIP_RUNS = 300;

const HEADER = "importKey,name,position,ovr,pace,shooting,finishing,level";

describe("upgrade levels in the import file", () => {
  it("reads level labels in Korean and English, refusing levels the game has not", () => {
    expect(parseLevelLabel("랭크 3")).toEqual({ kind: "rank", level: 3 });
    expect(parseLevelLabel("rank:5")).toEqual({ kind: "rank", level: 5 });
    expect(parseLevelLabel("R1")).toEqual({ kind: "rank", level: 1 });
    expect(parseLevelLabel("훈련 12")).toEqual({ kind: "training", level: 12 });
    expect(parseLevelLabel("training-30")).toEqual({ kind: "training", level: 30 });
    expect(parseLevelLabel("랭크 6")).toBeNull();
    expect(parseLevelLabel("훈련 0")).toBeNull();
    expect(parseLevelLabel("레벨 3")).toBeNull();
  });

  it("gives a CSV card row its level rows (any order in the file), stats the level leaves empty staying the base card's", () => {
    const csv = [HEADER, "son,손흥민,ST,115,95,96,97,", "son,,,117,97,,,랭크 2", "son,,,116,96,97,,랭크 1", "kim,김민재,CB,110,70,,,", "son,,,119,,,,훈련 30"].join("\n");
    const { rows, errors } = parseCardImport(csv, "csv");
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(2);
    expect(rows[0].levels).toEqual([
      { kind: "rank", level: 1, ovr: 116, stats: { pace: 96, shooting: 97 } },
      { kind: "rank", level: 2, ovr: 117, stats: { pace: 97 } },
      { kind: "training", level: 30, ovr: 119, stats: {} },
    ]);
    // A card given no level rows keeps whatever levels it has.
    expect(rows[1].levels).toBeUndefined();
    expect(rows[0].columns).not.toContain("level");
  });

  it("lists bad level rows with Korean messages and refuses the file", () => {
    const csv = [HEADER, "son,손흥민,ST,115,95,96,97,", "son,,,,,,,랭크 2", "son,,,117,1000,,,랭크 3", "son,,,117,,,,랭크 9", "son,손,,117,,,,랭크 4", "ghost,,,117,,,,랭크 1", "son,,,118,,,,랭크 5", "son,,,118,,,,rank 5"].join("\n");
    const { errors } = parseCardImport(csv, "csv");
    expect(errors).toEqual([
      { row: 3, field: "ovr", message: "3행 랭크 2: 레벨 OVR은 필수입니다." },
      { row: 4, field: "pace", message: "4행 랭크 3: 속력은(는) 1~999 사이의 정수여야 합니다." },
      { row: 5, field: "level", message: "5행: 레벨은 '랭크 1'~'랭크 5' 또는 '훈련 N' 형식이어야 합니다." },
      { row: 6, field: "name", message: "6행 랭크 4: 레벨 행에는 OVR과 능력치만 쓸 수 있습니다: name" },
      { row: 7, field: "importKey", message: "7행: 가져오기 키 'ghost'의 카드 행이 파일에 없습니다." },
      { row: 9, field: "level", message: "9행: 랭크 5이(가) 8행과 중복됩니다." },
    ]);
  });

  it("reads a JSON card's levels array by label or by kind and number", () => {
    const json = JSON.stringify([{ importKey: "a", name: "A", position: "ST", ovr: 100, levels: [{ level: "훈련 5", ovr: 103 }, { kind: "rank", level: 2, ovr: 102, pace: 90 }] }, { importKey: "b", name: "B", position: "ST", ovr: 90, levels: "x" }]);
    const { rows, errors } = parseCardImport(json, "json");
    expect(rows[0].levels).toEqual([{ kind: "rank", level: 2, ovr: 102, stats: { pace: 90 } }, { kind: "training", level: 5, ovr: 103, stats: {} }]);
    expect(errors).toEqual([{ row: 2, field: "levels", message: "2행: levels는 레벨 객체의 배열이어야 합니다." }]);
  });

  it("reads back every card and level it prints", () => {
    const stat = fc.integer({ min: 1, max: 999 });
    const levelId = fc.oneof(
      fc.record({ kind: fc.constant("rank" as const), level: fc.integer({ min: LEVEL_BOUNDS.rank[0], max: LEVEL_BOUNDS.rank[1] }) }),
      fc.record({ kind: fc.constant("training" as const), level: fc.integer({ min: LEVEL_BOUNDS.training[0], max: LEVEL_BOUNDS.training[1] }) }),
    );
    const level = fc.record({
      id: levelId,
      ovr: stat,
      stats: fc.dictionary(fc.constantFrom(...CARD_STAT_KEYS), stat, { maxKeys: 8 }),
    });
    const levels = fc.option(fc.uniqueArray(level, { minLength: 1, maxLength: 6, selector: (l) => `${l.id.kind}${l.id.level}` }), { nil: undefined });
    const card = fc.record({ name: fc.constantFrom("손흥민", "A, B", "\"따옴표\""), ovr: stat, pace: fc.option(stat, { nil: null }), levels });
    let cases = 0;
    fc.assert(
      fc.property(fc.array(card, { minLength: 1, maxLength: 4 }), (cards) => {
        cases++;
        const full = cards.map((c, i) => {
          const base = { ...newCardDefaults(), ...Object.fromEntries(CARD_STAT_KEYS.map((k) => [k, null])), name: c.name, ovr: c.ovr, pace: c.pace, playerKey: "p" } as CardInput;
          const lv: CardLevelInput[] | undefined = c.levels?.map((l) => ({ ...l.id, ovr: l.ovr, stats: Object.fromEntries(CARD_STAT_KEYS.filter((k) => k in l.stats).map((k) => [k, l.stats[k]])) })).sort(compareLevels);
          return { importKey: `k${i}`, card: base, levels: lv };
        });
        const { rows, errors } = parseCardImport(printCardImportCsv(full), "csv");
        expect(errors).toEqual([]);
        expect(rows.map((r) => ({ importKey: r.importKey, card: r.card, levels: r.levels }))).toEqual(full);
      }),
      { numRuns: LEVEL_ROUND_TRIP_RUNS },
    );
    expect(cases).toBe(LEVEL_ROUND_TRIP_RUNS);
  });
});

describe("the editor's 레벨 box", () => {
  it("reads one level per line and refuses bad lines in Korean", () => {
    expect(parseLevelLines("랭크 3 ovr=118 pace=98\n\n훈련 10 ovr=120")).toEqual({
      ok: true, levels: [{ kind: "rank", level: 3, ovr: 118, stats: { pace: 98 } }, { kind: "training", level: 10, ovr: 120, stats: {} }],
    });
    expect(parseLevelLines("랭크 3 pace=98")).toEqual({ ok: false, message: "1번째 줄 랭크 3: 레벨 OVR은 필수입니다." });
    expect(parseLevelLines("랭크 1 ovr=1\n랭크 1 ovr=2")).toEqual({ ok: false, message: "2번째 줄: 랭크 1이(가) 두 번 있습니다." });
    expect(parseLevelLines("레벨 1 ovr=1")).toMatchObject({ ok: false, message: expect.stringContaining("1번째 줄: 레벨은") });
    expect(parseLevelLines("랭크 1 ovr=1 colour=3")).toMatchObject({ ok: false, message: expect.stringContaining("colour") });
  });

  it("reads back every level list it prints", () => {
    const stat = fc.integer({ min: 1, max: 999 });
    const level = fc.record({ kind: fc.constantFrom("rank" as const, "training" as const), level: fc.integer({ min: 1, max: 5 }), ovr: stat, stats: fc.dictionary(fc.constantFrom(...CARD_STAT_KEYS), stat, { maxKeys: 6 }) });
    fc.assert(
      fc.property(fc.uniqueArray(level, { maxLength: 8, selector: (l) => `${l.kind}${l.level}` }), (levels) => {
        const sorted = levels.map((l) => ({ ...l, stats: Object.fromEntries(CARD_STAT_KEYS.filter((k) => k in l.stats).map((k) => [k, l.stats[k]])) })).sort(compareLevels);
        expect(parseLevelLines(printLevelLines(sorted))).toEqual({ ok: true, levels: sorted });
      }),
      { numRuns: LEVEL_ROUND_TRIP_RUNS },
    );
  });
});
