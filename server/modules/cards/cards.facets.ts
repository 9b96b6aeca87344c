import { Prisma } from "../../generated/prisma/client";
import type { Context } from "../../core/context";
import { parseInput } from "../../errors";
import type { CardFilter } from "../../../domain/cardSearch";
import { cardFilterSchema } from "../../../domain/cardSearchSchema";
import { FACET_KEYS, type FacetKey } from "../../../domain/cardSearchFilters";
import { rawReads } from "../../platform/rowTracking";
import { cardConditions, cardFrom, facetMatch } from "./cards.filterSql";

export interface FacetCount {
  value: string;
  count: number;
}
export type CardFacets = Record<FacetKey, FacetCount[]>;

/** Values listed per facet, most cards first (a league has tens of teams; the rest are reached by search). */
const FACET_SIZE = 50;

const inList = (key: FacetKey) => Prisma.raw(`"in_${key}"`);
const joined = (parts: Prisma.Sql[], separator: string) => (parts.length ? Prisma.join(parts, separator) : Prisma.sql`TRUE`);
const FACET_COLUMNS = Prisma.raw(FACET_KEYS.map((key) => `"Card"."${key}"`).join(", "));

/**
 * Counts per programme, team, league and nation for the current search. They read card attributes
 * only, the same for every viewer, so they are kept per filter until a card or level write changes
 * them (`services.facetCache`; a review or a like does not): the statement costs PostgreSQL ~7 ms
 * over the bench set, ~16 at a level, and the database is the part that does not scale out.
 */
export async function cardFacets({ prisma: db, services }: Pick<Context, "prisma" | "services">, rawFilter: unknown): Promise<CardFacets> {
  const filter: CardFilter = parseInput(cardFilterSchema, rawFilter ?? {});
  return services.facetCache.load(JSON.stringify(filter), () => countFacets(db, filter));
}

/**
 * The counts in one statement. Each facet counts under every filter but its own, so choosing 토트넘
 * still offers the other teams (the usual faceted-search rule: a value's count is what the result
 * would hold with it added).
 *
 * The cards any facet counts are read once: those meeting the other filters and all list filters
 * but at most one, each row marked with the list filters it meets; a facet then counts the rows
 * meeting every list filter but its own. At a level with a stat range that reads each card's
 * level row once instead of once per facet. Without any filter each facet reads its own index
 * alone, so the rows are not gathered (the statement inlines them into each facet).
 */
async function countFacets(db: Context["prisma"], filter: CardFilter): Promise<CardFacets> {
  const lists = FACET_KEYS.filter((key) => facetMatch(filter, key));
  const allButOne = lists.length > 1 ? lists.map((left) => joined(lists.filter((key) => key !== left).map((key) => facetMatch(filter, key)!), " AND ")) : [];
  const conditions = cardConditions(filter, []);
  const gather = conditions.length ? Prisma.sql`MATERIALIZED` : Prisma.sql`NOT MATERIALIZED`;
  const marks = lists.map((key) => Prisma.sql`, ${facetMatch(filter, key)!} AS ${inList(key)}`);
  const facet = (key: FacetKey) => {
    const col = Prisma.raw(`"${key}"`);
    const others = lists.filter((other) => other !== key).map(inList);
    return Prisma.sql`(SELECT COALESCE(json_agg(f), '[]'::json) FROM (
      SELECT ${col} AS value, count(*)::int AS count FROM hits WHERE ${joined(others, " AND ")} AND ${col} IS NOT NULL
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${FACET_SIZE}) f) AS ${col}`;
  };
  const [row] = await rawReads(filter.level ? ["Card", "CardLevel"] : ["Card"], () => db.$queryRaw<CardFacets[]>`
    WITH hits AS ${gather} (SELECT ${FACET_COLUMNS}${marks.length ? Prisma.join(marks, "") : Prisma.empty}
      FROM ${cardFrom(filter)} WHERE ${joined(conditions, " AND ")} AND (${joined(allButOne, " OR ")}))
    SELECT ${Prisma.join(FACET_KEYS.map(facet))}`);
  return row;
}
