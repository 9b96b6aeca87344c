// Colour tiers from the spec (000 §2 detailed stats, §9 constants; 001 §9 admin badge).

type Tier<T> = readonly [minimum: number, value: T];

/** The value of the first tier whose minimum `n` reaches; tiers are sorted high to low. */
export function pickTier<T>(n: number, tiers: readonly Tier<T>[], fallback: T): T {
  for (const [minimum, value] of tiers) {
    if (n >= minimum) return value;
  }
  return fallback;
}

const stat = { excellent: "#22c55e", good: "#facc15", fair: "#fb923c", poor: "#ef4444" } as const;

/** Detailed stat colour: 85+ green, 75+ yellow, 65+ orange, below red. */
export const statTiers: readonly Tier<string>[] = [
  [85, stat.excellent],
  [75, stat.good],
  [65, stat.fair],
];
export const statColor = (value: number) => pickTier(value, statTiers, stat.poor);

export type BadgeColors = { readonly background: string; readonly color: string };

/** Card OVR badge: 95+ icon, 90+ gold, 85+ silver, else bronze. */
export const ovrBadgeTiers: readonly Tier<BadgeColors>[] = [
  [95, { background: "linear-gradient(135deg, #f0abfc, #a855f7)", color: "#1a0526" }],
  [90, { background: "linear-gradient(135deg, #fde68a, #d4a017)", color: "#2a1d00" }],
  [85, { background: "linear-gradient(135deg, #e2e8f0, #94a3b8)", color: "#0f172a" }],
];
const ovrBadgeBase: BadgeColors = { background: "linear-gradient(135deg, #d6a77a, #8b5a2b)", color: "#1c0f03" };
export const ovrBadgeColors = (ovr: number) => pickTier(ovr, ovrBadgeTiers, ovrBadgeBase);

/** Overall rating text colour: 95, 90, 85, 80. */
export const overallRatingTiers: readonly Tier<string>[] = [
  [95, "#e879f9"],
  [90, "#f5c542"],
  [85, "#60a5fa"],
  [80, "#34d399"],
];
export const overallRatingColor = (ovr: number) => pickTier(ovr, overallRatingTiers, "#a3b0c4");

/** Admin OVR badge: 90+ gold, 85+ blue, 80+ purple, otherwise green. */
export const adminOvrBadgeTiers: readonly Tier<string>[] = [
  [90, "#d4a017"],
  [85, "#3b82f6"],
  [80, "#8b5cf6"],
];
export const adminOvrBadgeColor = (ovr: number) => pickTier(ovr, adminOvrBadgeTiers, "#22c55e");

/** Skill-boost colour groups; "eternal" is the brown group. */
export const skillBoostColors = {
  red: "#e53e3e",
  white: "#f1f5f9",
  gold: "#d4a017",
  teal: "#14b8a6",
  green: "#22c55e",
  eternal: "#8b5a2b",
} as const;
export type SkillBoostColor = keyof typeof skillBoostColors;

export const tierColors = { stat, skillBoost: skillBoostColors } as const;
