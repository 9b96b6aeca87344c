import type { Position } from "./positions";
import { MAIN_STATS } from "./stats";
import { lineOf, slotFit, type SlotFit, type SquadLine } from "./squadFit";

/** What the figures read of a card. */
export interface SquadCard {
  position: string;
  ovr: number;
  team: string | null;
  league: string | null;
  nation: string | null;
  className: string | null;
  pace: number | null;
  shooting: number | null;
  passing: number | null;
  agilityMain: number | null;
  defending: number | null;
  physical: number | null;
}

interface SharedCount {
  value: string;
  count: number;
}

export interface SquadFigures {
  /** Mean OVR of the starters on the pitch (one decimal), null with nobody placed. */
  averageOvr: number | null;
  placed: number;
  /** One per slot, in slot order; null for an empty slot. */
  fits: (SlotFit | null)[];
  /** Values two or more starters share, most shared first (then by name). */
  shared: Record<"team" | "league" | "nation" | "className", SharedCount[]>;
  /** Sum of the six main stats of the starters on each line (unknown stats count 0). */
  lines: Record<SquadLine, number>;
}

const SHARED_KEYS = ["team", "league", "nation", "className"] as const;

function sharedCounts(values: (string | null)[]): SharedCount[] {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count >= 2)
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

const mainStatSum = (card: SquadCard) => MAIN_STATS.reduce((sum, { key }) => sum + (card[key] ?? 0), 0);

/** The live figures of a squad's starting eleven: `slots` are the formation's positions, `cards` the card in each (or null). */
export function squadFigures(slots: readonly Position[], cards: readonly (SquadCard | null)[]): SquadFigures {
  const placed = slots.flatMap((slot, i) => (cards[i] ? [{ slot, card: cards[i] }] : []));
  const lines: Record<SquadLine, number> = { attack: 0, midfield: 0, defence: 0 };
  for (const { slot, card } of placed) {
    const line = lineOf(slot);
    if (line) lines[line] += mainStatSum(card);
  }
  const total = placed.reduce((sum, p) => sum + p.card.ovr, 0);
  return {
    averageOvr: placed.length ? Math.round((total / placed.length) * 10) / 10 : null,
    placed: placed.length,
    fits: slots.map((slot, i) => (cards[i] ? slotFit(cards[i].position, slot) : null)),
    shared: Object.fromEntries(SHARED_KEYS.map((k) => [k, sharedCounts(placed.map((p) => p.card[k]))])) as SquadFigures["shared"],
    lines,
  };
}

