import { describe, expect, it } from "vitest";
import { normalizeBannerLink, resolveBannerLink } from "./bannerLink";

const origin = "https://fcmobilecarddb.kr";

describe("normalizeBannerLink", () => {
  it("keeps links that start with the site address, https:// or /", () => {
    expect(normalizeBannerLink("https://fcmobilecarddb.kr/cards/1", origin)).toBe("https://fcmobilecarddb.kr/cards/1");
    expect(normalizeBannerLink("https://youtube.com/watch?v=1", origin)).toBe("https://youtube.com/watch?v=1");
    expect(normalizeBannerLink("/new-cards", origin)).toBe("/new-cards");
    expect(normalizeBannerLink("http://localhost:5173/cards", "http://localhost:5173")).toBe("http://localhost:5173/cards");
  });

  it("prepends https:// to anything else", () => {
    expect(normalizeBannerLink("youtube.com/@fc", origin)).toBe("https://youtube.com/@fc");
    expect(normalizeBannerLink("  example.com  ", origin)).toBe("https://example.com");
  });

  it("treats a missing or blank link as no link", () => {
    expect(normalizeBannerLink(null, origin)).toBeNull();
    expect(normalizeBannerLink(undefined, origin)).toBeNull();
    expect(normalizeBannerLink("   ", origin)).toBeNull();
  });
});

describe("resolveBannerLink", () => {
  it("routes site links inside the app", () => {
    expect(resolveBannerLink("/community", origin)).toEqual({ kind: "internal", to: "/community" });
    expect(resolveBannerLink("https://fcmobilecarddb.kr/cards?search=손", origin)).toEqual({
      kind: "internal",
      to: "/cards?search=손",
    });
    expect(resolveBannerLink("https://fcmobilecarddb.kr", origin)).toEqual({ kind: "internal", to: "/" });
  });

  it("opens other sites as external links", () => {
    expect(resolveBannerLink("youtube.com", origin)).toEqual({ kind: "external", href: "https://youtube.com" });
    expect(resolveBannerLink("https://fcmobilecarddb.kr.evil.test/x", origin)).toEqual({
      kind: "external",
      href: "https://fcmobilecarddb.kr.evil.test/x",
    });
    expect(resolveBannerLink("//evil.test/x", origin)).toEqual({ kind: "external", href: "//evil.test/x" });
  });
});
