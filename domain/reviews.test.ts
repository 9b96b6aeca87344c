import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORMATION_NAMES } from "./formations";
import { overallRating } from "./rating";
import { REVIEW_MESSAGES } from "./reviewMessages";
import { canVoteAgain, newestPerUser, recommendPercent, replyInputSchema, reviewInputSchema, VOTE_COOLDOWN_MS } from "./reviews";

const valid = {
  formation: FORMATION_NAMES[0],
  paceRating: 8, shootingRating: 7, passingRating: 9, agilityRating: 6, defenseRating: 5, physicalRating: 10,
  positionBreak: "",
  reviewText: "  좋아요  ",
};

const firstMessage = (value: unknown) => {
  const r = reviewInputSchema.safeParse(value);
  return r.success ? null : r.error.issues[0].message;
};

describe("review input", () => {
  it("trims text (empty → null) and turns an empty position break into null", () => {
    const r = reviewInputSchema.parse(valid);
    expect(r.reviewText).toBe("좋아요");
    expect(r.positionBreak).toBeNull();
    expect(reviewInputSchema.parse({ ...valid, reviewText: "   " }).reviewText).toBeNull();
    expect(reviewInputSchema.parse({ ...valid, positionBreak: "CAM" }).positionBreak).toBe("CAM");
    const { positionBreak: _p, reviewText: _t, ...required } = valid;
    expect(reviewInputSchema.parse(required)).toMatchObject({ positionBreak: null, reviewText: null });
  });

  it("asks for a formation first, then for every rating, in the spec's words", () => {
    expect(firstMessage({ ...valid, formation: "" })).toBe(REVIEW_MESSAGES.formationRequired);
    expect(firstMessage({ ...valid, formation: "9-9-9" })).toBe("포메이션을 선택해주세요.");
    expect(firstMessage({ ...valid, paceRating: 0 })).toBe("모든 카테고리에 대해 평점을 매겨주세요.");
    expect(firstMessage({ ...valid, physicalRating: 11 })).toBe(REVIEW_MESSAGES.ratingsRequired);
    expect(firstMessage({ ...valid, shootingRating: undefined })).toBe(REVIEW_MESSAGES.ratingsRequired);
    expect(firstMessage({ ...valid, positionBreak: "LWB" })).toBe(REVIEW_MESSAGES.positionBreakInvalid);
  });

  it("accepts every formation and every rating 1-10", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMATION_NAMES), fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 6, maxLength: 6 }), (formation, [a, b, c, d, e, f]) => {
        const r = reviewInputSchema.safeParse({ ...valid, formation, paceRating: a, shootingRating: b, passingRating: c, agilityRating: d, defenseRating: e, physicalRating: f });
        expect(r.success).toBe(true);
      }),
    );
  });
});

describe("overall rating (property)", () => {
  it("is the mean of six integer ratings rounded half up to one decimal", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 6, maxLength: 6 }), (ratings) => {
        const sum = ratings.reduce((a, b) => a + b, 0);
        const result = overallRating(ratings);
        // exact rational check: |result - sum/6| <= 0.05 and ties (x.x5) go up
        expect(Math.abs(result * 60 - sum * 10)).toBeLessThanOrEqual(3);
        expect(Math.round(result * 10)).toBe(Math.floor((sum * 10) / 6 + 0.5 + 1e-9));
        expect(result).toBeGreaterThanOrEqual(1);
        expect(result).toBeLessThanOrEqual(10);
      }),
    );
  });
});

describe("newest review per user (property)", () => {
  it("keeps exactly one review per (card, user): the newest, highest id on ties", () => {
    const review = fc.record({
      id: fc.integer({ min: 1, max: 1_000_000 }),
      userId: fc.integer({ min: 1, max: 5 }),
      cardId: fc.integer({ min: 1, max: 3 }),
      createdAt: fc.integer({ min: 0, max: 10 }).map((d) => new Date(2025, 0, 1 + d)),
    });
    fc.assert(
      fc.property(fc.uniqueArray(review, { selector: (r) => r.id, maxLength: 40 }), (reviews) => {
        const shown = newestPerUser(reviews);
        const pairs = new Set(reviews.map((r) => `${r.cardId}:${r.userId}`));
        expect(shown).toHaveLength(pairs.size);
        for (const s of shown) {
          for (const r of reviews) {
            if (r.cardId !== s.cardId || r.userId !== s.userId) continue;
            expect(r.createdAt < s.createdAt || (r.createdAt.getTime() === s.createdAt.getTime() && r.id <= s.id)).toBe(true);
          }
        }
      }),
    );
  });
});

describe("replies, votes, recommendation", () => {
  it("requires non-blank reply content", () => {
    const r = replyInputSchema.safeParse({ content: "   " });
    expect(r.success ? null : r.error.issues[0].message).toBe("댓글 내용을 입력해주세요");
    expect(replyInputSchema.parse({ content: " 좋네요 " }).content).toBe("좋네요");
  });

  it("allows another vote only 24 hours after the last one", () => {
    const last = new Date("2025-01-01T00:00:00Z");
    expect(canVoteAgain(null, last)).toBe(true);
    expect(canVoteAgain(last, new Date(last.getTime() + VOTE_COOLDOWN_MS - 1))).toBe(false);
    expect(canVoteAgain(last, new Date(last.getTime() + VOTE_COOLDOWN_MS))).toBe(true);
  });

  it("computes the recommended percentage", () => {
    expect(recommendPercent(0, 0)).toBe(0);
    expect(recommendPercent(3, 1)).toBe(75);
    expect(recommendPercent(2, 1)).toBe(67);
  });
});
