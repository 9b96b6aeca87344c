import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  LEVELS,
  DEFAULT_LEVEL,
  POINTS,
  levelForPoints,
  levelProgress,
  isLegendary,
  levelTier,
  pointsForPost,
} from "./levels";

describe("level ladder", () => {
  it("has fifteen levels with rising thresholds starting at 0", () => {
    expect(LEVELS).toHaveLength(15);
    expect(LEVELS[0]).toEqual({ name: "브론즈 3", minPoints: 0 });
    LEVELS.slice(1).forEach((level, i) => expect(level.minPoints).toBeGreaterThan(LEVELS[i]!.minPoints));
    expect(DEFAULT_LEVEL).toBe("브론즈 3");
  });

  it("switches level exactly at each threshold", () => {
    expect(levelForPoints(0)).toBe("브론즈 3");
    expect(levelForPoints(9)).toBe("브론즈 3");
    expect(levelForPoints(10)).toBe("브론즈 2");
    expect(levelForPoints(149)).toBe("실버 1");
    expect(levelForPoints(150)).toBe("월드클래스 3");
    expect(levelForPoints(799)).toBe("레전더리 1");
    expect(levelForPoints(800)).toBe("피파챔피언 3");
    expect(levelForPoints(1000)).toBe("피파챔피언 1");
    expect(levelForPoints(5000)).toBe("피파챔피언 1");
    expect(levelForPoints(-5)).toBe("브론즈 3");
    expect(levelForPoints(Number.NaN)).toBe("브론즈 3");
    expect(levelProgress(-5)).toEqual(levelProgress(0));
    for (const level of LEVELS) {
      expect(levelForPoints(level.minPoints)).toBe(level.name);
    }
  });

  it("reports progress toward the next level", () => {
    expect(levelProgress(0)).toEqual({ currentLevel: "브론즈 3", currentScore: 0, nextLevel: "브론즈 2", pointsNeeded: 10, progress: 0 });
    expect(levelProgress(9)).toEqual({ currentLevel: "브론즈 3", currentScore: 9, nextLevel: "브론즈 2", pointsNeeded: 1, progress: 90 });
    expect(levelProgress(20)).toEqual({ currentLevel: "브론즈 2", currentScore: 20, nextLevel: "브론즈 1", pointsNeeded: 10, progress: 50 });
    expect(levelProgress(650).progress).toBe(25); // 레전더리 1 (600) → 피파챔피언 3 (800)
  });

  it("caps at the top level with no next level", () => {
    for (const points of [1000, 1001, 99999]) {
      expect(levelProgress(points)).toEqual({
        currentLevel: "피파챔피언 1",
        currentScore: points,
        nextLevel: null,
        pointsNeeded: 0,
        progress: 100,
      });
    }
  });

  it("keeps progress an integer percent and the level consistent for any score", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (points) => {
        const p = levelProgress(points);
        expect(Number.isInteger(p.progress) && p.progress >= 0 && p.progress <= 100).toBe(true);
        expect(p.currentLevel).toBe(levelForPoints(points));
        if (p.nextLevel !== null) expect(levelForPoints(points + p.pointsNeeded)).toBe(p.nextLevel);
      }),
    );
  });

  it("marks legendary and champion levels for the legendary icon", () => {
    expect(isLegendary("레전더리 3")).toBe(true);
    expect(isLegendary("피파챔피언 1")).toBe(true);
    expect(isLegendary("월드클래스 1")).toBe(false);
    expect(isLegendary("브론즈 3")).toBe(false);
    expect(levelTier("실버 2")).toBe("silver");
    expect(levelTier("???")).toBe("bronze");
  });
});

describe("points", () => {
  it("awards the spec's points", () => {
    expect(POINTS).toEqual({ cardReview: 3, formationReview: 3, otherPost: 3, freePost: 1, likeReceived: 1, comment: 1 });
    expect(pointsForPost("free")).toBe(1);
    expect(["question", "tip", "notice", "announcement"].map((t) => pointsForPost(t as never))).toEqual([3, 3, 3, 3]);
  });
});
