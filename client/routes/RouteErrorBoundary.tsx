import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router-dom";
import { Button } from "../components/ui/Button";
import { StatusMessage } from "../components/ui/StatusMessage";
import { NotFoundRoute } from "./NotFoundRoute";

type ErrorCopy = { title: string; message: string };

/**
 * An error boundary for a route: 404s show the not-found page, anything else the route's own
 * Korean message with a retry that reruns the loader (and so the Relay query).
 */
function createRouteErrorBoundary(copy: ErrorCopy) {
  return function RouteError() {
    const error = useRouteError();
    const revalidator = useRevalidator();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
    return (
      <StatusMessage
        title={copy.title}
        action={
          <Button onClick={() => void revalidator.revalidate()} disabled={revalidator.state === "loading"}>
            다시 시도
          </Button>
        }
      >
        {copy.message}
      </StatusMessage>
    );
  };
}

/** Shown when a route fails to load or render. */
export const RouteErrorBoundary = createRouteErrorBoundary({
  title: "페이지를 불러오지 못했습니다",
  message: "일시적인 오류일 수 있습니다. 잠시 후 다시 시도해 주세요.",
});

/** Card search (spec 000 §8 Search). */
export const CardSearchErrorBoundary = createRouteErrorBoundary({
  title: "검색 중 오류가 발생했습니다.",
  message: "카드를 불러오는 중 오류가 발생했습니다. 다시 시도해주세요.",
});
