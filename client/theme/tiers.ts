import type { OvrTier, StatTier } from "../../domain/stats";
import type { SkillBoostColor } from "../../domain/skillBoosts";
import type { LevelTier } from "../../domain/levels";
import type { PositionCategory } from "../../domain/positions";
import type { ProgrammeTone } from "../../domain/programmes";
import type { ovrBadgeTier } from "../../domain/cardForm";

type AdminOvrBadge = ReturnType<typeof ovrBadgeTier>;

// Colours only: which tier a number falls in is decided by domain/stats.ts.
// Hues are the spec's; lightness is raised where needed so every colour used as text reaches 4.5:1
// (WCAG AA) on the lightest surface it sits on (surfaceHover #222d43), and badge text 4.5:1 on its fill.

/** Detailed stat text colour per tier (green, yellow, orange, red). */
export const statTierColors: Readonly<Record<StatTier, string>> = {
  high: "#22c55e",
  good: "#facc15",
  fair: "#fb923c",
  low: "#f06a6a",
};

export type BadgeColors = { readonly background: string; readonly color: string };

/** Card OVR badge per tier: icon purple, elite gold, gold silver, base bronze. */
export const ovrTierColors: Readonly<Record<OvrTier, BadgeColors>> = {
  icon: { background: "linear-gradient(135deg, #f0abfc, #a855f7)", color: "#1a0526" },
  elite: { background: "linear-gradient(135deg, #fde68a, #d4a017)", color: "#2a1d00" },
  gold: { background: "linear-gradient(135deg, #e2e8f0, #94a3b8)", color: "#0f172a" },
  base: { background: "linear-gradient(135deg, #d6a77a, #b07a48)", color: "#1c0f03" },
};

/** Skill-boost colour groups; "eternal" is the brown group. */
export const skillBoostColors: Readonly<Record<SkillBoostColor, string>> = {
  red: "#f06a6a",
  white: "#f1f5f9",
  gold: "#d4a017",
  teal: "#14b8a6",
  green: "#22c55e",
  eternal: "#c08a55",
};

/** Level badge per tier (text and border on the page's surfaces). */
export const levelTierColors: Readonly<Record<LevelTier, string>> = {
  bronze: "#c58b52",
  silver: "#c0c7d2",
  worldClass: "#4aa3ff",
  legendary: "#bd80ff",
  champion: "#f5c542",
};

/** Position tag per line: GK amber, defence blue, midfield green, attack red; grey for anything else. */
export const positionColors: Readonly<Record<PositionCategory | "other", string>> = {
  GK: "#f59e0b",
  DEF: "#6aa0f8",
  MID: "#22c55e",
  FWD: "#f06a6a",
  other: "#94a3b8",
};

/** The admin card list's OVR badge (spec: gold, blue, purple, green), with dark text at 4.5:1 or more. */
export const adminOvrBadgeColors: Readonly<Record<AdminOvrBadge, string>> = {
  gold: "#d4a017",
  blue: "#3b82f6",
  purple: "#9b72f8",
  green: "#16a34a",
};

/** Programme badge per tone (domain/programmes.ts): each programme its own fill, text at 4.5:1 or more on it. */
export const programmeColors: Readonly<Record<ProgrammeTone, BadgeColors>> = {
  live: { background: "#475569", color: "#ffffff" },
  totw: { background: "#111827", color: "#facc15" },
  ucl: { background: "#1e3a8a", color: "#ffffff" },
  futureStars: { background: "#c084fc", color: "#1a0526" },
  rttk: { background: "#0f766e", color: "#ffffff" },
  winterWonders: { background: "#bae6fd", color: "#0c4a6e" },
  hero: { background: "#b91c1c", color: "#ffffff" },
  tots: { background: "#facc15", color: "#1c1917" },
  toty: { background: "#1d4ed8", color: "#fde68a" },
  icon: { background: "#f5f5f4", color: "#78350f" },
  iconPrime: { background: "#d4a017", color: "#1c0f03" },
  other: { background: "#334155", color: "#e2e8f0" },
};

export const tierColors = {
  stat: statTierColors,
  ovr: ovrTierColors,
  skillBoost: skillBoostColors,
  level: levelTierColors,
  position: positionColors,
  adminOvr: adminOvrBadgeColors,
  programme: programmeColors,
} as const;
