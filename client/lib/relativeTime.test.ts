import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relativeTime";

const now = new Date(2025, 6, 10, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("formatRelativeTime", () => {
  it("uses minutes, hours and days for the last week", () => {
    expect(formatRelativeTime(ago(20_000), now)).toBe("방금 전");
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe("5분 전");
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe("3시간 전");
    expect(formatRelativeTime(ago(6 * 86_400_000), now)).toBe("6일 전");
  });

  it("shows a Korean date from a week on", () => {
    expect(formatRelativeTime(new Date(2025, 5, 27, 9, 30), now)).toBe("2025년 6월 27일");
    expect(formatRelativeTime(new Date(2025, 5, 27, 9, 30).toISOString(), now)).toBe("2025년 6월 27일");
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});
