import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  FINDER_LEVELS,
  FINDER_TOO_LONG,
  FINDER_TOO_MANY,
  parseFinderInput,
  percentageBarWidth,
  positionPoints,
  rankFormations,
} from "./formationFinder";
import { POSITION_GROUPS, positionGroupOf } from "./finderTables";
import { normaliseStatName, parseStatNames } from "./statAliases";
import { DETAILED_STAT_KEYS, MAIN_STATS, STAT_CATEGORIES, isDetailedStat } from "./stats";
import { FORMATIONS } from "./formations";
import { POSITIONS, EXTRA_POSITIONS } from "./positions";

describe("stat aliases", () => {
  it("reads keys, snake_case, Korean labels and synonyms", () => {
    expect(normaliseStatName("sprintSpeed")).toBe("sprintSpeed");
    expect(normaliseStatName("sprint_speed")).toBe("sprintSpeed");
    expect(normaliseStatName("스피드")).toBe("sprintSpeed");
    expect(normaliseStatName("골 결정력")).toBe("finishing");
    expect(normaliseStatName("골결정력")).toBe("finishing");
    for (const name of ["중거리", "중거리 슛", "중거리슛", "중거리 슈팅", "long_shots"]) expect(normaliseStatName(name)).toBe("longShots");
    expect(normaliseStatName("슈퍼파워")).toBeNull();
  });

  it("accepts every main-stat and category label and key (슛, 패스 as well as 속력)", () => {
    for (const { key, label } of [...MAIN_STATS, ...STAT_CATEGORIES]) {
      expect(normaliseStatName(label), label).not.toBeNull();
      expect(normaliseStatName(key), key).not.toBeNull();
    }
    expect(normaliseStatName("슛")).toBe("finishing");
    expect(normaliseStatName("슈팅")).toBe("finishing");
    expect(normaliseStatName("패스")).toBe("shortPassing");
    expect(normaliseStatName("수비")).toBe("defAwareness");
    expect(normaliseStatName("피지컬")).toBe("strength");
    expect(normaliseStatName("속력")).toBe("sprintSpeed");
    expect(normaliseStatName("민첩성")).toBe("agility");
    expect(parseFinderInput("슛, 패스, 속력")).toEqual({ stats: ["finishing", "shortPassing", "sprintSpeed"], unknown: [] });
  });

  it("reports unknown names once and keeps known stats in order without repeats", () => {
    expect(parseStatNames(["스피드", " 마법 ", "주력", "마법", "가속력"])).toEqual({ stats: ["sprintSpeed", "acceleration"], unknown: ["마법"] });
  });
});

describe("finder input", () => {
  it("splits on commas and lists unknown names", () => {
    expect(parseFinderInput("스피드, 가속력,골 결정력, 투명망토")).toEqual({ stats: ["sprintSpeed", "acceleration", "finishing"], unknown: ["투명망토"] });
  });

  it("refuses more than 500 characters or more than 30 stats", () => {
    expect(parseFinderInput("가".repeat(501))).toEqual({ error: FINDER_TOO_LONG });
    expect(parseFinderInput(Array(31).fill("시야").join(","))).toEqual({ error: FINDER_TOO_MANY });
    expect(parseFinderInput(Array(30).fill("시야").join(","))).toEqual({ stats: ["vision"], unknown: [] });
  });
});

describe("position tables", () => {
  it("has ten groups covering every position once, with valid stats", () => {
    expect(POSITION_GROUPS).toHaveLength(10);
    const covered = POSITION_GROUPS.flatMap((g) => g.positions);
    expect([...covered].sort()).toEqual([...POSITIONS, ...EXTRA_POSITIONS].sort());
    for (const g of POSITION_GROUPS) {
      const stats = g.tiers.flat();
      expect(stats.every(isDetailedStat)).toBe(true);
      expect(new Set(stats).size).toBe(stats.length);
    }
  });
});

describe("scoring", () => {
  it("gives 2 per tier-1 stat at level 30, 3/1 at 42 and 5/3/2/1 at 63", () => {
    // Striker tiers: finishing (1), acceleration (2), volleys (3), penalties (4).
    const stats = ["finishing", "acceleration", "volleys", "penalties"] as const;
    expect(positionPoints("ST", stats, 30)).toBe(2);
    expect(positionPoints("ST", stats, 42)).toBe(4);
    expect(positionPoints("ST", stats, 63)).toBe(11);
    expect(positionPoints("ST", ["vision"], 63)).toBe(0);
  });

  it("multiplies position points by players there and sums over outfield positions", () => {
    const [top] = rankFormations(["finishing"], 30);
    const strikers = top!.formation.positions.filter((p) => positionGroupOf(p.position).key === "striker").length;
    expect(top!.score).toBe(2 * strikers);
    const st = top!.breakdown.find((b) => b.position === "ST")!;
    expect(st.score).toBe(st.points * st.count);
    expect(top!.breakdown.some((b) => b.position === ("GK" as string))).toBe(false);
  });

  it("ranks all 29 formations with percentages of each formation's score", () => {
    const ranked = rankFormations(["sprintSpeed", "acceleration", "finishing"], 42);
    expect(ranked).toHaveLength(FORMATIONS.length);
    for (const r of ranked) {
      const sum = r.breakdown.reduce((s, b) => s + b.percentage, 0);
      expect(r.score === 0 ? sum : Math.round(sum)).toBe(r.score === 0 ? 0 : 100);
    }
    expect(ranked.map((r) => r.score)).toEqual([...ranked.map((r) => r.score)].sort((a, b) => b - a));
  });

  it("bar width is three times the percentage, capped at 100", () => {
    expect(percentageBarWidth(10)).toBe(30);
    expect(percentageBarWidth(33.4)).toBe(100);
    expect(percentageBarWidth(0)).toBe(0);
  });
});

const statsArb = fc.uniqueArray(fc.constantFrom(...DETAILED_STAT_KEYS), { maxLength: 12 });
const levelArb = fc.constantFrom(...FINDER_LEVELS);

describe("scoring properties", () => {
  it("a formation's score never decreases when a stat is added", () => {
    fc.assert(
      fc.property(statsArb, fc.constantFrom(...DETAILED_STAT_KEYS), levelArb, (stats, extra, level) => {
        const before = new Map(rankFormations(stats, level).map((r) => [r.formation.name, r.score]));
        for (const r of rankFormations([...stats, extra], level)) expect(r.score).toBeGreaterThanOrEqual(before.get(r.formation.name)!);
      }),
    );
  });

  it("equal scores share a rank; a rank is one more than the formations scoring higher", () => {
    fc.assert(
      fc.property(statsArb, levelArb, (stats, level) => {
        const ranked = rankFormations(stats, level);
        for (const r of ranked) {
          expect(r.rank).toBe(1 + ranked.filter((o) => o.score > r.score).length);
          for (const o of ranked) if (o.score === r.score) expect(o.rank).toBe(r.rank);
        }
      }),
    );
  });
});
