import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cardSearchToParams,
  filterOf,
  hasActiveFilter,
  ovrBounds,
  pageWindow,
  parseCardSearch,
} from "./cardSearch";
import { cardFilterFieldsAgree, parseCardSearchStrict } from "./cardSearchSchema";

describe("card search parameters", () => {
  it("reads the spec's query string with defaults (sort ovr, 20 per page, offset 0)", () => {
    const search = parseCardSearch(new URLSearchParams("search=ㅅㅎ&position=ST&minOvr=90&weakFoot=양발"));
    expect(search).toEqual({ search: "ㅅㅎ", position: "ST", minOvr: 90, weakFoot: "양발", sortBy: "ovr", limit: 20, offset: 0 });
  });

  it("drops invalid URL values in the browser but keeps the valid ones", () => {
    const search = parseCardSearch(new URLSearchParams("position=XX&minHeight=120&maxHeight=190&sortBy=zzz&offset=-5"));
    expect(search).toEqual({ maxHeight: 190, sortBy: "ovr", limit: 20, offset: 0 });
  });

  it("rejects invalid values on the server with Korean messages", () => {
    const result = parseCardSearchStrict(new URLSearchParams("minHeight=120"));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("키는 150-220cm 범위로 입력해주세요.");
    expect(parseCardSearchStrict(new URLSearchParams("limit=500")).success).toBe(false);
  });

  it("writes a short, shareable query string that reads back to the same search", () => {
    const search = parseCardSearch(new URLSearchParams("search=손흥민&footPreference=왼발&offset=40&sortBy=rating"));
    const params = cardSearchToParams(search);
    expect(params.get("limit")).toBeNull();
    expect(parseCardSearch(params)).toEqual(search);
    expect(cardSearchToParams({ sortBy: "ovr", limit: 20, offset: 0 }).toString()).toBe("");
  });

  it("separates filters from sort and paging", () => {
    expect(filterOf({ search: "", position: "GK", sortBy: "name", offset: 20 })).toEqual({ position: "GK" });
    expect(hasActiveFilter({ sortBy: "name", offset: 20 })).toBe(false);
    expect(hasActiveFilter({ skillBoost: "crack" })).toBe(true);
  });

  it("derives OVR bounds with the spec's defaults (min 70, max at least 99)", () => {
    expect(ovrBounds({ minOvr: null, maxOvr: null })).toEqual({ minOvr: 70, maxOvr: 99 });
    expect(ovrBounds({ minOvr: 72, maxOvr: 95 })).toEqual({ minOvr: 72, maxOvr: 99 });
    expect(ovrBounds({ minOvr: 70, maxOvr: 120 })).toEqual({ minOvr: 70, maxOvr: 120 });
  });

  it("shows two siblings around the current page with ellipses", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, 0, 8, 9, 10, 11, 12, 0, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 0, 18, 19, 20]);
  });

  it("reads list filters, stat ranges and stat sorts, and writes them back to the same URL", () => {
    const url = new URLSearchParams("className=TOTY,LIVE&team=토트넘&stats=pace:100-,dribbling:95-99&sortBy=dribbling");
    const search = parseCardSearch(url);
    expect(search).toMatchObject({
      className: ["TOTY", "LIVE"], team: ["토트넘"], sortBy: "dribbling",
      stats: [{ key: "pace", min: 100 }, { key: "dribbling", min: 95, max: 99 }],
    });
    expect(cardSearchToParams(search).toString()).toBe(url.toString());
    const strict = parseCardSearchStrict(new URLSearchParams("stats=pace:100-,xx:1-"));
    expect(strict.success).toBe(false);
    expect(parseCardSearchStrict(new URLSearchParams("stats=pace:99-90")).success).toBe(false);
  });

  it("keeps the level in the URL as rank-N / training-N, reading the Korean and short forms too", () => {
    const search = parseCardSearch(new URLSearchParams("level=랭크 3&stats=pace:100-"));
    expect(search.level).toEqual({ kind: "rank", level: 3 });
    expect(cardSearchToParams(search).toString()).toBe("stats=pace%3A100-&level=rank-3");
    expect(parseCardSearch(new URLSearchParams("level=T20")).level).toEqual({ kind: "training", level: 20 });
    expect(parseCardSearch(new URLSearchParams("level=rank-6")).level).toBeUndefined();
    expect(parseCardSearchStrict(new URLSearchParams("level=rank-6")).error?.issues[0].message).toBe("레벨은 '랭크 1'~'랭크 5' 또는 '훈련 N' 형식이어야 합니다.");
    expect(filterOf(search)).toEqual({ stats: [{ key: "pace", min: 100 }], level: { kind: "rank", level: 3 } });
  });

  it("reads a URL value in the browser exactly as the server schema validates it", () => {
    const keys = ["search", "position", "minOvr", "maxOvr", "minHeight", "maxHeight", "footPreference", "weakFoot", "skillBoost", "sortBy", "limit", "offset",
      "className", "team", "league", "nation", "stats", "level"];
    const value = fc.oneof(
      fc.constantFrom("ST", "GK", "LF", "XX", "왼발", "오른발", "양발", "1", "4", "5", "0", "-1", "150", "220", "221", "99", "1.5", "0.", "1e2", "0x10", "", "rating", "name", "crack", " ㅅㅎ ",
        "dribbling", "TOTY,LIVE", "a,,b", ",", "pace:100-", "pace:-80,dribbling:90-99", "pace:90-80", "pace:-", "xx:1-", "pace:1000-", "pace:5-,pace:7-",
        "rank-3", "랭크 3", "R5", "rank-6", "rank-0", "training-20", "훈련 99", "training-100", "T12", "level-2"),
      fc.integer({ min: -10, max: 300 }).map(String),
      fc.string({ maxLength: 60 }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...keys), value, (key, raw) => {
        const params = new URLSearchParams({ [key]: raw });
        const strict = parseCardSearchStrict(params);
        const lenient = parseCardSearch(params);
        if (strict.success) expect(cardFilterFieldsAgree(strict.data, lenient)).toBe(true);
        else expect(lenient).toEqual(parseCardSearch(new URLSearchParams()));
      }),
      { numRuns: 2000 },
    );
  });
});
