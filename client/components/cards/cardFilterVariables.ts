import { filterOf, type CardFilter, type CardSearch } from "../../../domain/cardSearch";
import { levelKindName } from "../../../domain/cardLevelIds";

/** GraphQL's CardFilter: the domain's filter with the level's kind as the CardLevelKind enum names it (RANK, TRAINING). */
type CardFilterVariables = Omit<CardFilter, "level"> & { level?: { kind: ReturnType<typeof levelKindName>; level: number } };

/** A search's filters as the `$filter: CardFilter` variable of the card queries (/cards, the squad picker). */
export function cardFilterVariables(search: Partial<CardSearch>): CardFilterVariables {
  const { level, ...filter } = filterOf(search);
  return level ? { ...filter, level: { kind: levelKindName(level.kind), level: level.level } } : filter;
}
