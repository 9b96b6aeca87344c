import type { LoaderFunctionArgs } from "react-router-dom";
import type { PopularCardsRouteQuery$variables, PopularSort } from "../../__generated__/PopularCardsRouteQuery.graphql";
import { CARD_PAGE_SIZE, POPULAR_SORTS } from "../../../domain/cardSearch";
import { listOffset, listParams } from "../../components/cards/listParams";

export type PopularSortKey = (typeof POPULAR_SORTS)[number]["key"];
export const popularSortOf = (value: string | null): PopularSortKey => POPULAR_SORTS.find((s) => s.key === value)?.key ?? "rating";

/** Loader variables for /popular-cards?sort=&position=&page=. */
export function popularCardsVariables({ request }: LoaderFunctionArgs): PopularCardsRouteQuery$variables {
  const params = new URL(request.url).searchParams;
  const { position, page } = listParams(params);
  return { sort: popularSortOf(params.get("sort")).toUpperCase() as PopularSort, position, offset: listOffset(page), first: CARD_PAGE_SIZE };
}
