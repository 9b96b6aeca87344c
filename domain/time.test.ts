import { describe, it, expect } from "vitest";
import { relativeTimeKo, koreanDate, koreanDateTime, koreanShortDate } from "./time";

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

describe("the Korean formats written without Intl", () => {
  // Every hour from 1990 to 2040 at a varying minute and second, plus the edges of a Seoul day:
  // each format equals what ICU writes for Asia/Seoul (the formats were Intl's before).
  const instants = [Date.UTC(2024, 11, 31, 15, 0, 0), Date.UTC(2024, 11, 31, 14, 59, 59), Date.UTC(2024, 1, 29, 3, 0, 0), 0];
  for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 7 * DAY + 3 * HOUR + 7 * MINUTE + 11 * SECOND) instants.push(ms);
  const intl = {
    date: new Intl.DateTimeFormat("ko-KR", { timeZone: "Asia/Seoul", year: "numeric", month: "long", day: "numeric" }),
    short: (ms: number) => new Date(ms).toLocaleDateString("ko-KR", { timeZone: "Asia/Seoul" }),
    dateTime: (ms: number) => new Date(ms).toLocaleString("ko-KR", { timeZone: "Asia/Seoul" }),
  };

  it("koreanDate, koreanShortDate and koreanDateTime equal Intl's ko-KR in Asia/Seoul", () => {
    expect(instants.length).toBeGreaterThan(2_000);
    for (const ms of instants) {
      expect(koreanDate(ms)).toBe(intl.date.format(ms));
      expect(koreanShortDate(ms)).toBe(intl.short(ms));
      expect(koreanDateTime(ms)).toBe(intl.dateTime(ms));
    }
  });

  it("writes midnight and noon as 12 (오전 12시, 오후 12시), as Intl does", () => {
    expect(koreanDateTime("2025-06-26T15:00:00Z")).toBe("2025. 6. 27. 오전 12:00:00");
    expect(koreanDateTime("2025-06-27T03:04:05Z")).toBe("2025. 6. 27. 오후 12:04:05");
  });

  it("says nothing for what is no date", () => {
    expect(koreanShortDate("not a date")).toBe("");
    expect(koreanDateTime(Number.NaN)).toBe("");
  });

  it("words minutes, hours and days as Intl's RelativeTimeFormat did", () => {
    const relative = new Intl.RelativeTimeFormat("ko", { numeric: "always" });
    for (let n = 1; n < 60; n++) expect(relativeTimeKo(ago(n * MINUTE), now)).toBe(relative.format(-n, "minute"));
    for (let n = 1; n < 24; n++) expect(relativeTimeKo(ago(n * HOUR), now)).toBe(relative.format(-n, "hour"));
    for (let n = 1; n < 7; n++) expect(relativeTimeKo(ago(n * DAY), now)).toBe(relative.format(-n, "day"));
  });
});
