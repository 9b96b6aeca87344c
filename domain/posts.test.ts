import { describe, it, expect } from "vitest";
import { POST_TYPES, postTypeLabel, activityPostTypeLabel, isPostType, writablePostTypes } from "./posts";

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

  it("labels free, question and tip and shows anything else as 공지", () => {
    expect(postTypeLabel("free")).toBe("자유");
    expect(postTypeLabel("question")).toBe("질문");
    expect(postTypeLabel("tip")).toBe("팁");
    expect(postTypeLabel("notice")).toBe("공지");
    expect(postTypeLabel("announcement")).toBe("공지");
    expect(postTypeLabel("analysis")).toBe("공지");
  });

  it("uses the my-activity labels there", () => {
    expect(["free", "tip", "formation", "question"].map(activityPostTypeLabel)).toEqual(["자유", "TIP", "포메이션", "question"]);
  });

  it("offers notice only to admins", () => {
    expect(writablePostTypes(false)).toEqual(["free", "question", "tip"]);
    expect(writablePostTypes(true)).toEqual(["free", "question", "tip", "notice"]);
  });
});
