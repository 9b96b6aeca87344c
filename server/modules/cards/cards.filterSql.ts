import { Prisma } from "../../generated/prisma/client";
import { FACET_KEYS, type FacetKey } from "../../../domain/cardSearchFilters";
import type { CardFilter } from "../../../domain/cardSearch";
import type { StatKey } from "../../../domain/stats";
import type { LevelId } from "../../../domain/cardLevelIds";
import { searchMatch } from "../../../domain/hangul";
import { skillBoostByName } from "../../../domain/skillBoosts";

// A card filter as SQL: its conditions and, at a level, the level's row. The search (cards.search.ts), its facets
// (cards.facets.ts) and the level ranking (cards.levelRanking.ts) all read cards through these.

// A stat key comes from the catalogue (domain/cardSearchFilters.ts), so quoting it as an identifier is safe.
const column = (key: StatKey) => Prisma.raw(`"Card"."${key}"`);

/**
 * "At level N": the level's row joined by the (cardId, kind, level) unique index, under names no Card
 * column has. The rule (README "Card search at a level"): a value is the level's when the level gives
 * it, else the base card's — a stat the level leaves out and a card without the level both read base,
 * so the level control never hides cards nor invents numbers; hasLevel says which cards had data.
 */
export const levelJoin = (level: LevelId) => Prisma.sql`LEFT JOIN (SELECT "cardId" AS "levelCardId", ovr AS "levelOvr", stats AS "levelStats"
  FROM "CardLevel" WHERE kind = ${level.kind} AND level = ${level.level}) lv ON lv."levelCardId" = "Card".id`;
export const OVR_AT_LEVEL = Prisma.sql`COALESCE(lv."levelOvr", "Card".ovr)`;
export const ovrOf = (filter: CardFilter) => (filter.level ? OVR_AT_LEVEL : Prisma.sql`"Card".ovr`);
export const statOf = (filter: CardFilter, key: StatKey) =>
  filter.level ? Prisma.sql`COALESCE((lv."levelStats"->>${key})::int, ${column(key)})` : column(key);
/** The rows a filter counts: the cards, with the level's row beside each only when an OVR or stat range reads it. */
export function cardFrom(filter: CardFilter) {
  const readsLevel = filter.level && (filter.minOvr !== undefined || filter.maxOvr !== undefined || filter.stats?.length);
  return readsLevel ? Prisma.sql`"Card" ${levelJoin(filter.level!)}` : Prisma.sql`"Card"`;
}

/** A list filter's SQL (programme, team, league, nation), or null when the filter leaves that list open. */
export function facetMatch(filter: CardFilter, key: FacetKey): Prisma.Sql | null {
  const values = filter[key];
  if (!values?.length) return null;
  const column = Prisma.raw(`"Card"."${key}"`);
  return values.length === 1 ? Prisma.sql`${column} = ${values[0]}` : Prisma.sql`${column} = ANY(${values}::text[])`;
}

/** The SQL filter of a search; text goes to the trigram-indexed search key (domain/hangul.ts). */
export function cardWhere(filter: CardFilter): Prisma.Sql {
  const parts = cardConditions(filter, FACET_KEYS);
  return parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`;
}

/** The search's conditions with only the given list filters (the facets leave some out). */
export function cardConditions(filter: CardFilter, lists: readonly FacetKey[]): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  const text = filter.search ? searchMatch(filter.search) : null;
  if (text) parts.push(Prisma.sql`"searchKey" LIKE ${`%${text.like}%`}`);
  if (text?.nameRegex) parts.push(Prisma.sql`"searchKey" ~ ${text.nameRegex}`);
  if (filter.position) parts.push(Prisma.sql`position = ${filter.position}`);
  if (filter.minOvr !== undefined) parts.push(Prisma.sql`${ovrOf(filter)} >= ${filter.minOvr}`);
  if (filter.maxOvr !== undefined) parts.push(Prisma.sql`${ovrOf(filter)} <= ${filter.maxOvr}`);
  if (filter.minHeight !== undefined) parts.push(Prisma.sql`height >= ${filter.minHeight}`);
  if (filter.maxHeight !== undefined) parts.push(Prisma.sql`height <= ${filter.maxHeight}`);
  if (filter.footPreference) parts.push(Prisma.sql`"footPreference" = ${filter.footPreference}`);
  if (filter.weakFoot === "양발") parts.push(Prisma.sql`"isTwoFooted"`);
  else if (filter.weakFoot) parts.push(Prisma.sql`"weakFoot" = ${Number(filter.weakFoot)}`);
  // Links may carry the Korean boost name; the column stores the English key.
  if (filter.skillBoost) parts.push(Prisma.sql`"skillBoost" = ${skillBoostByName(filter.skillBoost)?.key ?? filter.skillBoost}`);
  for (const key of lists) {
    const match = facetMatch(filter, key);
    if (match) parts.push(match);
  }
  for (const range of filter.stats ?? []) {
    if (range.min !== undefined) parts.push(Prisma.sql`${statOf(filter, range.key)} >= ${range.min}`);
    if (range.max !== undefined) parts.push(Prisma.sql`${statOf(filter, range.key)} <= ${range.max}`);
  }
  return parts;
}
