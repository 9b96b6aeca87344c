import { BENCH_MAX, STARTERS } from "./squads";
import { emptyDraft, type SquadDraft } from "./squadCode";

/**
 * Builder edits on a draft, by slot number as stored (0–10 the formation's positions, 11–17 the
 * bench): each returns a new draft, the bench kept packed (no gaps) and no card twice.
 */
const SLOTS = STARTERS + BENCH_MAX;

function toSlots(draft: SquadDraft): (number | null)[] {
  return [...draft.starters, ...draft.bench, ...Array(BENCH_MAX - draft.bench.length).fill(null)];
}

function fromSlots(formation: SquadDraft["formation"], slots: (number | null)[]): SquadDraft {
  return { formation, starters: slots.slice(0, STARTERS), bench: slots.slice(STARTERS).filter((id): id is number => id !== null) };
}

const inRange = (slot: number) => Number.isInteger(slot) && slot >= 0 && slot < SLOTS;

/** Swaps two slots' contents (a card moved to an empty slot leaves its own empty). */
export function swapSlots(draft: SquadDraft, a: number, b: number): SquadDraft {
  if (!inRange(a) || !inRange(b) || a === b) return draft;
  const slots = toSlots(draft);
  [slots[a], slots[b]] = [slots[b], slots[a]];
  return fromSlots(draft.formation, slots);
}

/** Puts a card in a slot; if the card was already elsewhere, the slot's old card goes there instead. */
export function placeCard(draft: SquadDraft, slot: number, cardId: number): SquadDraft {
  if (!inRange(slot)) return draft;
  const slots = toSlots(draft);
  const target = slot >= STARTERS ? Math.min(slot, STARTERS + draft.bench.length) : slot;
  if (target >= SLOTS) return draft;
  const from = slots.indexOf(cardId);
  if (from >= 0) slots[from] = slots[target];
  slots[target] = cardId;
  return fromSlots(draft.formation, slots);
}

export function removeCard(draft: SquadDraft, slot: number): SquadDraft {
  if (!inRange(slot)) return draft;
  const slots = toSlots(draft);
  slots[slot] = null;
  return fromSlots(draft.formation, slots);
}

export const clearDraft = (draft: SquadDraft): SquadDraft => emptyDraft(draft.formation);

/** The card in a slot, or null. */
export const cardAt = (draft: SquadDraft, slot: number): number | null => toSlots(draft)[slot] ?? null;
