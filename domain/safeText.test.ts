import { describe, expect, it } from "vitest";
import { INPUT_TOO_DEEP_MESSAGE, INPUT_TOO_LARGE_MESSAGE, findInputProblem, findUnsafeText, isSafeText, jsonNestsTooDeep } from "./safeText";

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

describe("input bounds", () => {
  it("finds nesting past the bound without recursion, in parsed values and in raw JSON", () => {
    const deep = "[".repeat(8000) + "]".repeat(8000);
    expect(findInputProblem(JSON.parse(deep))?.message).toBe(INPUT_TOO_DEEP_MESSAGE);
    expect(jsonNestsTooDeep(new TextEncoder().encode(deep))).toBe(true);
    const fine = "[".repeat(64) + "]".repeat(64);
    expect(findInputProblem(JSON.parse(fine))).toBeNull();
    expect(jsonNestsTooDeep(new TextEncoder().encode(fine))).toBe(false);
    // Brackets inside strings, escaped quotes included, are text, not nesting.
    expect(jsonNestsTooDeep(new TextEncoder().encode(JSON.stringify({ a: "[".repeat(100) + '\\"' + "{".repeat(100) })))).toBe(false);
  });

  it("refuses more values than the bound", () => {
    expect(findInputProblem({ a: Array(20_000).fill(1) })?.message).toBe(INPUT_TOO_LARGE_MESSAGE);
    expect(findInputProblem({ a: Array(5_000).fill("ok") })).toBeNull();
  });
});
