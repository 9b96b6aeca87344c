/** Card positions as the game names them; the order is the one used in selects. */
export const POSITIONS = [
  "GK",
  "CB",
  "LB",
  "RB",
  "LWB",
  "RWB",
  "CDM",
  "CM",
  "CAM",
  "LM",
  "RM",
  "LW",
  "RW",
  "CF",
  "ST",
] as const;
export type Position = (typeof POSITIONS)[number];

/** Offered only by the rankings and stat-leader selects, never stored on a formation. */
export const EXTRA_POSITIONS = ["LF", "RF"] as const;
type ExtraPosition = (typeof EXTRA_POSITIONS)[number];
export type AnyPosition = Position | ExtraPosition;

/** Buttons on the position top-100 page, in the spec's order (default ST). */
export const RANKING_POSITIONS = [
  "ST",
  "LW",
  "RW",
  "CAM",
  "CM",
  "CDM",
  "CB",
  "LB",
  "RB",
  "GK",
] as const satisfies readonly Position[];
/** The position top-100 page also offers LF and RF (spec, business constants), after the ten buttons. */
export const RANKING_PAGE_POSITIONS = [...RANKING_POSITIONS, ...EXTRA_POSITIONS] as const;
export type RankingPosition = (typeof RANKING_PAGE_POSITIONS)[number];
export const DEFAULT_RANKING_POSITION: RankingPosition = "ST";

/** A review may say the card was played elsewhere; wing-backs are not offered. */
export const POSITION_BREAK_OPTIONS = [
  "GK",
  "CB",
  "LB",
  "RB",
  "CDM",
  "CM",
  "CAM",
  "LM",
  "RM",
  "LW",
  "RW",
  "CF",
  "ST",
] as const satisfies readonly Position[];
export type PositionBreak = (typeof POSITION_BREAK_OPTIONS)[number];

export type PositionCategory = "GK" | "DEF" | "MID" | "FWD";

const CATEGORY_BY_POSITION: Record<AnyPosition, PositionCategory> = {
  GK: "GK",
  CB: "DEF",
  LB: "DEF",
  RB: "DEF",
  LWB: "DEF",
  RWB: "DEF",
  CDM: "MID",
  CM: "MID",
  CAM: "MID",
  LM: "MID",
  RM: "MID",
  LW: "FWD",
  RW: "FWD",
  CF: "FWD",
  ST: "FWD",
  LF: "FWD",
  RF: "FWD",
};

export function isPosition(value: unknown): value is Position {
  return typeof value === "string" && (POSITIONS as readonly string[]).includes(value);
}

export function isAnyPosition(value: unknown): value is AnyPosition {
  return isPosition(value) || (typeof value === "string" && (EXTRA_POSITIONS as readonly string[]).includes(value));
}

const ANY_POSITIONS: readonly AnyPosition[] = [...POSITIONS, ...EXTRA_POSITIONS];

/**
 * The one position check: a position name from a URL, form or API input (trimmed, any case),
 * or null when it is not one of `allowed` (every position by default).
 */
export function parsePosition<T extends AnyPosition = AnyPosition>(
  value: unknown,
  allowed: readonly T[] = ANY_POSITIONS as readonly T[],
): T | null {
  if (typeof value !== "string") return null;
  const upper = value.trim().toUpperCase();
  return allowed.find((p) => p === upper) ?? null;
}

export function isPositionBreak(value: unknown): value is PositionBreak {
  return typeof value === "string" && (POSITION_BREAK_OPTIONS as readonly string[]).includes(value);
}

/** Group for badge colours: wide midfielders count as midfield, wingers as attack. */
export function positionCategory(position: AnyPosition): PositionCategory {
  return CATEGORY_BY_POSITION[position];
}
