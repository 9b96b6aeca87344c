import { describe, expect, it } from "vitest";
import { loginPathFor, safeReturnPath } from "./loginReturn";

describe("returning after login", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeReturnPath("/community/write")).toBe("/community/write");
    expect(safeReturnPath("/posts/12?x=1#c3")).toBe("/posts/12?x=1#c3");
    expect(loginPathFor("/posts/12?x=1")).toBe("/login?next=%2Fposts%2F12%3Fx%3D1");
  });

  it("never sends anyone to another site or back to an account page", () => {
    for (const bad of [null, "", "https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/login?next=/x", "/change-password", "/x\n"]) {
      expect(safeReturnPath(bad)).toBe("/");
    }
    expect(loginPathFor("/")).toBe("/login");
    expect(loginPathFor("/login")).toBe("/login");
  });
});
