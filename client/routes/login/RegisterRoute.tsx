import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { ACCOUNT_MESSAGES } from "../../../domain/accountMessages";
import { firstIssue, registrationSchema } from "../../../domain/accounts";
import { setToken } from "../../auth/token";
import { AuthCard, AuthPage, Field, FormMessage, FormStack, Muted, PasswordField } from "../../components/account/Form";
import { errorMessage } from "../../lib/useMutationPromise";
import { useRegisterMutation } from "../../components/account/useRegisterMutation";
import { VerifyCodeForm } from "../../components/account/VerifyCodeForm";
import { Button } from "../../components/ui/Button";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** Spec: the standalone variant goes home 2 seconds after completion. */
const HOME_REDIRECT_MS = 2000;

type Step = { name: "email" } | { name: "verify"; email: string; signupToken: string } | { name: "complete" };

/** /register: the standalone sign-up steps e-mail → verification → complete, then signed in. */
export function RegisterRoute() {
  useDocumentTitle("회원가입");
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: "email" });
  const [register, pending] = useRegisterMutation();
  const [form, setForm] = useState({ email: "", nickname: "", password: "" });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (step.name !== "complete") return;
    const timer = setTimeout(() => void navigate("/", { replace: true }), HOME_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step.name, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = registrationSchema.safeParse(form);
    if (!parsed.success) return setError(firstIssue(parsed));
    try {
      const result = (await register(parsed.data)).register;
      const message = errorMessage(result);
      if (message) return setError(message);
      setError(null);
      if (result.__typename === "MutationRegisterSuccess" && result.data) setStep({ name: "verify", ...result.data });
    } catch (e) {
      setError(e instanceof Error ? e.message : ACCOUNT_MESSAGES.registrationFailed);
    }
  }

  return (
    <AuthPage>
      <AuthCard>
        <h1>회원가입</h1>
        <Muted>
          {step.name === "email" ? "1단계: 이메일" : step.name === "verify" ? "2단계: 이메일 인증" : "3단계: 완료"}
        </Muted>
        {step.name === "email" ? (
          <FormStack onSubmit={submit} noValidate aria-label="회원가입">
            <Field label="이메일" type="email" autoComplete="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
            <Field label="매니저명" value={form.nickname} onChange={(e) => setForm({ ...form, nickname: e.target.value })} />
            <PasswordField label="비밀번호" autoComplete="new-password" value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
            {error ? <FormMessage tone="error">{error}</FormMessage> : null}
            <Button type="submit" disabled={pending}>
              인증 코드 받기
            </Button>
            <Link to="/login">이미 계정이 있으신가요? 로그인</Link>
          </FormStack>
        ) : step.name === "verify" ? (
          <VerifyCodeForm
            email={step.email}
            signupToken={step.signupToken}
            signIn
            onVerified={(token) => {
              if (!token) return setError(ACCOUNT_MESSAGES.autoLoginFailed);
              setToken(token);
              setStep({ name: "complete" });
            }}
            onBack={() => setStep({ name: "email" })}
          />
        ) : (
          <FormMessage tone="success">회원가입이 완료되었습니다! 잠시 후 홈으로 이동합니다.</FormMessage>
        )}
        {step.name !== "email" && error ? <FormMessage tone="error">{error}</FormMessage> : null}
      </AuthCard>
    </AuthPage>
  );
}
