import { describe, it, expect } from "vitest";
import { trackVisitInput } from "./visitors";

function messages(input: unknown): string[] {
  const result = trackVisitInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("trackVisitInput", () => {
  it("accepts a visit with or without a referrer", () => {
    expect(trackVisitInput.parse({ sessionId: "abcdefgh", page: "/cards", referrer: "https://example.com" })).toEqual({
      sessionId: "abcdefgh",
      page: "/cards",
      referrer: "https://example.com",
    });
    expect(trackVisitInput.safeParse({ sessionId: "abcdefgh", page: "/" }).success).toBe(true);
    expect(trackVisitInput.safeParse({ sessionId: "abcdefgh", page: "/", referrer: null }).success).toBe(true);
  });

  it("bounds the session id to 8-100 characters", () => {
    expect(messages({ sessionId: "short", page: "/" })).toEqual(["세션 ID는 8자 이상이어야 합니다."]);
    expect(messages({ sessionId: "x".repeat(101), page: "/" })).toEqual(["세션 ID는 100자 이하여야 합니다."]);
    expect(messages({ sessionId: "x".repeat(100), page: "/" })).toEqual([]);
  });

  it("requires a path starting with / of at most 500 characters", () => {
    expect(messages({ sessionId: "abcdefgh", page: "cards" })).toEqual(["페이지 경로는 /로 시작해야 합니다."]);
    expect(messages({ sessionId: "abcdefgh", page: "/" + "a".repeat(500) })).toEqual(["페이지 경로는 500자 이하여야 합니다."]);
    expect(messages({ sessionId: "abcdefgh" })).toEqual(["페이지 경로가 필요합니다."]);
  });

  it("limits the referrer to 1000 characters", () => {
    expect(messages({ sessionId: "abcdefgh", page: "/", referrer: "r".repeat(1001) })).toEqual(["리퍼러는 1000자 이하여야 합니다."]);
  });
});
