import { useState, type FormEvent } from "react";
import { ACCOUNT_MESSAGES } from "../../../domain/accountMessages";
import { firstIssue, registrationFormSchema } from "../../../domain/accounts";
import { Field, FormMessage, FormStack, PasswordField } from "../../components/account/Form";
import { errorMessage } from "../../lib/useMutationPromise";
import { useRegisterMutation } from "../../components/account/useRegisterMutation";
import { VerifyCodeForm } from "../../components/account/VerifyCodeForm";
import { Button } from "../../components/ui/Button";

/** Register tab: form → verify step → back to the login tab. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [register, pending] = useRegisterMutation();
  const [form, setForm] = useState({ email: "", nickname: "", password: "", confirmPassword: "" });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; signupToken: string } | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = registrationFormSchema.safeParse(form);
    if (!parsed.success) return setError(firstIssue(parsed));
    try {
      const result = (await register({ email: parsed.data.email, nickname: parsed.data.nickname, password: parsed.data.password })).register;
      const message = errorMessage(result);
      if (message) return setError(message);
      setError(null);
      if (result.__typename === "MutationRegisterSuccess" && result.data) setSent(result.data);
    } catch (e) {
      setError(e instanceof Error ? e.message : ACCOUNT_MESSAGES.registrationFailed);
    }
  }

  if (sent) {
    return (
      <VerifyCodeForm email={sent.email} signupToken={sent.signupToken} signIn={false} onVerified={() => onRegistered(sent.email)} onBack={() => setSent(null)} />
    );
  }

  return (
    <FormStack onSubmit={submit} noValidate aria-label="회원가입">
      <Field label="이메일" type="email" autoComplete="email" value={form.email} onChange={set("email")} />
      <Field label="매니저명" autoComplete="nickname" value={form.nickname} onChange={set("nickname")} hint="사이트에 표시되는 이름입니다 (2~20자)." />
      <PasswordField label="비밀번호" autoComplete="new-password" value={form.password} onChange={set("password")} />
      <PasswordField label="비밀번호 확인" autoComplete="new-password" value={form.confirmPassword} onChange={set("confirmPassword")} />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Button type="submit" disabled={pending}>
        {pending ? "인증 코드 보내는 중..." : "인증 코드 받기"}
      </Button>
    </FormStack>
  );
}
