import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonicalPath";
import { cardDescription, excerpt, pageTitle } from "./pageMeta";

describe("page titles and descriptions", () => {
  it("names the page before the site, and the home page by the site alone", () => {
    expect(pageTitle("손흥민 ST 112")).toBe("손흥민 ST 112 — FC 모바일 카드 DB");
    expect(pageTitle()).toBe("FC 모바일 카드 DB");
  });

  it("describes a card by OVR, position, rating and review count", () => {
    expect(cardDescription({ name: "손흥민", position: "ST", ovr: 112, avgRating: 9.04, reviewCount: 3, team: null }))
      .toBe("손흥민 카드 (ST, OVR 112) 능력치와 유저 리뷰. 평균 평점 9.0 / 10 (리뷰 3개).");
    expect(cardDescription({ name: "A", position: "CB", ovr: 80, avgRating: 0, reviewCount: 0 })).toContain("아직 리뷰 없음");
  });

  it("cuts excerpts on whole characters with an ellipsis, collapsing whitespace", () => {
    expect(excerpt("가나다  라마\n바", 5)).toBe("가나다…");
    expect(excerpt("😀😀😀", 2)).toBe("😀…");
    expect(excerpt(" 짧음 ", 10)).toBe("짧음");
  });
});

describe("canonical paths", () => {
  const canonical = (pattern: string, query = "", params: Record<string, string> = {}) => canonicalPath(pattern, params, new URLSearchParams(query));

  it("keeps a list's meaningful query in one order, without defaults or unknown keys", () => {
    expect(canonical("/cards", "offset=20&position=cam&sortBy=rating&utm_source=x")).toBe("/cards?position=CAM&sortBy=rating&offset=20");
    expect(canonical("/cards", "sortBy=ovr&limit=20")).toBe("/cards");
    expect(canonical("/new-cards", "page=abc&position=zz")).toBe("/new-cards");
    expect(canonical("/community", "type=all&search=%20%20")).toBe("/community");
    expect(canonical("/formation-rankings", "formation=4-3-3 (holding)&page=2")).toBe(`/formation-rankings?formation=${encodeURIComponent("4-3-3 홀딩").replace(/%20/g, "+")}`);
  });

  it("fills path parameters and gives the ranking page its default position", () => {
    expect(canonical("/cards/:id", "tab=reviews", { id: "12" })).toBe("/cards/12");
    expect(canonical("/rankings/:position?")).toBe("/rankings/ST");
    expect(canonical("/rankings/:position?", "", { position: "lf" })).toBe("/rankings/LF");
  });
});
