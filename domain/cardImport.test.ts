import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CardImportFileError, IMPORT_COLUMNS, parseCardImport, printCardImportCsv } from "./cardImport";
import { CARD_POSITIONS, CARD_STAT_KEYS, newCardDefaults, type CardInput } from "./cardForm";

const HEADER = "importKey,name,position,ovr,team,height,isTwoFooted,footPreference,weakFoot,skillMovesList,pace";

describe("parseCardImport", () => {
  it("reads CSV rows into full cards: defaults fill empty cells, columns list what the row gave", () => {
    const csv = `${HEADER}\r\nson-115,손흥민,st,115,토트넘,183,,오른발,4,"헛다리, 마르세유 턴",95\r\nkim-110,김민재,CB,110,,,yes,왼발,3,,\r\n`;
    const { rows, errors } = parseCardImport(csv, "csv");
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ row: 2, importKey: "son-115", columns: ["name", "position", "ovr", "team", "height", "footPreference", "weakFoot", "skillMovesList", "pace"] });
    expect(rows[0].card).toMatchObject({ name: "손흥민", position: "ST", ovr: 115, team: "토트넘", height: 183, weight: 80, skillMovesList: ["헛다리", "마르세유 턴"], pace: 95, shooting: null });
    // Two-footed clears the feet, and the row then writes them too.
    expect(rows[1].card).toMatchObject({ isTwoFooted: true, footPreference: null, weakFoot: null, team: null });
    expect(rows[1].columns).toEqual(["name", "position", "ovr", "isTwoFooted", "footPreference", "weakFoot"]);
  });

  it("lists every bad row with its row number and the form's Korean message naming the field", () => {
    const csv = [HEADER, "a,이름,ST,90,,,,,,,", "b,,ST,90,,149,,,,,", "c,이름,ST,90,,,maybe,,,,1000", "a,중복,ST,90,,,,,,,", ",키없음,ST,90,,,,,,,", "d,짧은행", ",,,,,,,,,,"].join("\n");
    const { rows, errors } = parseCardImport(csv, "csv");
    expect(rows.map((r) => r.importKey)).toEqual(["a"]);
    expect(errors).toEqual([
      { row: 3, field: "name", message: "이름, 포지션, OVR은 필수입니다." },
      { row: 3, field: "height", message: "키은(는) 150 이상이어야 합니다." },
      { row: 4, field: "isTwoFooted", message: "양발 여부는 참/거짓이어야 합니다." },
      { row: 4, field: "pace", message: "속력은(는) 999 이하여야 합니다." },
      { row: 5, field: "importKey", message: "가져오기 키 'a'가 2행과 중복됩니다." },
      { row: 6, field: "importKey", message: "가져오기 키(importKey)는 필수입니다." },
      { row: 7, field: null, message: "열 개수(2개)가 헤더(11개)와 다릅니다." },
    ]);
  });

  it("refuses a file whose header or syntax is wrong before reading rows", () => {
    expect(() => parseCardImport("importKey,name,position,ovr,colour\r\n", "csv")).toThrow("알 수 없는 열입니다: colour");
    expect(() => parseCardImport("importKey,name,ovr\r\n", "csv")).toThrow("필수 열이 없습니다: position");
    expect(() => parseCardImport("importKey,name,position,ovr\r\n", "csv")).toThrow(new CardImportFileError("가져올 행이 없습니다."));
    expect(() => parseCardImport('importKey,name,position,ovr\r\n"a,b,ST,90', "csv")).toThrow(/CSV 형식 오류: 2번째 줄/);
    expect(() => parseCardImport("{", "json")).toThrow("JSON 형식 오류: 파일을 읽을 수 없습니다.");
    expect(() => parseCardImport('{"x":1}', "json")).toThrow(/카드 배열/);
  });

  it("reads JSON arrays (or { cards }) with numbers, booleans and arrays as they are", () => {
    const json = JSON.stringify({ cards: [{ importKey: 7, name: "메시", position: "RW", ovr: 120, isNew: true, skillMovesList: ["라 크로케타"] }, "x", { importKey: "k", name: "A", position: "ST", ovr: 90, colour: "red" }] });
    const { rows, errors } = parseCardImport(json, "json");
    expect(rows).toMatchObject([{ row: 1, importKey: "7", card: { name: "메시", isNew: true, skillMovesList: ["라 크로케타"] } }]);
    expect(errors).toEqual([{ row: 2, field: null, message: "각 항목은 카드 객체여야 합니다." }, { row: 3, field: "colour", message: "알 수 없는 열입니다: colour" }]);
  });

  it("derives the player key from the name when the row leaves it empty", () => {
    const { rows } = parseCardImport("importKey,name,position,ovr,className,playerKey\na,박 승용,ST,120,TOTY,\nb,박승용,ST,114,LIVE,park-2", "csv");
    expect(rows.map((r) => [r.card.className, r.card.playerKey])).toEqual([["TOTY", "박승용"], ["LIVE", "park-2"]]);
  });

  it("reads back every card it prints", () => {
    const stat = fc.option(fc.integer({ min: 1, max: 999 }), { nil: null });
    const card = fc.record({
      name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s.length > 0 && !s.includes("\u0000")),
      position: fc.constantFrom(...CARD_POSITIONS),
      ovr: fc.integer({ min: 1, max: 999 }),
      team: fc.option(fc.constantFrom("토트넘", "FC \"바르셀로나\"", "A, B"), { nil: null }),
      height: fc.integer({ min: 150, max: 210 }),
      isNew: fc.boolean(),
      pace: stat,
      skillMovesList: fc.constantFrom<string[][]>([], ["헛다리"], ["헛다리", "라 크로케타"]),
      className: fc.option(fc.constantFrom("TOTY", "ICON 프라임", "월드컵"), { nil: null }),
      playerKey: fc.stringMatching(/^[a-z0-9가-힣-]{1,20}$/),
    });
    fc.assert(
      fc.property(fc.array(card, { minLength: 1, maxLength: 5 }), (cards) => {
        const full = cards.map((c, i) => ({ importKey: `k${i}`, card: { ...newCardDefaults(), ...Object.fromEntries(CARD_STAT_KEYS.map((k) => [k, null])), ...c } as CardInput }));
        const { rows, errors } = parseCardImport(printCardImportCsv(full), "csv");
        expect(errors).toEqual([]);
        expect(rows.map((r) => ({ importKey: r.importKey, card: r.card }))).toEqual(full);
      }),
      { numRuns: 200 },
    );
    expect(printCardImportCsv([]).split("\r\n")[0]).toBe(IMPORT_COLUMNS.join(","));
  });
});
