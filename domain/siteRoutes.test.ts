import { describe, expect, it } from "vitest";
import { isSitePath } from "./siteRoutes";

describe("site routes", () => {
  it("knows every page, with its parameters", () => {
    for (const path of ["/", "/cards", "/cards/12", "/cards/12/", "/rankings", "/rankings/cam", "/rankings/GK", "/rankings/LF", "/rankings/rf", "/posts/3", "/community/write", "/my-reviews"]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it("rejects unknown paths, extra segments and parameters that cannot name a page", () => {
    for (const path of ["/nope", "/cards/12/extra", "/cards/abc", "/cards/0", "/rankings/XX", "/rankings/ST/2", "/community/read", "/index.html.bak"]) {
      expect(isSitePath(path), path).toBe(false);
    }
  });
});
