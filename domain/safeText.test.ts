import { describe, expect, it } from "vitest";
import { findUnsafeText, isSafeText } from "./safeText";

describe("safe text", () => {
  it("accepts Korean, emoji (surrogate pairs) and ordinary control characters", () => {
    for (const text of ["손흥민 카드 리뷰", "골 👍⚽", "줄바꿈\n탭\t", ""]) expect(isSafeText(text), text).toBe(true);
  });

  it("refuses NUL and lone surrogates anywhere in the string", () => {
    for (const text of ["a\u0000b", "\u0000", "x\uD800", "\uDC00y", "\uDBFF\uDBFF\uDC00", "👍".slice(0, 1)]) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("finds the first unsafe string or key in nested input", () => {
    expect(findUnsafeText({ a: "ok", b: [1, { c: "bad\u0000" }] })).toEqual(["b", "1", "c"]);
    expect(findUnsafeText({ ["k\uD800"]: 1 })).toEqual(["k\uD800"]);
    expect(findUnsafeText({ a: ["fine", 3, null, true] })).toBeNull();
  });
});
