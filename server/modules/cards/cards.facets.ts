import { Prisma } from "../../generated/prisma/client";
import type { Context } from "../../core/context";
import { parseInput } from "../../errors";
import type { CardFilter } from "../../../domain/cardSearch";
import { cardFilterSchema } from "../../../domain/cardSearchSchema";
import { FACET_KEYS, type FacetKey } from "../../../domain/cardSearchFilters";
import { rawReads } from "../../platform/rowTracking";
import { cardFrom, cardWhere } from "./cards.search";

export interface FacetCount {
  value: string;
  count: number;
}
export type CardFacets = Record<FacetKey, FacetCount[]>;

/** Values listed per facet, most cards first (a league has tens of teams; the rest are reached by search). */
const FACET_SIZE = 50;

/**
 * Counts per programme, team, league and nation for the current search, in one statement. Each
 * facet counts under every filter but its own, so choosing 토트넘 still offers the other teams
 * (the usual faceted-search rule: a value's count is what the result would hold with it added).
 */
export async function cardFacets({ prisma: db }: Pick<Context, "prisma">, rawFilter: unknown): Promise<CardFacets> {
  const filter: CardFilter = parseInput(cardFilterSchema, rawFilter ?? {});
  const facet = (key: FacetKey) => {
    const col = Prisma.raw(`"${key}"`);
    return Prisma.sql`(SELECT COALESCE(json_agg(f), '[]'::json) FROM (
      SELECT ${col} AS value, count(*)::int AS count FROM ${cardFrom(filter)} WHERE ${cardWhere(filter, key)} AND ${col} IS NOT NULL
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${FACET_SIZE}) f) AS ${col}`;
  };
  const [row] = await rawReads(filter.level ? ["Card", "CardLevel"] : ["Card"], () => db.$queryRaw<CardFacets[]>`SELECT ${Prisma.join(FACET_KEYS.map(facet))}`);
  return row;
}
