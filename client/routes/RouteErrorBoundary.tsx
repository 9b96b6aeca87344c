import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router-dom";
import { Button } from "../components/ui/Button";
import { StatusMessage } from "../components/ui/StatusMessage";
import { NotFoundRoute } from "./NotFoundRoute";

/** Shown when a route fails to load or render: network errors get a retry button. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;

  return (
    <StatusMessage
      title="페이지를 불러오지 못했습니다"
      action={
        <Button onClick={() => void revalidator.revalidate()} disabled={revalidator.state === "loading"}>
          다시 시도
        </Button>
      }
    >
      일시적인 오류일 수 있습니다. 잠시 후 다시 시도해 주세요.
    </StatusMessage>
  );
}

