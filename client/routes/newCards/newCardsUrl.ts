import type { LoaderFunctionArgs } from "react-router-dom";
import type { NewCardsRouteQuery$variables } from "../../__generated__/NewCardsRouteQuery.graphql";
import { CARD_PAGE_SIZE } from "../../../domain/cardSearch";
import { listOffset, listParams } from "../../components/cards/listParams";

/** Loader variables for /new-cards?position=&page= (kept apart so the router does not pull the page code). */
export function newCardsVariables({ request }: LoaderFunctionArgs): NewCardsRouteQuery$variables {
  const { position, page } = listParams(new URL(request.url).searchParams);
  return { position, offset: listOffset(page), first: CARD_PAGE_SIZE };
}
