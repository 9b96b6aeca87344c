import type { LoaderFunctionArgs } from "react-router-dom";
import type { CommunityRouteQuery$variables, PostPeriod, PostSort, PostType } from "../../__generated__/CommunityRouteQuery.graphql";
import { BOARD_PAGE_SIZE, BOARD_TABS } from "../../../domain/posts";
import { BEST_TAB, bestTabParams } from "../../../domain/bestPosts";

/** tab (best|free|tip|question|notice), search and page of /community, and the 인기 tab's sort and period; bad values fall back to defaults. */
export function boardParams(params: URLSearchParams) {
  const tab = BOARD_TABS.find((t) => t.key === params.get("type"))?.key ?? "all";
  const page = Number(params.get("page"));
  return { tab, search: (params.get("search") ?? "").slice(0, 100), page: Number.isSafeInteger(page) && page > 1 ? page : 1, ...bestTabParams(params) };
}

function boardVariables(params: URLSearchParams): CommunityRouteQuery$variables {
  const { tab, search, page, sort, period } = boardParams(params);
  const best = tab === BEST_TAB.key;
  return {
    type: tab === "all" || best ? null : (tab.toUpperCase() as PostType),
    search: search || null,
    offset: (page - 1) * BOARD_PAGE_SIZE,
    // null, not false, off the 인기 tab: the other tabs keep their connection ids (newPostConnections).
    best: best || null,
    sort: best ? (sort.toUpperCase() as PostSort) : null,
    period: best ? (period.toUpperCase() as PostPeriod) : null,
  };
}

/** Loader variables for /community (kept apart so the router does not pull the page code). */
export const communityLoaderVariables = ({ request }: LoaderFunctionArgs) => boardVariables(new URL(request.url).searchParams);
