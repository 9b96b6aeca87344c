const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// A Korean site shows Korea time whatever the browser's or server's zone.
const SITE_TIME_ZONE = "Asia/Seoul";

const dateFormat = new Intl.DateTimeFormat("ko-KR", { timeZone: SITE_TIME_ZONE, year: "numeric", month: "long", day: "numeric" });
const relativeFormat = new Intl.RelativeTimeFormat("ko", { numeric: "always" });

/** "2025년 6월 27일" in Korea time. */
export function koreanDate(date: Date | string | number): string {
  const ms = new Date(date).getTime();
  if (Number.isNaN(ms)) return "";
  return dateFormat.format(ms);
}

/**
 * Korean relative time: 방금 전 (< 1 min), N분 전 (< 1 h), N시간 전 (< 24 h), N일 전 (< 7 d),
 * else the Korean date. A date slightly in the future (clock skew) reads as 방금 전.
 */
export function relativeTimeKo(date: Date | string | number, now: Date | number = Date.now()): string {
  const ms = new Date(date).getTime();
  if (Number.isNaN(ms)) return "";
  const elapsed = new Date(now).getTime() - ms;
  if (elapsed < MINUTE) return "방금 전";
  if (elapsed < HOUR) return relativeFormat.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return relativeFormat.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return relativeFormat.format(-Math.floor(elapsed / DAY), "day");
  return koreanDate(ms);
}
