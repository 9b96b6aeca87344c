import { POPULAR_SORTS, cardSearchToParams, parseCardSearch } from "./cardSearch";
import { formationByName } from "./formations";
import { DEFAULT_RANKING_POSITION, RANKING_PAGE_POSITIONS, parsePosition } from "./positions";
import { BOARD_TABS } from "./posts";
import { levelOfParams, levelParam } from "./cardLevelIds";
import { BEST_DEFAULT_PERIOD, BEST_DEFAULT_SORT, BEST_TAB, bestTabParams } from "./bestPosts";

/** Page 2 and on; anything else (absent, 1, junk) is the first page and left out. */
function pageParam(params: URLSearchParams, out: URLSearchParams) {
  const page = Number(params.get("page"));
  if (Number.isSafeInteger(page) && page > 1) out.set("page", String(page));
}

function positionParam(params: URLSearchParams, out: URLSearchParams) {
  const position = parsePosition(params.get("position"));
  if (position) out.set("position", position);
}

/**
 * The query a list page keeps in its canonical URL, read the way the page reads it: values it
 * ignores or that equal the default are dropped, and keys come in one order, so every spelling of
 * the same list has one URL. Pages not listed keep no query.
 */
const CANONICAL_QUERY: Record<string, (params: URLSearchParams) => URLSearchParams> = {
  "/cards": (params) => cardSearchToParams(parseCardSearch(params)),
  "/new-cards": (params) => {
    const out = new URLSearchParams();
    positionParam(params, out);
    pageParam(params, out);
    return out;
  },
  "/popular-cards": (params) => {
    const out = new URLSearchParams();
    const sort = POPULAR_SORTS.find((s) => s.key === params.get("sort"))?.key;
    if (sort && sort !== POPULAR_SORTS[0].key) out.set("sort", sort);
    positionParam(params, out);
    pageParam(params, out);
    return out;
  },
  "/community": (params) => {
    const out = new URLSearchParams();
    const tab = BOARD_TABS.find((t) => t.key === params.get("type"))?.key;
    if (tab && tab !== "all") out.set("type", tab);
    if (tab === BEST_TAB.key) {
      const { sort, period } = bestTabParams(params);
      if (sort !== BEST_DEFAULT_SORT) out.set("sort", sort);
      if (period !== BEST_DEFAULT_PERIOD) out.set("period", period);
    }
    const search = (params.get("search") ?? "").slice(0, 100).trim();
    if (search) out.set("search", search);
    pageParam(params, out);
    return out;
  },
  "/formation-rankings": (params) => formationParam(params),
  "/formation-detail": (params) => formationParam(params),
};

function formationParam(params: URLSearchParams): URLSearchParams {
  const formation = formationByName(params.get("formation") ?? "");
  return new URLSearchParams(formation ? { formation: formation.name } : {});
}

/**
 * The canonical path and query of a page URL, given the route pattern it matched
 * (domain/siteRoutes.ts) and its parameters.
 */
export function canonicalPath(pattern: string, params: Record<string, string>, search: URLSearchParams): string {
  if (pattern === "/rankings/:position?") {
    const position = params.position === undefined ? DEFAULT_RANKING_POSITION : parsePosition(params.position, RANKING_PAGE_POSITIONS);
    // A level is part of the page (its OVR ranking there), written one way: ?level=rank-3.
    const level = levelOfParams(search);
    return `/rankings/${position ?? DEFAULT_RANKING_POSITION}${level ? `?level=${levelParam(level)}` : ""}`;
  }
  const path = pattern.replace(/\/:(\w+)\??/g, (_, name: string) => (params[name] === undefined ? "" : `/${encodeURIComponent(params[name])}`));
  const query = CANONICAL_QUERY[pattern]?.(search).toString();
  return query ? `${path}?${query}` : path;
}
