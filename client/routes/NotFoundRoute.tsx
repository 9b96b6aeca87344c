import { ButtonLink } from "../components/ui/Button";
import { StatusMessage } from "../components/ui/StatusMessage";
import { useDocumentTitle } from "../lib/useDocumentTitle";

/** Any unknown path. */
export function NotFoundRoute() {
  useDocumentTitle("페이지를 찾을 수 없습니다");
  return (
    <StatusMessage badge="404" title="페이지를 찾을 수 없습니다" action={<ButtonLink to="/">홈으로 돌아가기</ButtonLink>}>
      요청하신 페이지가 존재하지 않거나 이동되었습니다.
    </StatusMessage>
  );
}
