import { isRouteErrorResponse, useNavigation, useRouteError } from "react-router-dom";
import { Button } from "../components/ui/Button";
import { StatusMessage } from "../components/ui/StatusMessage";
import { useReloadRoute } from "../lib/useReloadRoute";
import { NotFoundRoute } from "./NotFoundRoute";

export type ErrorCopy = { title: string; message: string };

const PAGE_LOAD_ERROR: ErrorCopy = {
  title: "페이지를 불러오지 못했습니다",
  message: "일시적인 오류일 수 있습니다. 잠시 후 다시 시도해 주세요.",
};

export const CARD_SEARCH_ERROR: ErrorCopy = {
  title: "검색 중 오류가 발생했습니다.",
  message: "카드를 불러오는 중 오류가 발생했습니다. 다시 시도해주세요.",
};

/** A failed load in Korean with a 다시 시도 that loads the page again and clears the error. */
export function LoadErrorMessage({ copy }: { copy: ErrorCopy }) {
  const reload = useReloadRoute();
  const navigation = useNavigation();
  return (
    <StatusMessage
      title={copy.title}
      action={
        <Button onClick={() => void reload()} disabled={navigation.state === "loading"}>
          다시 시도
        </Button>
      }
    >
      {copy.message}
    </StatusMessage>
  );
}

/** An error boundary for a route: 404s show the not-found page, anything else the route's own message. */
function createRouteErrorBoundary(copy: ErrorCopy) {
  return function RouteError() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
    return <LoadErrorMessage copy={copy} />;
  };
}

/** Shown when a route fails to load or render. */
export const RouteErrorBoundary = createRouteErrorBoundary(PAGE_LOAD_ERROR);

/** Card search: the search error's own wording. */
export const CardSearchErrorBoundary = createRouteErrorBoundary(CARD_SEARCH_ERROR);
