import type { LoaderFunctionArgs } from "react-router-dom";
import type { CommunityRouteQuery$variables, PostType } from "../../__generated__/CommunityRouteQuery.graphql";
import { BOARD_PAGE_SIZE, BOARD_TABS } from "../../../domain/posts";

/** tab (free|tip|question|notice), search and page of /community; bad values fall back to defaults. */
export function boardParams(params: URLSearchParams) {
  const tab = BOARD_TABS.find((t) => t.key === params.get("type"))?.key ?? "all";
  const page = Number(params.get("page"));
  return { tab, search: (params.get("search") ?? "").slice(0, 100), page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
}

function boardVariables(params: URLSearchParams): CommunityRouteQuery$variables {
  const { tab, search, page } = boardParams(params);
  return {
    type: tab === "all" ? null : (tab.toUpperCase() as PostType),
    search: search || null,
    offset: (page - 1) * BOARD_PAGE_SIZE,
  };
}

/** Loader variables for /community (kept apart so the router does not pull the page code). */
export const communityLoaderVariables = ({ request }: LoaderFunctionArgs) => boardVariables(new URL(request.url).searchParams);
