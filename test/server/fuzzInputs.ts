/** Deterministic generators of hostile input for the HTTP fuzz test (no test of its own). */
export type Rng = () => number;

/** mulberry32: a tiny seeded PRNG, so every run sends the same requests. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

const WEIRD_TEXT = [
  "", " ", "손흥민", "a\u0000b", "\u0000", "x\uD800", "\uDC00y", "👍⚽", "'; --", "<script>alert(1)</script>",
  "%", "%E0%A4%A", "../../etc/passwd", "\\", "\"", "null", "undefined", "NaN", "-1", "1e309", "x".repeat(5000),
  "\u202Etxet", "\uFEFF", "\r\n", "ST", "GK", "4-3-3 홀딩", "user1", "user1@test.example",
];
const WEIRD_NUMBERS = [0, -1, -5, 1, 2, 3, 7, 10, 11, 100, 1000, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 1.5, -0];

/** Any JSON value, biased towards the shapes that break validators. */
export function weirdValue(rng: Rng, depth = 0): unknown {
  const r = rng();
  if (r < 0.35) return pick(rng, WEIRD_TEXT);
  if (r < 0.6) return pick(rng, WEIRD_NUMBERS);
  if (r < 0.68) return rng() < 0.5;
  if (r < 0.75) return null;
  if (depth > 2) return pick(rng, WEIRD_TEXT);
  if (r < 0.87) return Array.from({ length: Math.floor(rng() * 4) }, () => weirdValue(rng, depth + 1));
  return weirdObject(rng, depth + 1);
}

const BODY_KEYS = [
  "username", "password", "email", "nickname", "cardId", "content", "reviewText", "formation", "positionBreak",
  "paceRating", "shootingRating", "passingRating", "agilityRating", "defenseRating", "physicalRating", "type",
  "parentReplyId", "code", "userId", "currentPassword", "newPassword", "confirmPassword", "path", "sessionId", "__proto__",
];

export function weirdObject(rng: Rng, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = Math.floor(rng() * 6);
  for (let i = 0; i < n; i++) out[rng() < 0.9 ? pick(rng, BODY_KEYS) : String(pick(rng, WEIRD_TEXT))] = weirdValue(rng, depth);
  return out;
}

/** A raw path segment: valid ids, huge numbers, wrong types, bad escapes, NUL, surrogate escapes. */
export function weirdSegment(rng: Rng, validIds: number[]): string {
  return pick(rng, [
    String(pick(rng, validIds)), String(pick(rng, validIds)), "0", "-1", "1.5", "abc", "99999999999999999999", "1e9",
    "%E0%A4%A", "%00", "%ED%A0%80", "%", "%ZZ", "..%2F..", "%2e%2e", "ST", "cam", "x".repeat(300), "%F0%9F%91%8D", "%ED%95%9C",
  ]);
}

export function weirdQuery(rng: Rng): string {
  const keys = ["limit", "offset", "page", "sort", "sortBy", "position", "search", "minOvr", "maxOvr", "type", "to", "formation", "unreadOnly"];
  const values = ["1", "-1", "0", "20", "1000", "99999999999999999999", "abc", "%00", "%E0%A4%A", "ST", "asc", "desc", "1.5", "", "%ED%A0%80", "4-3-3"];
  const n = Math.floor(rng() * 4);
  const parts = Array.from({ length: n }, () => `${pick(rng, keys)}=${pick(rng, values)}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

export function weirdBody(rng: Rng): string | undefined {
  const r = rng();
  if (r < 0.1) return undefined;
  if (r < 0.15) return "{not json";
  if (r < 0.2) return JSON.stringify([weirdValue(rng)]);
  if (r < 0.23) return "\u0000";
  return JSON.stringify(weirdObject(rng));
}
