import { describe, it, expect } from "vitest";
import {
  POSITIONS,
  EXTRA_POSITIONS,
  RANKING_POSITIONS,
  RANKING_PAGE_POSITIONS,
  POSITION_BREAK_OPTIONS,
  isPosition,
  isAnyPosition,
  isPositionBreak,
  parsePosition,
  positionCategory,
} from "./positions";
import { positionSchema } from "./positionSchema";

describe("positions", () => {
  it("lists the fifteen card positions without duplicates", () => {
    expect(POSITIONS).toHaveLength(15);
    expect(new Set(POSITIONS).size).toBe(15);
    expect(EXTRA_POSITIONS).toEqual(["LF", "RF"]);
  });

  it("offers ten ranking positions starting with ST, all real positions", () => {
    expect(RANKING_POSITIONS).toEqual(["ST", "LW", "RW", "CAM", "CM", "CDM", "CB", "LB", "RB", "GK"]);
    expect(RANKING_POSITIONS.every(isPosition)).toBe(true);
  });

  it("lets the rankings page select LF and RF too (spec: selectable on rankings also LF, RF)", () => {
    expect(RANKING_PAGE_POSITIONS).toEqual([...RANKING_POSITIONS, "LF", "RF"]);
    expect(parsePosition("lf", RANKING_PAGE_POSITIONS)).toBe("LF");
  });

  it("offers every position except the wing-backs as a position break", () => {
    expect([...POSITION_BREAK_OPTIONS].sort()).toEqual(POSITIONS.filter((p) => p !== "LWB" && p !== "RWB").sort());
    expect(isPositionBreak("LWB")).toBe(false);
    expect(isPositionBreak("CM")).toBe(true);
  });

  it("recognises positions and rejects anything else", () => {
    expect(isPosition("ST")).toBe(true);
    expect(isPosition("LF")).toBe(false);
    expect(isPosition("st")).toBe(false);
    expect(isPosition(3)).toBe(false);
    expect(isAnyPosition("LF")).toBe(true);
    expect(isAnyPosition("XX")).toBe(false);
  });

  it("parses a position from input in any case, optionally limited to a subset", () => {
    expect(parsePosition(" st ")).toBe("ST");
    expect(parsePosition("rf")).toBe("RF");
    expect([undefined, null, 3, "", "XX", "STX"].map((v) => parsePosition(v))).toEqual(Array(6).fill(null));
    expect(parsePosition("cam", RANKING_POSITIONS)).toBe("CAM");
    expect(parsePosition("LM", RANKING_POSITIONS)).toBeNull();
  });

  it("validates API input with the same check and a Korean message", () => {
    expect(positionSchema.parse("cdm")).toBe("CDM");
    const result = positionSchema.safeParse("XX");
    expect(result.success ? null : result.error.issues[0].message).toBe("알 수 없는 포지션입니다.");
  });

  it("groups positions for badge colours", () => {
    expect(positionCategory("GK")).toBe("GK");
    expect(["CB", "LB", "RB", "LWB", "RWB"].map((p) => positionCategory(p as never))).toEqual(Array(5).fill("DEF"));
    expect(["CDM", "CM", "CAM", "LM", "RM"].map((p) => positionCategory(p as never))).toEqual(Array(5).fill("MID"));
    expect(["LW", "RW", "CF", "ST", "LF", "RF"].map((p) => positionCategory(p as never))).toEqual(Array(6).fill("FWD"));
  });
});
