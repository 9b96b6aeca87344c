/** Realistic stat sheets per position: main stats around the OVR, detailed stats around their main stat. */
import type { Position } from "../../domain/positions";
import type { DetailedStatKey, GkStatKey, MainStatKey } from "../../domain/stats";
import { clamp, type Rng } from "./random";

export const MAIN_KEYS = ["pace", "shooting", "passing", "agilityMain", "defending", "physical"] as const satisfies readonly MainStatKey[];

/** Main stat offsets from the OVR: pace, shooting, passing, agility (dribbling), defending, physical. */
const MAIN_OFFSETS: Record<Exclude<Position, "GK">, readonly number[]> = {
  ST: [2, 5, -12, -2, -50, 0],
  CF: [0, 2, -3, 3, -46, -7],
  LW: [5, -4, -6, 3, -52, -15],
  RW: [5, -4, -6, 3, -52, -15],
  LM: [4, -9, -2, 1, -32, -11],
  RM: [4, -9, -2, 1, -32, -11],
  CAM: [-2, -3, 2, 3, -44, -17],
  CM: [-6, -9, 2, -1, -14, -6],
  CDM: [-11, -20, -5, -9, 0, 2],
  LB: [2, -34, -9, -6, -4, -7],
  RB: [2, -34, -9, -6, -4, -7],
  LWB: [4, -30, -6, -3, -7, -7],
  RWB: [4, -30, -6, -3, -7, -7],
  CB: [-11, -46, -19, -24, 2, 3],
};
const GK_MAIN_OFFSETS = [-42, -70, -32, -30, -68, -24];

const CATEGORY_OF: Record<DetailedStatKey, number> = {
  acceleration: 0, sprintSpeed: 0,
  finishing: 1, shotPower: 1, longShots: 1, positioning: 1, penalties: 1, volleys: 1,
  shortPassing: 2, longPassing: 2, vision: 2, crossing: 2, curve: 2, fkAccuracy: 2,
  dribbling: 3, ballControl: 3, agility: 3, reactions: 3, balance: 3, composure: 3,
  marking: 4, defAwareness: 4, standingTackle: 4, slidingTackle: 4, interceptions: 4, headingAccuracy: 4,
  strength: 5, aggression: 5, jumping: 5, stamina: 5,
};
export const DETAIL_KEYS = Object.keys(CATEGORY_OF) as DetailedStatKey[];
export const GK_KEYS = ["diving", "handling", "kicking", "reflexes", "gkPositioning"] as const satisfies readonly GkStatKey[];

const WIDE = new Set<Position>(["LB", "RB", "LWB", "RWB", "LM", "RM", "LW", "RW"]);
const ATTACK = new Set<Position>(["ST", "CF", "LW", "RW"]);
const BACK = new Set<Position>(["CB", "LB", "RB", "LWB", "RWB"]);

/** Role adjustments on top of the category value, in stat points. */
function roleOffset(stat: DetailedStatKey, pos: Position, height: number, weight: number): number {
  const tall = height - 181;
  switch (stat) {
    case "acceleration": return -tall * 0.35;
    case "sprintSpeed": return tall * 0.1;
    case "positioning": return ATTACK.has(pos) ? 4 : BACK.has(pos) ? -6 : 0;
    case "crossing": return WIDE.has(pos) ? 6 : pos === "CB" ? -10 : pos === "ST" ? -8 : -2;
    case "vision": return pos === "CAM" || pos === "CM" ? 4 : BACK.has(pos) ? -6 : 0;
    case "longPassing": return pos === "CDM" || pos === "CM" ? 3 : ATTACK.has(pos) ? -6 : 0;
    case "reactions": return 4;
    case "composure": return 1;
    case "balance": return -tall * 0.6;
    case "agility": return -tall * 0.4;
    case "headingAccuracy": return pos === "ST" ? 40 + tall * 0.5 : pos === "CF" ? 30 : pos === "CB" ? 4 + tall * 0.3 : 0;
    case "marking": case "standingTackle": case "slidingTackle": return ATTACK.has(pos) ? -4 : 0;
    case "strength": return (weight - 75) * 0.6 + tall * 0.2;
    case "jumping": return tall * 0.5;
    case "aggression": return BACK.has(pos) || pos === "CDM" ? 4 : ATTACK.has(pos) ? -10 : 0;
    case "stamina": return pos === "CM" || pos === "CDM" || WIDE.has(pos) ? 8 : pos === "CB" ? -6 : -3;
    default: return 0;
  }
}

const NOISY = new Set<DetailedStatKey>(["penalties", "volleys", "fkAccuracy", "curve", "longShots"]);

export interface StatSheet {
  main: Record<MainStatKey, number>;
  detail: Record<DetailedStatKey, number>;
  gk: Record<GkStatKey, number> | null;
}

const statClamp = (v: number) => clamp(Math.round(v), 20, 140);

/**
 * One card's sheet. `style` holds the player's persistent main-stat leanings so that one player's
 * cards from different seasons look alike.
 */
export function statSheet(rng: Rng, pos: Position, ovr: number, style: readonly number[], height: number, weight: number): StatSheet {
  const isGk = pos === "GK";
  const offsets = isGk ? GK_MAIN_OFFSETS : MAIN_OFFSETS[pos];
  const mainValues = offsets.map((o, i) => statClamp(ovr + o + style[i] + rng.normal(0, 2)));
  const main = Object.fromEntries(MAIN_KEYS.map((k, i) => [k, mainValues[i]])) as Record<MainStatKey, number>;
  const detail = {} as Record<DetailedStatKey, number>;
  for (const key of DETAIL_KEYS) {
    const cat = CATEGORY_OF[key];
    let value: number;
    if (isGk) {
      const keeperish = key === "reactions" ? ovr - 8 : key === "jumping" || key === "strength" ? mainValues[5] : null;
      value = keeperish ?? mainValues[cat] + (cat === 0 || cat === 2 ? 0 : -6) + rng.normal(0, 5);
    } else {
      value = mainValues[cat] + roleOffset(key, pos, height, weight) + rng.normal(0, NOISY.has(key) ? 6 : 3);
      if (key === "headingAccuracy" && (pos === "ST" || pos === "CF")) value = Math.min(value, mainValues[5] + 6);
    }
    detail[key] = statClamp(value);
  }
  const gk = isGk
    ? {
        diving: statClamp(ovr + 2 + style[0] * 0.5 + rng.normal(0, 2)),
        handling: statClamp(ovr - 1 + rng.normal(0, 2.5)),
        kicking: statClamp(ovr - 12 + style[2] * 0.5 + rng.normal(0, 4)),
        reflexes: statClamp(ovr + 3 + style[3] * 0.5 + rng.normal(0, 2)),
        gkPositioning: statClamp(ovr + rng.normal(0, 2.5)),
      }
    : null;
  return { main, detail, gk };
}

/** The values a reviewer judges for each of the six ratings (GKs by their keeper stats). */
export function ratingBasis(sheet: StatSheet): number[] {
  if (sheet.gk) {
    const g = sheet.gk;
    return [g.diving, g.kicking, g.kicking, g.reflexes, g.gkPositioning, g.handling];
  }
  return MAIN_KEYS.map((k) => sheet.main[k]);
}

/** Stamina rating 1-10 shown on the card, from the stamina stat. */
export function staminaRating(sheet: StatSheet): number {
  return clamp(Math.round((sheet.detail.stamina - 45) / 8), 1, 10);
}
