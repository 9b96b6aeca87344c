import { describe, expect, it } from "vitest";
import { imageSrcSet } from "./uploads";

const sha = "a".repeat(64);

describe("imageSrcSet", () => {
  it("gives the WebP variants of an uploaded (SHA-256 named) image", () => {
    expect(imageSrcSet(`/uploads/${sha}.png`)).toBe(`/uploads/${sha}.png.w320.webp 320w, /uploads/${sha}.png.w960.webp 960w`);
    expect(imageSrcSet(`/objects/${sha}.jpg`)).toBe(`/objects/${sha}.jpg.w320.webp 320w, /objects/${sha}.jpg.w960.webp 960w`);
  });

  it("gives nothing for other images (seeded art, external, migrated files, video)", () => {
    for (const url of ["/cards/1.svg", "https://example.com/a.png", "/objects/old-card.png", `/uploads/${sha}.mp4`, `/uploads/../${sha}.png`, null, undefined, ""]) {
      expect(imageSrcSet(url)).toBeUndefined();
    }
  });
});
