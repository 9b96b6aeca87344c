import { useState, type FormEvent } from "react";
import { ACCOUNT_MESSAGES } from "../../../domain/accountMessages";
import { firstIssue, verificationCodeSchema } from "../../../domain/accounts";
import { particleFor } from "../../../domain/korean";
import { Button } from "../ui/Button";
import { Field, FormMessage, FormStack, Muted } from "./Form";
import { useResendVerificationMutation } from "./useResendVerificationMutation";
import { useVerifyRegistrationMutation } from "./useVerifyRegistrationMutation";
import { errorMessage } from "../../lib/useMutationPromise";

type VerifyCodeFormProps = {
  email: string;
  /** The attempt the e-mailed code belongs to: the code works only together with it. */
  signupToken: string | null;
  /** Sign in on success (token handed to onVerified) or just verify. */
  signIn: boolean;
  onVerified: (token: string | null) => void;
  onBack: () => void;
};

/** The verify step: 6-digit code, resend, back. */
export function VerifyCodeForm({ email, signupToken, signIn, onVerified, onBack }: VerifyCodeFormProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verify, verifying] = useVerifyRegistrationMutation();
  const [resend, resending] = useResendVerificationMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const invalid = firstIssue(verificationCodeSchema.safeParse(code));
    if (invalid) return setError(invalid);
    try {
      const result = (await verify({ email, code: code.trim(), signupToken, signIn })).verifyRegistration;
      const message = errorMessage(result);
      if (message) return setError(message || ACCOUNT_MESSAGES.codeIncorrect);
      setError(null);
      onVerified(result.data?.token ?? null);
    } catch (e) {
      setError(e instanceof Error ? e.message : ACCOUNT_MESSAGES.genericError);
    }
  }

  async function again() {
    setError(null);
    try {
      const message = errorMessage((await resend({ email, signupToken })).resendVerification);
      if (message) setError(message);
      else setNotice("인증 코드를 다시 보냈습니다.");
    } catch (e) {
      setError(e instanceof Error ? e.message : ACCOUNT_MESSAGES.genericError);
    }
  }

  return (
    <FormStack onSubmit={submit} noValidate aria-label="이메일 인증">
      <Muted>
        <strong>{email}</strong>{particleFor(email, "으로/로")} 보낸 6자리 인증 코드를 입력해주세요. 코드는 10분 동안 유효합니다.
      </Muted>
      <Field
        label="인증 코드"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
      />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      <Button type="submit" disabled={verifying}>
        {verifying ? "확인 중..." : "인증하기"}
      </Button>
      <Button variant="secondary" onClick={again} disabled={resending}>
        인증 코드 다시 받기
      </Button>
      <Button variant="ghost" onClick={onBack}>
        뒤로
      </Button>
    </FormStack>
  );
}
