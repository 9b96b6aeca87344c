import { Prisma } from "../generated/prisma/client";
import type { DateKey } from "../platform/readBatch";

// The card row shapes shared by every feature that lists cards (the card lists, formations' top players).

export type CardRow = Prisma.CardGetPayload<object>;

/**
 * Columns a card list reads: GraphQL passes Pothos' selection for the fields asked for, REST its
 * list shape. Rows then carry only these columns (Prisma still types them as whole rows).
 */
export type CardColumns = Prisma.CardSelect | undefined;

/** What the REST card lists answer: the card without its search key and detailed stats (the card page reads those). */
export const CARD_LIST_COLUMNS = {
  id: true, name: true, imageUrl: true, position: true, ovr: true, team: true, league: true, nation: true,
  height: true, weight: true, skillMoves: true, skillMovesList: true, leftFootRating: true, rightFootRating: true,
  isTwoFooted: true, weakFoot: true, footPreference: true, skillBoost: true, workRateAtt: true, workRateDef: true,
  isNew: true, className: true, playerKey: true, staminaRating: true, avgRating: true, reviewCount: true, heartCount: true,
  createdAt: true, userId: true,
  pace: true, shooting: true, passing: true, agilityMain: true, defending: true, physical: true,
} satisfies Prisma.CardSelect;

// A Record, so a timestamp column added to Card fails to compile until it is listed here.
const CARD_DATES: Record<DateKey<CardRow>, true> = { createdAt: true, updatedAt: true, statsUpdatedAt: true };
/** The card's timestamp columns: what a batched read (platform/readBatch.ts) turns back into Dates. */
export const CARD_DATE_COLUMNS = Object.keys(CARD_DATES) as DateKey<CardRow>[];

/**
 * The selected columns as SQL when they are all plain columns (a relation in the selection needs
 * Prisma); a card list's here, but any model's selection reads the same way.
 */
export function plainColumns(select: Record<string, unknown> | null | undefined, table?: string): Prisma.Sql | null {
  const names = Object.entries(select ?? {}).filter(([, v]) => v);
  if (!select || names.some(([, v]) => v !== true)) return null;
  const prefix = table ? `${table}.` : "";
  return Prisma.raw(names.length ? names.map(([name]) => `${prefix}"${name}"`).join(", ") : `${prefix}id`);
}
