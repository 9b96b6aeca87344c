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

/**
 * The selected card columns, then `extra`, as one JSON object per row written by PostgreSQL: a REST list
 * answers these objects as they come, with no field parsing, row mapping or JSON.stringify in Node. Each
 * value is as JSON.stringify writes the Prisma row's (timestamps in UTC with milliseconds and a Z, like a
 * Date). row_to_json of a one-row subselect: its keys are the aliases, and it writes no spaces (json_build_object
 * writes `"key" : value`, 15 % more bytes here, and took ~1.5× the time over all 20,000 cards).
 */
export function cardJsonObject(select: Record<string, true>, extra: Record<string, Prisma.Sql> = {}): Prisma.Sql {
  const columns = Object.keys(select).map((name) => {
    const value = `"Card"."${name}"`;
    return Prisma.raw(`${Object.hasOwn(CARD_DATES, name) ? `to_char(${value}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : value} AS "${name}"`);
  });
  for (const [name, value] of Object.entries(extra)) columns.push(Prisma.sql`${value} AS ${Prisma.raw(`"${name}"`)}`);
  return Prisma.sql`(SELECT row_to_json(j) FROM (SELECT ${Prisma.join(columns)}) j)`;
}
