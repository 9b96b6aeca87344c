import styled from "@emotion/styled";
import { useState } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import { useSearchParams } from "react-router-dom";
import { RETURN_PARAM, safeReturnPath } from "../../../domain/loginReturn";
import type { LoginRouteQuery } from "../../__generated__/LoginRouteQuery.graphql";
import { AuthCard, AuthPage } from "../../components/account/Form";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { LoginForm } from "./LoginForm";
import { RegisterForm } from "./RegisterForm";
import { RedirectWhenLive } from "../../lib/RedirectWhenLive";

type Tab = "login" | "register";

/**
 * /login: tabs for login and register; a signed-in user goes back to `?next=` (or home), or to /change-password while
 * signed in with a temporary password (the session refetch can beat LoginForm's 100 ms timer).
 */
export function LoginRoute() {
  const data = usePreloadedQuery<LoginRouteQuery>(
    graphql`
      query LoginRouteQuery @preloadable {
        viewer {
          isTempPassword
        }
      }
    `,
    useRouteQueryRef<LoginRouteQuery>(),
  );
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>("login");
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(tab === "login" ? "로그인" : "회원가입");
  if (data.viewer) return <RedirectWhenLive to={data.viewer.isTempPassword ? "/change-password" : safeReturnPath(params.get(RETURN_PARAM))} />;

  return (
    <AuthPage>
      <AuthCard>
        <h1>FC 모바일 카드 DB</h1>
        <Tabs role="tablist" aria-label="로그인 또는 회원가입">
          {(["login", "register"] as const).map((key) => (
            <TabButton key={key} role="tab" type="button" aria-selected={tab === key} onClick={() => setTab(key)}>
              {key === "login" ? "로그인" : "회원가입"}
            </TabButton>
          ))}
        </Tabs>
        <div role="tabpanel">
          {tab === "login" ? (
            <LoginForm notice={notice} />
          ) : (
            <RegisterForm
              onRegistered={() => {
                setNotice("회원가입이 완료되었습니다. 로그인해주세요.");
                setTab("login");
              }}
            />
          )}
        </div>
      </AuthCard>
    </AuthPage>
  );
}

const Tabs = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: theme.space(1),
  padding: theme.space(1),
  marginTop: theme.space(4),
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
}));

const TabButton = styled.button(({ theme }) => ({
  height: "38px",
  border: "none",
  borderRadius: theme.radii.sm,
  background: "transparent",
  color: theme.colors.textMuted,
  fontWeight: theme.fontWeights.bold,
  cursor: "pointer",
  "&[aria-selected='true']": { background: theme.colors.primary, color: theme.colors.onPrimary },
}));
