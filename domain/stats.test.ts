import { describe, it, expect } from "vitest";
import {
  MAIN_STATS,
  DETAILED_STATS,
  DETAILED_STAT_KEYS,
  GK_STATS,
  STAT_CATEGORIES,
  statTier,
  ovrTier,
  adminOvrColor,
  ratingTier,
  reviewRatingTier,
  statLabel,
  isDetailedStat,
  detailedStatsInCategory,
} from "./stats";

describe("stat catalogue", () => {
  it("has six main stats with Korean labels", () => {
    expect(MAIN_STATS.map((s) => s.key)).toEqual(["pace", "shooting", "passing", "agilityMain", "defending", "physical"]);
    expect(MAIN_STATS.map((s) => s.label)).toEqual(["속력", "슛", "패스", "민첩성", "수비", "피지컬"]);
  });

  it("has the thirty detailed stats of the spec, unique, each in a known category", () => {
    expect(DETAILED_STATS).toHaveLength(30);
    expect(new Set(DETAILED_STAT_KEYS).size).toBe(30);
    const categories = new Set(STAT_CATEGORIES.map((c) => c.key));
    expect(DETAILED_STATS.every((s) => categories.has(s.category) && s.label.length > 0)).toBe(true);
    const total = STAT_CATEGORIES.reduce((n, c) => n + detailedStatsInCategory(c.key).length, 0);
    expect(total).toBe(30);
  });

  it("labels stats in Korean", () => {
    expect(statLabel("sprintSpeed")).toBe("주력");
    expect(statLabel("longShots")).toBe("중거리 슛");
    expect(statLabel("fkAccuracy")).toBe("프리킥");
    expect(statLabel("diving")).toBe("다이빙");
    expect(GK_STATS.map((s) => s.key)).toEqual(["diving", "handling", "kicking", "reflexes", "gkPositioning"]);
  });

  it("tells detailed stats apart from other strings", () => {
    expect(isDetailedStat("marking")).toBe(true);
    expect(isDetailedStat("pace")).toBe(false);
    expect(isDetailedStat("diving")).toBe(false);
  });
});

describe("colour tiers", () => {
  it("colours detailed stats at 65, 75 and 85", () => {
    expect([64, 65, 74, 75, 84, 85, 120].map(statTier)).toEqual(["low", "fair", "fair", "good", "good", "high", "high"]);
  });

  it("tiers the OVR badge at 85, 90 and 95", () => {
    expect([84, 85, 89, 90, 94, 95, 118].map(ovrTier)).toEqual(["base", "gold", "gold", "elite", "elite", "icon", "icon"]);
  });

  it("uses the admin badge scale 80, 85, 90", () => {
    expect([79, 80, 85, 90].map(adminOvrColor)).toEqual(["green", "purple", "blue", "gold"]);
  });

  it("tiers overalls at 80, 85, 90, 95 and maps 0-10 review scores onto the same cut-offs", () => {
    expect([79, 80, 85, 90, 95].map(ratingTier)).toEqual(["normal", "good", "great", "elite", "legend"]);
    expect([7.9, 8, 8.5, 9, 9.5, 10].map(reviewRatingTier)).toEqual(["normal", "good", "great", "elite", "legend", "legend"]);
    // An average computed in floating point may land a hair under a cut-off; it still counts as 8.0.
    expect(reviewRatingTier(7.999999999999999)).toBe("good");
  });
});
