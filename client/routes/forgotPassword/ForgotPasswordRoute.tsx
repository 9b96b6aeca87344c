import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { ACCOUNT_MESSAGES } from "../../../domain/accountMessages";
import { firstIssue, forgotPasswordSchema } from "../../../domain/accounts";
import { AuthCard, AuthPage, Field, FormMessage, FormStack, Muted } from "../../components/account/Form";
import { errorMessage } from "../../lib/useMutationPromise";
import { useRequestPasswordResetMutation } from "../../components/account/useRequestPasswordResetMutation";
import { Button, ButtonLink } from "../../components/ui/Button";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** /forgot-password: e-mail form, then a success card with a link to /login. */
export function ForgotPasswordRoute() {
  useDocumentTitle("비밀번호 찾기");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [request, pending] = useRequestPasswordResetMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = firstIssue(forgotPasswordSchema.safeParse({ email }));
    if (invalid) return setError(invalid);
    try {
      const message = errorMessage((await request({ email: email.trim() })).requestPasswordReset);
      if (message) return setError(message);
      setSent(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : ACCOUNT_MESSAGES.genericError);
    }
  }

  return (
    <AuthPage>
      <AuthCard>
        <h1>비밀번호 찾기</h1>
        {sent ? (
          <FormStack as="div">
            <FormMessage tone="success">임시 비밀번호를 이메일로 보냈습니다.</FormMessage>
            <Muted>메일로 받은 임시 비밀번호로 로그인하면 새 비밀번호를 설정하는 화면으로 이동합니다.</Muted>
            <ButtonLink to="/login">로그인하러 가기</ButtonLink>
          </FormStack>
        ) : (
          <FormStack onSubmit={submit} noValidate aria-label="비밀번호 찾기">
            <Muted>가입한 이메일 주소를 입력하면 임시 비밀번호를 보내드립니다.</Muted>
            <Field label="이메일" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            {error ? <FormMessage tone="error">{error}</FormMessage> : null}
            <Button type="submit" disabled={pending}>
              임시 비밀번호 받기
            </Button>
            <Link to="/login">로그인으로 돌아가기</Link>
          </FormStack>
        )}
      </AuthCard>
    </AuthPage>
  );
}
