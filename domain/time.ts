const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// A Korean site shows Korea time whatever the browser's or server's zone. Korea has kept UTC+9
// without summer time since 1988, so its wall clock is a fixed shift of UTC. Written out rather
// than asked of Intl: the server renders these pages too, and ICU's locale data, with the number
// format of domain/numbers.ts, kept ~5.7 MiB of the node binary resident (README, "No ICU in the
// server"); the test holds every format equal to Intl's.
export const SEOUL_OFFSET_MS = 9 * HOUR;

/** The Korea-time calendar fields of `date`, or null when it is no date. */
function seoulClock(date: Date | string | number) {
  const ms = new Date(date).getTime();
  if (Number.isNaN(ms)) return null;
  const at = new Date(ms + SEOUL_OFFSET_MS);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
    second: at.getUTCSeconds(),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** "2025년 6월 27일" in Korea time. */
export function koreanDate(date: Date | string | number): string {
  const at = seoulClock(date);
  return at ? `${at.year}년 ${at.month}월 ${at.day}일` : "";
}

/** "2025. 6. 27." in Korea time, as `toLocaleDateString("ko-KR")` writes it. */
export function koreanShortDate(date: Date | string | number): string {
  const at = seoulClock(date);
  return at ? `${at.year}. ${at.month}. ${at.day}.` : "";
}

/** "2025. 6. 27. 오후 12:04:05" in Korea time, as `toLocaleString("ko-KR")` writes it. */
export function koreanDateTime(date: Date | string | number): string {
  const at = seoulClock(date);
  if (!at) return "";
  const hour12 = at.hour % 12 === 0 ? 12 : at.hour % 12;
  return `${at.year}. ${at.month}. ${at.day}. ${at.hour < 12 ? "오전" : "오후"} ${hour12}:${twoDigits(at.minute)}:${twoDigits(at.second)}`;
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
