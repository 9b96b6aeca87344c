import type { OvrTier, StatTier } from "../../domain/stats";
import type { SkillBoostColor } from "../../domain/skillBoosts";

// Colours only: which tier a number falls in is decided by domain/stats.ts.

/** Detailed stat text colour per tier (green, yellow, orange, red). */
export const statTierColors: Readonly<Record<StatTier, string>> = {
  high: "#22c55e",
  good: "#facc15",
  fair: "#fb923c",
  low: "#ef4444",
};

export type BadgeColors = { readonly background: string; readonly color: string };

/** Card OVR badge per tier: icon purple, elite gold, gold silver, base bronze. */
export const ovrTierColors: Readonly<Record<OvrTier, BadgeColors>> = {
  icon: { background: "linear-gradient(135deg, #f0abfc, #a855f7)", color: "#1a0526" },
  elite: { background: "linear-gradient(135deg, #fde68a, #d4a017)", color: "#2a1d00" },
  gold: { background: "linear-gradient(135deg, #e2e8f0, #94a3b8)", color: "#0f172a" },
  base: { background: "linear-gradient(135deg, #d6a77a, #8b5a2b)", color: "#1c0f03" },
};

/** Skill-boost colour groups; "eternal" is the brown group. */
export const skillBoostColors: Readonly<Record<SkillBoostColor, string>> = {
  red: "#e53e3e",
  white: "#f1f5f9",
  gold: "#d4a017",
  teal: "#14b8a6",
  green: "#22c55e",
  eternal: "#8b5a2b",
};

export const tierColors = { stat: statTierColors, ovr: ovrTierColors, skillBoost: skillBoostColors } as const;
