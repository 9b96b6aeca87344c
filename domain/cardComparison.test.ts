import { describe, expect, it } from "vitest";
import { bestColumns, compareCountOk, compareIsFull, comparePath, parseCompareIds, togglePicked } from "./cardComparison";

describe("card comparison", () => {
  it("reads ids from the URL in order, without repeats or junk", () => {
    expect(parseCompareIds("3, 1,abc,3,0,-2,1.5,7")).toEqual([3, 1, 7]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it("accepts two to four cards", () => {
    expect([[1], [1, 2], [1, 2, 3, 4], [1, 2, 3, 4, 5]].map(compareCountOk)).toEqual([false, true, true, false]);
    expect(comparePath([4, 2])).toBe("/compare?cards=4,2");
  });

  it("marks the highest value, ties included, and nothing when all are equal or alone", () => {
    expect([...bestColumns([80, 91, 91, null])]).toEqual([1, 2]);
    expect([...bestColumns([80, 80])]).toEqual([]);
    expect([...bestColumns([80, null])]).toEqual([]);
  });

  it("toggles a pick, keeping the newest four", () => {
    expect(togglePicked([1, 2], 2)).toEqual([1]);
    // A fifth pick drops nothing silently: the list stays and the user is told why.
    expect(togglePicked([1, 2, 3, 4], 5)).toEqual([1, 2, 3, 4]);
    expect(compareIsFull([1, 2, 3, 4], 5)).toBe(true);
    expect(compareIsFull([1, 2, 3, 4], 4)).toBe(false);
    expect(compareIsFull([1, 2, 3], 5)).toBe(false);
  });
});
