import { describe, expect, it } from "vitest";
import { formationByName } from "../../../domain/formations";
import { defaultPositionFor, formationPositions } from "./formationPositions";

const f = (name: string) => formationByName(name)!;

describe("formation positions for the selectors", () => {
  it("lists a formation's distinct positions in the site's order", () => {
    expect(formationPositions(f("4-3-3 홀딩"))).toEqual(["GK", "CB", "LB", "RB", "CDM", "CM", "LW", "RW", "ST"]);
  });

  it("resets to ST, or CF for the false 9, after a formation change", () => {
    expect(defaultPositionFor(f("4-4-2 플랫"))).toBe("ST");
    expect(defaultPositionFor(f("4-3-3 (false 9)"))).toBe("CF");
  });
});
