import type { Prisma } from "../generated/prisma/client";

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
  isNew: true, className: true, staminaRating: true, avgRating: true, reviewCount: true, heartCount: true,
  createdAt: true, userId: true,
  pace: true, shooting: true, passing: true, agilityMain: true, defending: true, physical: true,
} satisfies Prisma.CardSelect;
