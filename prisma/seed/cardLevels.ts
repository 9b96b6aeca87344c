/**
 * Upgrade levels for some demo cards (issue 30): every fifth card (ids 1, 6, 11, …) has 랭크 1–5,
 * every tenth (ids 1, 11, 21, …) also 훈련 10/20/30. Deterministic; every other card has none,
 * so its page shows no level selector. Each rank adds one OVR and one or two points to each stat.
 */
import type { ScriptRunner } from "../../server/platform/db";
import type { SeedCard } from "./cards";
import { DETAIL_KEYS, GK_KEYS, MAIN_KEYS } from "./cardStats";
import { END_TIME, Rng } from "./random";
import { insertRows, lit, ts } from "./sql";

const RANK_EVERY = 5;
const TRAINING_EVERY = 10;
const TRAINING_LEVELS = [10, 20, 30];

/** The card's stats raised by `steps` (each stat 1–2 points a step, per the card's own stream). */
function raised(rng: Rng, card: SeedCard, steps: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of MAIN_KEYS) out[k] = card.sheet.main[k] + steps * rng.int(1, 2);
  for (const k of DETAIL_KEYS) out[k] = card.sheet.detail[k] + steps * rng.int(1, 2);
  if (card.sheet.gk) for (const k of GK_KEYS) out[k] = card.sheet.gk[k] + steps * rng.int(1, 2);
  return out;
}

/** The 랭크 a demo review was played at: on a card with ranks, five in six reviews say one (by review id); else none. */
export function seedReviewLevel(cardId: number, reviewId: number): number | null {
  if (cardId % RANK_EVERY !== 1) return null;
  const level = reviewId % 6;
  return level === 0 ? null : level;
}

export async function seedCardLevels(db: ScriptRunner, cards: SeedCard[], seed: string): Promise<void> {
  function* rows() {
    for (const card of cards) {
      if (card.id % RANK_EVERY !== 1) continue;
      const rng = Rng.of(seed, "levels", card.id);
      // Levels change after the card's release: stamped between it and the data set's end.
      const at = () => ts(Math.round(card.createdAt + (END_TIME - card.createdAt) * rng.next()));
      for (let rank = 1; rank <= 5; rank++) yield [card.id, lit("rank"), rank, card.ovr + rank, lit({ json: raised(rng, card, rank) }), at()].join(",");
      if (card.id % TRAINING_EVERY !== 1) continue;
      for (const level of TRAINING_LEVELS) yield [card.id, lit("training"), level, card.ovr + level / 10, lit({ json: raised(rng, card, level / 10) }), at()].join(",");
    }
  }
  await insertRows(db, "CardLevel", ["cardId", "kind", "level", "ovr", "stats", "statsUpdatedAt"], rows());
}
