import { describe, it, expect } from "vitest";
import { relativeTimeKo, koreanDate } from "./time";

const now = new Date("2025-06-27T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTimeKo", () => {
  it("says 방금 전 under a minute, and for slightly future dates", () => {
    expect(relativeTimeKo(now, now)).toBe("방금 전");
    expect(relativeTimeKo(ago(59 * SECOND), now)).toBe("방금 전");
    expect(relativeTimeKo(ago(-5 * SECOND), now)).toBe("방금 전");
  });

  it("counts minutes under an hour", () => {
    expect(relativeTimeKo(ago(MINUTE), now)).toBe("1분 전");
    expect(relativeTimeKo(ago(59 * MINUTE + 59 * SECOND), now)).toBe("59분 전");
  });

  it("counts hours under a day", () => {
    expect(relativeTimeKo(ago(HOUR), now)).toBe("1시간 전");
    expect(relativeTimeKo(ago(DAY - 1), now)).toBe("23시간 전");
  });

  it("counts days under a week", () => {
    expect(relativeTimeKo(ago(DAY), now)).toBe("1일 전");
    expect(relativeTimeKo(ago(7 * DAY - 1), now)).toBe("6일 전");
  });

  it("shows the Korean date from a week on", () => {
    expect(relativeTimeKo(ago(7 * DAY), now)).toBe("2025년 6월 20일");
    expect(relativeTimeKo("2024-01-05T03:00:00Z", now)).toBe("2024년 1월 5일");
  });

  it("accepts ISO strings and timestamps", () => {
    expect(relativeTimeKo(now.toISOString(), now.getTime())).toBe("방금 전");
    expect(relativeTimeKo(now.getTime() - 3 * HOUR, now)).toBe("3시간 전");
    expect(relativeTimeKo("not a date", now)).toBe("");
  });
});

describe("koreanDate", () => {
  it("uses Korea time, whatever the machine's zone", () => {
    // 16:00 UTC on 31 December is already New Year's Day in Seoul.
    expect(koreanDate("2024-12-31T16:00:00Z")).toBe("2025년 1월 1일");
    expect(koreanDate("2024-12-31T14:59:59Z")).toBe("2024년 12월 31일");
  });
});
