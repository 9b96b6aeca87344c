import { useState, type FormEvent } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { ChangePasswordRouteQuery } from "../../__generated__/ChangePasswordRouteQuery.graphql";
import { ACCOUNT_MESSAGES } from "../../../domain/accountMessages";
import { firstIssue, setPasswordFormSchema } from "../../../domain/accounts";
import { getToken } from "../../auth/token";
import { useLogout } from "../../auth/useLogout";
import { AuthCard, AuthPage, FormMessage, FormStack, Muted, PasswordField } from "../../components/account/Form";
import { errorMessage } from "../../lib/useMutationPromise";
import { useSetPasswordMutation } from "../../components/account/useSetPasswordMutation";
import { Button } from "../../components/ui/Button";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { RedirectWhenLive } from "../../lib/RedirectWhenLive";

/** /change-password: new password + confirmation; success signs out and goes to /login. */
export function ChangePasswordRoute() {
  useDocumentTitle("비밀번호 변경");
  const data = usePreloadedQuery<ChangePasswordRouteQuery>(
    graphql`
      query ChangePasswordRouteQuery @preloadable {
        viewer {
          isTempPassword
        }
      }
    `,
    useRouteQueryRef<ChangePasswordRouteQuery>(),
  );
  const logout = useLogout();
  const [setPassword, pending] = useSetPasswordMutation();
  const [form, setForm] = useState({ newPassword: "", confirmPassword: "" });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // A member's page arrives as the visitors' (server-rendered) and becomes theirs right after
  // hydration: with a session stored, wait for it instead of sending the member to /login.
  if (!data.viewer && !done) return getToken() ? null : <RedirectWhenLive to="/login" />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = firstIssue(setPasswordFormSchema.safeParse(form));
    if (invalid) return setError(invalid);
    try {
      const message = errorMessage((await setPassword({ newPassword: form.newPassword })).setPassword);
      if (message) return setError(`${ACCOUNT_MESSAGES.passwordChangeFailed}: ${message}`);
      setDone(true);
      await logout("/login");
    } catch (e) {
      setError(e instanceof Error ? e.message : ACCOUNT_MESSAGES.genericError);
    }
  }

  return (
    <AuthPage>
      <AuthCard>
        <h1>비밀번호 변경</h1>
        {data.viewer?.isTempPassword ? <Muted>임시 비밀번호로 로그인했습니다. 새 비밀번호를 설정해주세요.</Muted> : null}
        <FormStack onSubmit={submit} noValidate aria-label="비밀번호 변경">
          <PasswordField label="새 비밀번호" autoComplete="new-password" value={form.newPassword} onChange={(e) => setForm({ ...form, newPassword: e.target.value })} />
          <PasswordField label="새 비밀번호 확인" autoComplete="new-password" value={form.confirmPassword} onChange={(e) => setForm({ ...form, confirmPassword: e.target.value })} />
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          {done ? <FormMessage tone="success">비밀번호가 변경되었습니다. 다시 로그인해주세요.</FormMessage> : null}
          <Button type="submit" disabled={pending || done}>
            비밀번호 변경
          </Button>
        </FormStack>
      </AuthCard>
    </AuthPage>
  );
}
