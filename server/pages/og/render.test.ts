import { describe, expect, it } from "vitest";
import { box } from "./element";
import { OG_FONT, renderPng } from "./render";

const glyph = (text: string) =>
  renderPng(box({ width: 1200, height: 630, alignItems: "center", justifyContent: "center", background: "#000", color: "#fff", fontSize: 300, fontFamily: OG_FONT }, text));

describe("share image rendering", () => {
  it("draws Hangul from the shipped font: two syllables give two pictures (a missing glyph would draw the same box for both)", async () => {
    const [son, min, again] = await Promise.all([glyph("손"), glyph("민"), glyph("손")]);
    expect(son.equals(again)).toBe(true);
    expect(son.equals(min)).toBe(false);
  });
});
