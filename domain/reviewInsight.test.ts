import { describe, expect, it } from "vitest";
import { extremeAxes, percentileAmong } from "./reviewInsight";

describe("review insight rule", () => {
  it("ranks a value among its peers by mid-rank percentile", () => {
    expect(percentileAmong(9, [7, 8, 9, 10])).toBe(62.5);
    expect(percentileAmong(5, [5, 5])).toBe(50);
    expect(percentileAmong(10, [10])).toBe(50);
  });

  it("picks the strongest and weakest axes, ties in catalogue order", () => {
    expect(extremeAxes({ pace: 90, shooting: 10, passing: 90, agility: 50, defense: 10, physical: 40 })).toEqual({ strongest: "pace", weakest: "shooting" });
  });
});
