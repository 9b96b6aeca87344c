import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { overallRating, formatRating, rankingScore, RANKING_PRIOR_REVIEWS, REVIEW_RATING_KEYS } from "./rating";

const rating = fc.integer({ min: 1, max: 10 });
const six = fc.tuple(rating, rating, rating, rating, rating, rating);

describe("overallRating", () => {
  it("averages the six ratings to one decimal", () => {
    expect(overallRating([10, 10, 10, 10, 10, 10])).toBe(10);
    expect(overallRating([1, 1, 1, 1, 1, 1])).toBe(1);
    expect(overallRating([8, 7, 9, 6, 7, 8])).toBe(7.5);
    expect(overallRating([8, 8, 8, 8, 8, 9])).toBe(8.2); // 8.1666…
    expect(overallRating([9, 9, 9, 9, 9, 8])).toBe(8.8); // 8.8333…
  });

  it("rounds exact halves up without float artefacts", () => {
    // sum 43.5 → mean 7.25 exactly, which naive float rounding turns into 7.2
    expect(overallRating([7.5, 7, 7, 7, 7.5, 7.5])).toBe(7.3);
    expect(overallRating([1, 1, 1, 1, 1, 1.3])).toBe(1.1); // 1.05 → 1.1
  });

  it("reads the review form's named ratings", () => {
    expect(REVIEW_RATING_KEYS.map((k) => k.key)).toEqual([
      "paceRating", "shootingRating", "passingRating", "agilityRating", "defenseRating", "physicalRating",
    ]);
    expect(
      overallRating({ paceRating: 9, shootingRating: 8, passingRating: 7, agilityRating: 9, defenseRating: 4, physicalRating: 8 }),
    ).toBe(7.5);
  });

  it("rejects anything other than six finite numbers", () => {
    expect(() => overallRating([1, 2, 3])).toThrow(RangeError);
    expect(() => overallRating([1, 2, 3, 4, 5, Number.NaN])).toThrow(RangeError);
  });

  it("stays within the smallest and largest input", () => {
    fc.assert(
      fc.property(six, (r) => {
        const result = overallRating(r);
        expect(result).toBeGreaterThanOrEqual(Math.min(...r));
        expect(result).toBeLessThanOrEqual(Math.max(...r));
      }),
    );
  });

  it("equals the integer-arithmetic rounding of sum / 6 and has at most one decimal", () => {
    fc.assert(
      fc.property(six, (r) => {
        const sum = r.reduce((a, b) => a + b, 0);
        // round half up of sum*10/6 computed on integers: floor((sum*10*2 + 6) / 12)
        const tenths = Math.floor((sum * 20 + 6) / 12);
        const result = overallRating(r);
        expect(result).toBe(tenths / 10);
        expect(Math.abs(result - sum / 6)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(String(result)).toMatch(/^\d+(\.\d)?$/);
      }),
    );
  });

  it("does not depend on the order of the ratings", () => {
    fc.assert(
      fc.property(six, (r) => {
        expect(overallRating([...r].reverse())).toBe(overallRating(r));
      }),
    );
  });
});

describe("formatRating", () => {
  it("always shows one decimal", () => {
    expect(formatRating(8)).toBe("8.0");
    expect(formatRating(7.25)).toBe("7.3");
    expect(formatRating(0)).toBe("0.0");
  });
});

describe("rankingScore", () => {
  it("pulls a card with few reviews toward its group's mean by the stated prior", () => {
    expect(RANKING_PRIOR_REVIEWS).toBe(10);
    expect(rankingScore(8, 0, 7.5)).toBe(7.5);
    expect(rankingScore(10, 10, 7)).toBe(8.5);
    // /rankings/GK before: one 8.8 review outranked 14 reviews averaging 8.61.
    expect(rankingScore(8.8, 1, 7.7)).toBeLessThan(rankingScore(8.61, 14, 7.7));
    expect(rankingScore(9.2, 5, 7.8)).toBeLessThan(rankingScore(9, 40, 7.8));
  });

  it("moves toward the card's own mean as reviews grow", () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 10, noNaN: true }), fc.double({ min: 1, max: 10, noNaN: true }), fc.integer({ min: 0, max: 1000 }), (avg, mean, n) => {
        const score = rankingScore(avg, n, mean);
        expect(score).toBeGreaterThanOrEqual(Math.min(avg, mean) - 1e-9);
        expect(score).toBeLessThanOrEqual(Math.max(avg, mean) + 1e-9);
        expect(Math.abs(rankingScore(avg, n + 1, mean) - avg)).toBeLessThanOrEqual(Math.abs(score - avg) + 1e-9);
      }),
    );
  });
});
