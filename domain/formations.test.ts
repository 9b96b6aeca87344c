import { describe, it, expect } from "vitest";
import {
  FORMATIONS,
  FORMATION_NAMES,
  DEFAULT_FORMATION,
  formationTopOf,
  formationTopPath,
  formationByName,
  isFormationName,
  positionCounts,
} from "./formations";
import { isPosition } from "./positions";

describe("formation catalogue", () => {
  it("has the 29 formations of the spec with unique Korean and English names", () => {
    expect(FORMATIONS).toHaveLength(29);
    expect(new Set(FORMATION_NAMES).size).toBe(29);
    expect(new Set(FORMATIONS.map((f) => f.englishName.toLowerCase())).size).toBe(29);
    expect(FORMATION_NAMES).toContain("4-3-3 펄스나인");
    expect(FORMATION_NAMES).toContain("3-4-3 다이아몬드");
    expect(FORMATION_NAMES).toContain("4-5-1");
  });

  it("puts eleven players in every formation, exactly one goalkeeper, on the pitch", () => {
    for (const f of FORMATIONS) {
      expect(f.positions, f.name).toHaveLength(11);
      expect(f.positions.filter((p) => p.position === "GK"), f.name).toHaveLength(1);
      for (const { position, x, y } of f.positions) {
        expect(isPosition(position), `${f.name} ${position}`).toBe(true);
        expect(x >= 0 && x <= 100 && y >= 0 && y <= 100, `${f.name} ${position}`).toBe(true);
      }
      expect(f.description.length, f.name).toBeGreaterThan(10);
    }
  });

  it("draws the goalkeeper at the bottom and the strikers at the top", () => {
    for (const f of FORMATIONS) {
      const gk = f.positions.find((p) => p.position === "GK")!;
      const outfieldYs = f.positions.filter((p) => p.position !== "GK").map((p) => p.y);
      expect(gk.y, f.name).toBeGreaterThan(Math.max(...outfieldYs));
      expect(Math.min(...outfieldYs), f.name).toBeLessThanOrEqual(20);
    }
  });

  it("keeps the number of defenders in the formation's name", () => {
    const defenders = new Set(["CB", "LB", "RB", "LWB", "RWB"]);
    for (const f of FORMATIONS) {
      const count = f.positions.filter((p) => defenders.has(p.position)).length;
      expect(count, f.name).toBe(Number(f.name[0]));
      const lines = f.name.split(" ")[0]!.split("-").map(Number);
      expect(lines.reduce((a, b) => a + b, 0), f.name).toBe(10);
    }
  });

  it("defaults to 4-3-3 holding", () => {
    expect(DEFAULT_FORMATION).toBe("4-3-3 홀딩");
    expect(isFormationName(DEFAULT_FORMATION)).toBe(true);
    expect(isFormationName("4-3-3 (holding)")).toBe(false);
  });
});

describe("formationByName", () => {
  it("accepts the Korean name or the English one, ignoring case and spacing", () => {
    expect(formationByName("4-3-3 홀딩")?.englishName).toBe("4-3-3 (holding)");
    expect(formationByName("4-3-3 (holding)")?.name).toBe("4-3-3 홀딩");
    expect(formationByName("4-3-3 Holding")?.name).toBe("4-3-3 홀딩");
    expect(formationByName("4-3-3-HOLDING")?.name).toBe("4-3-3 홀딩");
    expect(formationByName("4-3-3(False 9)")?.name).toBe("4-3-3 펄스나인");
    expect(formationByName(" 4-2-3-1  넓게 ")?.name).toBe("4-2-3-1 넓게");
    expect(formationByName("4-5-1")?.name).toBe("4-5-1");
    expect(formationByName("4-5-1 flat")?.name).toBe("4-5-1 플랫");
  });

  it("finds every formation by both names and rejects unknown ones", () => {
    for (const f of FORMATIONS) {
      expect(formationByName(f.name)).toBe(f);
      expect(formationByName(f.englishName)).toBe(f);
    }
    expect(formationByName("4-4-4")).toBeUndefined();
    expect(formationByName("")).toBeUndefined();
  });
});

describe("positionCounts", () => {
  it("counts outfield players per position, leaving out the goalkeeper", () => {
    expect(positionCounts(formationByName("4-3-3 홀딩")!)).toEqual({ LB: 1, CB: 2, RB: 1, CDM: 1, CM: 2, LW: 1, ST: 1, RW: 1 });
    expect(positionCounts(formationByName("5-3-2")!)).toEqual({ LWB: 1, CB: 3, RWB: 1, CM: 2, CDM: 1, ST: 2 });
  });

  it("always totals ten", () => {
    for (const f of FORMATIONS) {
      const total = Object.values(positionCounts(f)).reduce((a, b) => a + (b ?? 0), 0);
      expect(total, f.name).toBe(10);
    }
  });
});

describe("formationTopOf", () => {
  it("names a formation's TOP 100 page only for a position the formation has", () => {
    expect(formationTopOf("4-4-2 플랫", "st")).toMatchObject({ formation: { name: "4-4-2 플랫" }, position: "ST" });
    expect(formationTopOf("4-4-2 (flat)", "CM")?.position).toBe("CM");
    // 4-4-2 플랫 has no CDM (4-4-2 홀딩 has two): not found, on the server and in the app.
    expect(formationTopOf("4-4-2 플랫", "CDM")).toBeNull();
    expect(formationTopOf("4-4-2 홀딩", "CDM")?.position).toBe("CDM");
    expect(formationTopOf("없는 포메이션", "ST")).toBeNull();
    expect(formationTopOf("4-4-2 플랫", "LF")).toBeNull();
    expect(formationTopOf("4-4-2 플랫", undefined)).toBeNull();
  });

  it("builds the page's path with the formation name encoded", () => {
    expect(formationTopPath("4-4-2 플랫", "ST")).toBe("/formations/4-4-2%20%ED%94%8C%EB%9E%AB/ST");
  });
});
