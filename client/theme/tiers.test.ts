import { describe, expect, it } from "vitest";
import { PROGRAMME_TONES, programmeBadge } from "../../domain/programmes";
import { programmeColors } from "./tiers";

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe("programme badge colours", () => {
  it("gives every tone text at WCAG AA (4.5:1) on its fill", () => {
    for (const tone of PROGRAMME_TONES) {
      const { background, color } = programmeColors[tone];
      expect(contrast(background, color), tone).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("gives each known programme its own fill", () => {
    const fills = PROGRAMME_TONES.map((t) => programmeColors[t].background);
    expect(new Set(fills).size).toBe(fills.length);
  });

  it("reads catalogue keys without case or spaces, and keeps an unknown programme's own text", () => {
    expect(programmeBadge("future stars")).toEqual({ key: "FUTURE STARS", label: "퓨처 스타즈", tone: "futureStars" });
    expect(programmeBadge("월드컵")).toEqual({ key: "월드컵", label: "월드컵", tone: "other" });
    expect(programmeBadge("  ")).toBeNull();
  });
});
