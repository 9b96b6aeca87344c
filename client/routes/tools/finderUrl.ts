import { DEFAULT_FINDER_LEVEL, isFinderLevel, type FinderLevel } from "../../../domain/formationFinder";

/** The finder's shared state: `?q=<typed stats>&level=<30|42|63>`. */
export function finderParams(params: URLSearchParams): { query: string; level: FinderLevel } {
  const level = Number(params.get("level"));
  return { query: params.get("q") ?? "", level: isFinderLevel(level) ? level : DEFAULT_FINDER_LEVEL };
}

export function finderSearch(query: string, level: FinderLevel): string {
  const params = new URLSearchParams({ level: String(level) });
  if (query) params.set("q", query);
  return `?${params}`;
}
