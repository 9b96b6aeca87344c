const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Dates are shown in Korea time whatever the machine's zone; Korea has no daylight saving.
const KST_OFFSET = 9 * HOUR;

/** "2025년 6월 27일" in Korea time. */
export function koreanDate(date: Date | string | number): string {
  const ms = new Date(date).getTime();
  if (Number.isNaN(ms)) return "";
  const kst = new Date(ms + KST_OFFSET);
  return `${kst.getUTCFullYear()}년 ${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일`;
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
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}분 전`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}시간 전`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}일 전`;
  return koreanDate(ms);
}
