import { describe, it, expect } from "vitest";
import {
  SKILL_BOOSTS,
  SKILL_BOOST_COLORS,
  skillBoostByKey,
  skillBoostByName,
  skillBoostsByColor,
  commonStats,
  isSkillBoostColor,
} from "./skillBoosts";
import { isDetailedStat } from "./stats";

describe("skill-boost catalogue", () => {
  it("has 62 boosts with the spec's per-colour counts", () => {
    expect(SKILL_BOOSTS).toHaveLength(62);
    const counts = Object.fromEntries(SKILL_BOOST_COLORS.map((c) => [c.key, skillBoostsByColor(c.key).length]));
    expect(counts).toEqual({ red: 18, white: 17, gold: 4, teal: 8, green: 9, eternal: 6 });
  });

  it("orders the colour tabs with Korean labels", () => {
    expect(SKILL_BOOST_COLORS.map((c) => c.label)).toEqual(["레드", "화이트", "골드", "틸", "그린", "이터널"]);
  });

  it("names the six eternal boosts after the game", () => {
    expect(skillBoostsByColor("eternal").map((b) => b.key)).toEqual(["crack", "warrior", "core", "energy", "shield", "commander"]);
    expect(skillBoostsByColor("eternal").map((b) => b.nameKo)).toEqual(["크랙", "워리어", "코어", "에너지", "실드", "커맨더"]);
  });

  it("gives each boost exactly five distinct, valid detailed stats", () => {
    for (const boost of SKILL_BOOSTS) {
      expect(boost.stats, boost.key).toHaveLength(5);
      expect(new Set(boost.stats).size, boost.key).toBe(5);
      expect(boost.stats.every(isDetailedStat), boost.key).toBe(true);
    }
  });

  it("has unique keys, unique Korean names and no two boosts with the same stat set", () => {
    expect(new Set(SKILL_BOOSTS.map((b) => b.key)).size).toBe(62);
    expect(new Set(SKILL_BOOSTS.map((b) => b.nameKo)).size).toBe(62);
    expect(new Set(SKILL_BOOSTS.map((b) => [...b.stats].sort().join(","))).size).toBe(62);
  });

  it("looks boosts up by key and by Korean name", () => {
    expect(skillBoostByKey("crack")?.nameKo).toBe("크랙");
    expect(skillBoostByName(" 크랙 ")?.key).toBe("crack");
    expect(skillBoostByKey("nope")).toBeUndefined();
  });

  it("recognises only the catalogue's colour groups", () => {
    expect(["red", "eternal"].every(isSkillBoostColor)).toBe(true);
    expect([null, "purple", "RED", "toString"].some(isSkillBoostColor)).toBe(false);
  });
});

describe("commonStats", () => {
  it("returns the stats every selected boost shares, in stat-sheet order", () => {
    // sniper: finishing, longShots, shotPower, curve, composure; cannon: shotPower, longShots, finishing, strength, volleys
    expect(commonStats(["sniper", "cannon"])).toEqual(["finishing", "shotPower", "longShots"]);
    expect(commonStats(["sniper", "cannon", "wall"])).toEqual([]);
  });

  it("returns a single boost's own stats and nothing for no selection or an unknown key", () => {
    expect(commonStats(["wall"]).sort()).toEqual([...skillBoostByKey("wall")!.stats].sort());
    expect(commonStats([])).toEqual([]);
    expect(commonStats(["sniper", "unknown"])).toEqual([]);
  });
});
