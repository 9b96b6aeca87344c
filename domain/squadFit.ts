import { positionCategory, type Position } from "./positions";

/** How well a card suits the slot it stands in. */
export type SlotFit = "natural" | "alternative" | "out";

/**
 * The positions a card listed at one position can also play without penalty: the game's
 * neighbouring roles on the same side or line (a winger also plays wide midfield and the
 * striker spots next to him; a full-back the wing-back lane). Cards carry one position, so
 * this table is the "listed alternative" for every card of that position.
 */
export const ALTERNATIVE_POSITIONS: Readonly<Record<Position, readonly Position[]>> = {
  GK: [],
  CB: ["CDM"],
  LB: ["LWB", "CB"],
  RB: ["RWB", "CB"],
  LWB: ["LB", "LM"],
  RWB: ["RB", "RM"],
  CDM: ["CM", "CB"],
  CM: ["CDM", "CAM"],
  CAM: ["CM", "CF"],
  LM: ["LW", "LWB"],
  RM: ["RW", "RWB"],
  LW: ["LM", "ST"],
  RW: ["RM", "ST"],
  CF: ["ST", "CAM"],
  ST: ["CF"],
};

/** The one fit rule: the card's own position, a listed alternative of it, or out of position. */
export function slotFit(cardPosition: string, slotPosition: Position): SlotFit {
  if (cardPosition === slotPosition) return "natural";
  const alternatives = ALTERNATIVE_POSITIONS[cardPosition as Position] as readonly Position[] | undefined;
  return alternatives?.includes(slotPosition) ? "alternative" : "out";
}


/** Squad lines for the stat sums; the keeper stands apart (his six main stats mean little). */
export type SquadLine = "attack" | "midfield" | "defence";

export function lineOf(slotPosition: Position): SquadLine | null {
  switch (positionCategory(slotPosition)) {
    case "FWD":
      return "attack";
    case "MID":
      return "midfield";
    case "DEF":
      return "defence";
    default:
      return null;
  }
}
