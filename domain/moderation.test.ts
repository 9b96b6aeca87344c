import { describe, expect, it } from "vitest";
import { REPORT_MESSAGES, reportExcerpt } from "./moderation";
import { reportInputSchema } from "./reportInput";

describe("report input", () => {
  it("accepts a reason with or without detail, blank detail as none", () => {
    expect(reportInputSchema.parse({ targetType: "REVIEW", targetId: 3, reason: "SPAM" })).toEqual({ targetType: "REVIEW", targetId: 3, reason: "SPAM", detail: null });
    expect(reportInputSchema.parse({ targetType: "COMMENT", targetId: 1, reason: "OTHER", detail: "  광고 링크  " }).detail).toBe("광고 링크");
    expect(reportInputSchema.parse({ targetType: "POST", targetId: 1, reason: "ABUSE", detail: "   " }).detail).toBeNull();
  });

  it("refuses an unknown reason or target and a detail over 500 characters, in Korean", () => {
    const message = (v: unknown) => reportInputSchema.safeParse(v).error?.issues[0]?.message;
    expect(message({ targetType: "REVIEW", targetId: 1, reason: "BORING" })).toBe(REPORT_MESSAGES.reasonInvalid);
    expect(message({ targetType: "CARD", targetId: 1, reason: "SPAM" })).toBe(REPORT_MESSAGES.targetInvalid);
    expect(message({ targetType: "REVIEW", targetId: 1, reason: "SPAM", detail: "가".repeat(501) })).toBe(REPORT_MESSAGES.detailTooLong);
    expect(reportInputSchema.safeParse({ targetType: "REVIEW", targetId: 1, reason: "SPAM", detail: "가".repeat(500) }).success).toBe(true);
    expect(reportInputSchema.parse({ targetType: "REVIEW", targetId: "12", reason: "SPAM" }).targetId).toBe(12);
    for (const targetId of ["", "abc", 0, 1.5, 2 ** 31]) expect(message({ targetType: "REVIEW", targetId, reason: "SPAM" })).toBe(REPORT_MESSAGES.targetNotFound);
  });
});

describe("report excerpt", () => {
  it("strips markup and cuts long text", () => {
    expect(reportExcerpt("<p>안녕&nbsp;<b>하세요</b></p>")).toBe("안녕 하세요");
    expect(reportExcerpt("가".repeat(100), 10)).toBe(`${"가".repeat(10)}…`);
    expect(reportExcerpt(null)).toBe("");
  });
});
