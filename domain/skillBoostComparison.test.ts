import { describe, expect, it } from "vitest";
import { compareBoosts, parseComparisonKeys } from "./skillBoostComparison";

describe("skill-boost comparison", () => {
  it("keeps known keys from a link, without repeats, at most four", () => {
    expect(parseComparisonKeys("sniper,nope,wall,sniper,crack,tank,engine")).toEqual(["sniper", "wall", "crack", "tank"]);
    expect(parseComparisonKeys(null)).toEqual([]);
  });

  it("splits the selected boosts' stats into common ones and what each adds", () => {
    // sniper: finishing longShots shotPower curve composure; poacher: finishing positioning reactions composure acceleration.
    expect(compareBoosts(["sniper", "poacher"])).toEqual({
      common: ["finishing", "composure"],
      extras: [
        { key: "sniper", stats: ["longShots", "shotPower", "curve"] },
        { key: "poacher", stats: ["positioning", "reactions", "acceleration"] },
      ],
    });
  });
});
