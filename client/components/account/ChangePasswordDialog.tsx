import { useState, type FormEvent } from "react";
import { ACCOUNT_MESSAGES } from "../../../domain/accountMessages";
import { changePasswordSchema, firstIssue } from "../../../domain/accounts";
import { Button } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { FormMessage, FormStack, PasswordField } from "./Form";
import { useChangePasswordMutation } from "./useChangePasswordMutation";
import { errorMessage } from "../../lib/useMutationPromise";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Profile's password dialog: current + new + confirmation (PUT semantics); other sessions end. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [change, pending] = useChangePasswordMutation();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const close = () => {
    setForm(EMPTY);
    setError(null);
    setDone(false);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = firstIssue(changePasswordSchema.safeParse(form));
    if (invalid) return setError(invalid);
    try {
      const message = errorMessage((await change(form)).changePassword);
      if (message) return setError(`${ACCOUNT_MESSAGES.passwordChangeFailed}: ${message}`);
      setError(null);
      setForm(EMPTY);
      setDone(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : ACCOUNT_MESSAGES.genericError);
    }
  }

  return (
    <Dialog open={open} onClose={close} title="비밀번호 변경" description="변경하면 다른 기기의 로그인은 모두 종료됩니다.">
      <FormStack onSubmit={submit} noValidate aria-label="비밀번호 변경">
        <PasswordField label="현재 비밀번호" autoComplete="current-password" value={form.currentPassword} onChange={(e) => setForm({ ...form, currentPassword: e.target.value })} />
        <PasswordField label="새 비밀번호" autoComplete="new-password" value={form.newPassword} onChange={(e) => setForm({ ...form, newPassword: e.target.value })} />
        <PasswordField label="새 비밀번호 확인" autoComplete="new-password" value={form.confirmPassword} onChange={(e) => setForm({ ...form, confirmPassword: e.target.value })} />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        {done ? <FormMessage tone="success">비밀번호가 변경되었습니다.</FormMessage> : null}
        <Button type="submit" disabled={pending}>
          변경하기
        </Button>
      </FormStack>
    </Dialog>
  );
}
