import type { LoaderFunctionArgs } from "react-router-dom";
import { compareCountOk, parseCompareIds } from "../../../domain/cardComparison";

/** Relay ids of the cards in `?cards=`; none when the count is outside 2–4 (the page says so). */
export function compareLoaderVariables({ request }: LoaderFunctionArgs) {
  const ids = parseCompareIds(new URL(request.url).searchParams.get("cards"));
  return { ids: compareCountOk(ids) ? ids.map((id) => btoa(`Card:${id}`)) : [] };
}
