import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { AdminGate_viewer$key } from "../../__generated__/AdminGate_viewer.graphql";
import { ButtonLink } from "../../components/ui/Button";
import { StatusMessage } from "../../components/ui/StatusMessage";
import { useLoginPath } from "../../components/account/useLoginRedirect";

interface AdminGateProps {
  viewer: AdminGate_viewer$key | null | undefined;
  /** What the visitor is asked to log in for ("관리자 페이지", "마이그레이션 도구"). */
  what?: string;
  children: ReactNode;
}

/**
 * The admin pages' gate: visitors get a login prompt, members the permission message, admins the
 * page. Only presentation: every admin call is refused by the server anyway.
 */
export function AdminGate({ viewer: viewerKey, what = "관리자 페이지", children }: AdminGateProps) {
  const loginPath = useLoginPath();
  const viewer = useFragment(
    graphql`
      fragment AdminGate_viewer on User {
        displayName
        isAdmin
      }
    `,
    viewerKey,
  );
  if (!viewer) {
    return (
      <StatusMessage title="로그인이 필요합니다" action={<ButtonLink to={loginPath}>로그인하기</ButtonLink>}>
        {what}를 보려면 로그인해주세요.
      </StatusMessage>
    );
  }
  if (!viewer.isAdmin) {
    return (
      <StatusMessage title="관리자 권한이 필요합니다" action={<ButtonLink to="/">홈으로</ButtonLink>}>
        {viewer.displayName}님은 관리자 권한이 없습니다.
      </StatusMessage>
    );
  }
  return <>{children}</>;
}
