import type { AnyPosition } from "./positions";
import type { DetailedStatKey } from "./stats";

type Tier = readonly DetailedStatKey[];

export interface PositionGroup {
  key: string;
  label: string;
  positions: readonly AnyPosition[];
  /** Stats by importance for the group: tier 1 first, four tiers. */
  tiers: readonly [Tier, Tier, Tier, Tier];
}

/**
 * The finder's ten position groups (domain.md): the eight the game's training screen shows, plus
 * second forwards (LF/RF) and goalkeepers so every selectable position has a table. Goalkeepers
 * never score: the finder counts outfield players only.
 */
export const POSITION_GROUPS: readonly PositionGroup[] = [
  { key: "striker", label: "스트라이커", positions: ["ST", "CF"], tiers: [
    ["finishing", "positioning", "shotPower"],
    ["acceleration", "sprintSpeed", "composure", "headingAccuracy"],
    ["ballControl", "dribbling", "reactions", "volleys", "longShots"],
    ["strength", "agility", "shortPassing", "penalties", "jumping"],
  ] },
  { key: "winger", label: "윙어", positions: ["LW", "RW", "LM", "RM"], tiers: [
    ["acceleration", "sprintSpeed", "dribbling"],
    ["crossing", "agility", "ballControl", "finishing"],
    ["curve", "shortPassing", "positioning", "balance"],
    ["longShots", "vision", "stamina", "reactions"],
  ] },
  { key: "attackingMid", label: "공격형 미드필더", positions: ["CAM"], tiers: [
    ["vision", "shortPassing", "dribbling"],
    ["ballControl", "agility", "longShots", "positioning"],
    ["finishing", "reactions", "composure", "curve"],
    ["acceleration", "balance", "shotPower", "fkAccuracy"],
  ] },
  { key: "centralMid", label: "중앙 미드필더", positions: ["CM"], tiers: [
    ["shortPassing", "longPassing", "vision"],
    ["ballControl", "stamina", "reactions", "composure"],
    ["dribbling", "interceptions", "longShots", "standingTackle"],
    ["strength", "positioning", "agility", "curve"],
  ] },
  { key: "defensiveMid", label: "수비형 미드필더", positions: ["CDM"], tiers: [
    ["interceptions", "standingTackle", "defAwareness"],
    ["shortPassing", "strength", "stamina", "marking"],
    ["longPassing", "aggression", "reactions", "slidingTackle"],
    ["composure", "headingAccuracy", "vision", "ballControl"],
  ] },
  { key: "fullback", label: "풀백", positions: ["LB", "RB"], tiers: [
    ["sprintSpeed", "standingTackle", "marking"],
    ["acceleration", "slidingTackle", "interceptions", "stamina"],
    ["crossing", "defAwareness", "shortPassing", "reactions"],
    ["agility", "strength", "headingAccuracy", "balance"],
  ] },
  { key: "wingback", label: "윙백", positions: ["LWB", "RWB"], tiers: [
    ["sprintSpeed", "stamina", "crossing"],
    ["acceleration", "standingTackle", "interceptions", "dribbling"],
    ["shortPassing", "marking", "slidingTackle", "agility"],
    ["ballControl", "reactions", "curve", "strength"],
  ] },
  { key: "centreBack", label: "센터백", positions: ["CB"], tiers: [
    ["defAwareness", "standingTackle", "marking"],
    ["strength", "headingAccuracy", "interceptions", "slidingTackle"],
    ["jumping", "aggression", "reactions", "sprintSpeed"],
    ["composure", "shortPassing", "longPassing", "acceleration"],
  ] },
  { key: "secondForward", label: "섀도 스트라이커", positions: ["LF", "RF"], tiers: [
    ["finishing", "dribbling", "positioning"],
    ["ballControl", "acceleration", "shortPassing", "agility"],
    ["vision", "composure", "longShots", "sprintSpeed"],
    ["shotPower", "reactions", "balance", "curve"],
  ] },
  { key: "goalkeeper", label: "골키퍼", positions: ["GK"], tiers: [
    ["reactions", "jumping"],
    ["composure", "strength"],
    ["longPassing", "shortPassing"],
    ["agility", "balance"],
  ] },
];

const GROUP_BY_POSITION = new Map<AnyPosition, PositionGroup>(
  POSITION_GROUPS.flatMap((g) => g.positions.map((p) => [p, g] as const)),
);

/** The stat table that applies to a position. */
export function positionGroupOf(position: AnyPosition): PositionGroup {
  const group = GROUP_BY_POSITION.get(position);
  if (!group) throw new Error(`No finder group for ${position}`);
  return group;
}
