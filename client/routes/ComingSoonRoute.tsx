import { ButtonLink } from "../components/ui/Button";
import { StatusMessage } from "../components/ui/StatusMessage";
import { useDocumentTitle } from "../lib/useDocumentTitle";

/** Placeholder for routes whose pages arrive in later issues, so their paths never 404. */
export function ComingSoonRoute() {
  useDocumentTitle("준비 중");
  return (
    <StatusMessage title="준비 중인 페이지입니다" action={<ButtonLink to="/">홈으로 돌아가기</ButtonLink>}>
      곧 이용하실 수 있도록 준비하고 있습니다.
    </StatusMessage>
  );
}
