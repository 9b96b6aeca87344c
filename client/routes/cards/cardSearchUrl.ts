import type { LoaderFunctionArgs } from "react-router-dom";
import { parseCardSearch, type CardSearch } from "../../../domain/cardSearch";
import { cardFilterVariables } from "../../components/cards/cardFilterVariables";
import { sortEnumName } from "../../../domain/cardSearchFilters";
import type { CardSort, CardsRouteQuery$variables } from "../../__generated__/CardsRouteQuery.graphql";

/** The search in a /cards URL. */
const searchFromUrl = (url: string | URL) => parseCardSearch(new URL(url, "http://x").searchParams);

/** Relay variables for CardsRouteQuery; the loader and the page read the same URL. */
function cardsRouteVariables(search: CardSearch): CardsRouteQuery$variables {
  // The enum is generated from the same sort keys (server/modules/cards/cards.lists.graphql.ts).
  return { filter: cardFilterVariables(search), sort: sortEnumName(search.sortBy) as CardSort, first: search.limit, offset: search.offset };
}

export const cardsLoaderVariables = ({ request }: LoaderFunctionArgs) => cardsRouteVariables(searchFromUrl(request.url));
