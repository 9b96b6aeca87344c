import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { ACCOUNT_MESSAGES } from "../../../domain/accountMessages";
import { firstIssue, loginSchema } from "../../../domain/accounts";
import { RETURN_PARAM, safeReturnPath } from "../../../domain/loginReturn";
import { setToken } from "../../auth/token";
import { Field, FormMessage, FormStack, LinkRow, PasswordField } from "../../components/account/Form";
import { useLoginMutation } from "../../components/account/useLoginMutation";
import { VerifyCodeForm } from "../../components/account/VerifyCodeForm";
import { Button } from "../../components/ui/Button";

/** After a temporary-password login the client moves to /change-password (spec: 100 ms). */
const TEMP_PASSWORD_REDIRECT_MS = 100;

/** Login tab: username or e-mail + password; each outcome has its own Korean message. */
export function LoginForm({ notice }: { notice?: string | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [login, pending] = useLoginMutation();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [verify, setVerify] = useState<{ email: string; signupToken: string | null } | null>(null);

  function signedIn(token: string, isTempPassword: boolean) {
    setToken(token);
    if (isTempPassword) setTimeout(() => void navigate("/change-password", { replace: true }), TEMP_PASSWORD_REDIRECT_MS);
    else void navigate(safeReturnPath(params.get(RETURN_PARAM)), { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = firstIssue(loginSchema.safeParse({ username, password }));
    if (invalid) return setError(invalid);
    try {
      const result = (await login({ username: username.trim(), password })).login;
      switch (result.__typename) {
        case "MutationLoginSuccess":
          if (result.data) return signedIn(result.data.token, result.data.isTempPassword);
          break;
        case "VerificationRequiredError":
          setError(null);
          return setVerify({ email: result.email ?? username.trim(), signupToken: result.signupToken ?? null });
        case "AccountDeletedError":
          return setError(ACCOUNT_MESSAGES.accountDeleted);
        default:
          return setError(("message" in result && result.message) || ACCOUNT_MESSAGES.loginFailedDefault);
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : ACCOUNT_MESSAGES.genericError);
    }
  }

  if (verify) {
    return (
      <VerifyCodeForm
        email={verify.email}
        signupToken={verify.signupToken}
        signIn
        onVerified={(token) => (token ? signedIn(token, false) : setVerify(null))}
        onBack={() => setVerify(null)}
      />
    );
  }

  return (
    <FormStack onSubmit={submit} noValidate aria-label="로그인">
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      <Field label="아이디 또는 이메일" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <PasswordField label="비밀번호" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Button type="submit" disabled={pending}>
        {pending ? "로그인 중..." : "로그인"}
      </Button>
      <LinkRow>
        <Link to="/forgot-password">비밀번호를 잊으셨나요?</Link>
        <Link to="/">홈으로</Link>
      </LinkRow>
    </FormStack>
  );
}
