import { describe, it, expect } from "vitest";
import { POST_TYPES, postTypeLabel, isPostType, rangeLabel, writablePostTypes } from "./posts";

describe("post types", () => {
  it("lists the five stored types with labels", () => {
    expect(POST_TYPES.map((t) => [t.key, t.label])).toEqual([
      ["free", "자유"],
      ["question", "질문"],
      ["tip", "팁"],
      ["notice", "공지"],
      ["announcement", "공지"],
    ]);
    expect(isPostType("tip")).toBe(true);
    expect(isPostType("share")).toBe(false);
  });

  it("labels every type in Korean, in either case, and never shows a raw English type", () => {
    expect(["free", "question", "tip", "notice", "announcement"].map(postTypeLabel)).toEqual(["자유", "질문", "팁", "공지", "공지"]);
    expect(["QUESTION", "TIP", "ANNOUNCEMENT"].map(postTypeLabel)).toEqual(["질문", "팁", "공지"]);
    expect(["formation", "analysis", "share", "discussion", "review", "other"].map(postTypeLabel)).toEqual(["포메이션", "분석", "공유", "토론", "리뷰", "기타"]);
  });

  it("offers notice only to admins", () => {
    expect(writablePostTypes(false)).toEqual(["free", "question", "tip"]);
    expect(writablePostTypes(true)).toEqual(["free", "question", "tip", "notice"]);
  });

  it("names the shown range, and only the total past the last page", () => {
    expect(rangeLabel(320, 1, 10)).toBe("전체 320개 중 1-10");
    expect(rangeLabel(320, 32, 10)).toBe("전체 320개 중 311-320");
    expect(rangeLabel(320, 999, 10)).toBe("전체 320개");
    expect(rangeLabel(0, 1, 10)).toBe("전체 0개");
  });
});
