import { describe, expect, it } from "vitest";
import { derivePlayerKey, playerKeyOf } from "./playerKey";

describe("player key", () => {
  it("derives one key for one name however it is spaced or cased", () => {
    expect(derivePlayerKey("박 승용")).toBe(derivePlayerKey("박승용"));
    expect(derivePlayerKey("Son Heung Min")).toBe("sonheungmin");
  });

  it("keeps a key the importer gives, so two players with one name stay apart", () => {
    expect(playerKeyOf("박승용", "park-1999")).toBe("park-1999");
    expect(playerKeyOf("박승용", "  ")).toBe("박승용");
    expect(playerKeyOf("박승용", null)).toBe("박승용");
  });
});
