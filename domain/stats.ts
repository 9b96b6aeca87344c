/** The six headline stats on a card, in card-panel order. */
export const MAIN_STATS = [
  { key: "pace", label: "속력" },
  { key: "shooting", label: "슛" },
  { key: "passing", label: "패스" },
  { key: "agilityMain", label: "민첩성" },
  { key: "defending", label: "수비" },
  { key: "physical", label: "피지컬" },
] as const;
export type MainStatKey = (typeof MAIN_STATS)[number]["key"];

export const STAT_CATEGORIES = [
  { key: "pace", label: "속력" },
  { key: "shooting", label: "슛" },
  { key: "passing", label: "패스" },
  { key: "dribbling", label: "드리블" },
  { key: "defending", label: "수비" },
  { key: "physical", label: "피지컬" },
] as const;
export type StatCategory = (typeof STAT_CATEGORIES)[number]["key"];

/** The 30 detailed stats, grouped the way the game's stat sheet groups them. */
export const DETAILED_STATS = [
  { key: "acceleration", label: "가속력", category: "pace" },
  { key: "sprintSpeed", label: "주력", category: "pace" },
  { key: "finishing", label: "골 결정력", category: "shooting" },
  { key: "shotPower", label: "슛 파워", category: "shooting" },
  { key: "longShots", label: "중거리 슛", category: "shooting" },
  { key: "positioning", label: "위치 선정", category: "shooting" },
  { key: "penalties", label: "페널티킥", category: "shooting" },
  { key: "volleys", label: "발리슛", category: "shooting" },
  { key: "shortPassing", label: "짧은 패스", category: "passing" },
  { key: "longPassing", label: "긴 패스", category: "passing" },
  { key: "vision", label: "시야", category: "passing" },
  { key: "crossing", label: "크로스", category: "passing" },
  { key: "curve", label: "커브", category: "passing" },
  { key: "fkAccuracy", label: "프리킥", category: "passing" },
  { key: "dribbling", label: "드리블", category: "dribbling" },
  { key: "ballControl", label: "볼 컨트롤", category: "dribbling" },
  { key: "agility", label: "민첩성", category: "dribbling" },
  { key: "reactions", label: "반응 속도", category: "dribbling" },
  { key: "balance", label: "밸런스", category: "dribbling" },
  { key: "composure", label: "침착성", category: "dribbling" },
  { key: "marking", label: "대인 수비", category: "defending" },
  { key: "defAwareness", label: "수비 인식", category: "defending" },
  { key: "standingTackle", label: "스탠딩 태클", category: "defending" },
  { key: "slidingTackle", label: "슬라이딩 태클", category: "defending" },
  { key: "interceptions", label: "가로채기", category: "defending" },
  { key: "headingAccuracy", label: "헤더", category: "defending" },
  { key: "strength", label: "몸싸움", category: "physical" },
  { key: "aggression", label: "공격성", category: "physical" },
  { key: "jumping", label: "점프", category: "physical" },
  { key: "stamina", label: "스태미너", category: "physical" },
] as const satisfies readonly { key: string; label: string; category: StatCategory }[];
export type DetailedStatKey = (typeof DETAILED_STATS)[number]["key"];

export const GK_STATS = [
  { key: "diving", label: "다이빙" },
  { key: "handling", label: "핸들링" },
  { key: "kicking", label: "킥" },
  { key: "reflexes", label: "반사 신경" },
  { key: "gkPositioning", label: "GK 위치 선정" },
] as const;
export type GkStatKey = (typeof GK_STATS)[number]["key"];

export type StatKey = MainStatKey | DetailedStatKey | GkStatKey;

export const DETAILED_STAT_KEYS: readonly DetailedStatKey[] = DETAILED_STATS.map((s) => s.key);

// "민첩성" labels both agilityMain and agility; the key, not the label, identifies a stat.
const LABELS = new Map<string, string>(
  [...MAIN_STATS, ...DETAILED_STATS, ...GK_STATS].map((s) => [s.key, s.label]),
);

export function statLabel(key: StatKey): string {
  return LABELS.get(key) ?? key;
}

export function isDetailedStat(value: unknown): value is DetailedStatKey {
  return typeof value === "string" && (DETAILED_STAT_KEYS as readonly string[]).includes(value);
}

export function detailedStatsInCategory(category: StatCategory): readonly DetailedStatKey[] {
  return DETAILED_STATS.filter((s) => s.category === category).map((s) => s.key);
}

export type StatTier = "high" | "good" | "fair" | "low";

/** Detailed-stat colour: 85+ green, 75+ yellow, 65+ orange, else red. */
export function statTier(value: number): StatTier {
  if (value >= 85) return "high";
  if (value >= 75) return "good";
  if (value >= 65) return "fair";
  return "low";
}

export type OvrTier = "base" | "gold" | "elite" | "icon";

/** Card OVR badge: 85, 90 and 95 open the gold, elite and icon looks. */
export function ovrTier(ovr: number): OvrTier {
  if (ovr >= 95) return "icon";
  if (ovr >= 90) return "elite";
  if (ovr >= 85) return "gold";
  return "base";
}

export type AdminOvrColor = "gold" | "blue" | "purple" | "green";

/** The admin card list's own badge scale: 90 gold, 85 blue, 80 purple, else green. */
export function adminOvrColor(ovr: number): AdminOvrColor {
  if (ovr >= 90) return "gold";
  if (ovr >= 85) return "blue";
  if (ovr >= 80) return "purple";
  return "green";
}

export type RatingTier = "legend" | "elite" | "great" | "good" | "normal";

/**
 * Colour tier for an overall on the card's OVR scale (95/90/85/80).
 * The thresholds only make sense on that scale; for a 0-10 review score use reviewRatingTier.
 */
export function ratingTier(overall: number): RatingTier {
  if (overall >= 95) return "legend";
  if (overall >= 90) return "elite";
  if (overall >= 85) return "great";
  if (overall >= 80) return "good";
  return "normal";
}

/** A 0-10 review score on the same tiers (9.5, 9.0, 8.5, 8.0), judged at the shown tenth so colour and number agree. */
export function reviewRatingTier(rating: number): RatingTier {
  return ratingTier(Math.round(rating * 10));
}
