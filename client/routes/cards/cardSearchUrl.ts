import type { LoaderFunctionArgs } from "react-router-dom";
import { filterOf, parseCardSearch, type CardSearch } from "../../../domain/cardSearch";
import type { CardSort, CardsRouteQuery$variables } from "../../__generated__/CardsRouteQuery.graphql";

/** The search in a /cards URL. */
const searchFromUrl = (url: string | URL) => parseCardSearch(new URL(url, "http://x").searchParams);

const SORTS: Record<CardSearch["sortBy"], CardSort> = { ovr: "OVR", rating: "RATING", reviews: "REVIEWS", newest: "NEWEST", name: "NAME" };

/** Relay variables for CardsRouteQuery; the loader and the page read the same URL. */
function cardsRouteVariables(search: CardSearch): CardsRouteQuery$variables {
  return { filter: filterOf(search), sort: SORTS[search.sortBy], first: search.limit, offset: search.offset };
}

export const cardsLoaderVariables = ({ request }: LoaderFunctionArgs) => cardsRouteVariables(searchFromUrl(request.url));
