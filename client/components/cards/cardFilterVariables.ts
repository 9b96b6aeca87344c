import { filterOf, type CardFilter, type CardSearch } from "../../../domain/cardSearch";

/** GraphQL's CardFilter: the domain's filter with the level's kind as the CardLevelKind enum names it (RANK, TRAINING). */
type CardFilterVariables = Omit<CardFilter, "level"> & { level?: { kind: "RANK" | "TRAINING"; level: number } };

/** A search's filters as the `$filter: CardFilter` variable of the card queries (/cards, the squad picker). */
export function cardFilterVariables(search: Partial<CardSearch>): CardFilterVariables {
  const { level, ...filter } = filterOf(search);
  return level ? { ...filter, level: { kind: level.kind === "rank" ? "RANK" : "TRAINING", level: level.level } } : filter;
}
