import styled from "@emotion/styled";
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { Panel } from "../ui/Panel";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode };

/** Labelled text input for the account forms. */
export function Field({ label, hint, id, ...input }: FieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <FieldRoot>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} {...input} />
      {hint ? <Hint>{hint}</Hint> : null}
    </FieldRoot>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField({ label, ...input }: Omit<FieldProps, "type">) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      <PasswordRow>
        <Input id={id} type={visible ? "text" : "password"} {...input} />
        <Toggle type="button" aria-pressed={visible} aria-label={visible ? `${label} 숨기기` : `${label} 보기`} onClick={() => setVisible((v) => !v)}>
          {visible ? "숨기기" : "보기"}
        </Toggle>
      </PasswordRow>
    </FieldRoot>
  );
}

/** One-line form feedback: errors are announced at once, notices politely. */
export function FormMessage({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return (
    <Message role={tone === "error" ? "alert" : "status"} tone={tone}>
      {children}
    </Message>
  );
}

export const AuthPage = styled.div(({ theme }) => ({
  display: "flex",
  justifyContent: "center",
  padding: theme.space(10, 4),
}));

export const AuthCard = styled(Panel)(({ theme }) => ({
  width: "100%",
  maxWidth: "440px",
  padding: theme.space(6),
  boxShadow: theme.shadows.card,
  "& h1": { fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.heavy, marginBottom: theme.space(2) },
}));

export const FormStack = styled.form(({ theme }) => ({ display: "grid", gap: theme.space(4), marginTop: theme.space(4) }));

export const Muted = styled.p(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

export const LinkRow = styled.div(({ theme }) => ({
  display: "flex",
  justifyContent: "space-between",
  gap: theme.space(3),
  fontSize: theme.fontSizes.sm,
  "& a": { color: theme.colors.primary },
}));

const FieldRoot = styled.div(({ theme }) => ({ display: "grid", gap: theme.space(1.5) }));
const Label = styled.label(({ theme }) => ({ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.medium }));
const Hint = styled.span(({ theme }) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textSubtle }));
const PasswordRow = styled.div(({ theme }) => ({ display: "flex", gap: theme.space(2) }));

const Input = styled.input(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  height: "44px",
  padding: theme.space(0, 3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  fontSize: theme.fontSizes.md,
  "&:focus": { outline: `2px solid ${theme.colors.focus}`, outlineOffset: "1px" },
}));

const Toggle = styled.button(({ theme }) => ({
  padding: theme.space(0, 3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: "transparent",
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  cursor: "pointer",
}));

const Message = styled.p<{ tone: "error" | "success" }>(({ theme, tone }) => ({
  padding: theme.space(2.5, 3),
  borderRadius: theme.radii.md,
  fontSize: theme.fontSizes.sm,
  color: tone === "error" ? theme.colors.danger : theme.colors.primary,
  background: theme.colors.surfaceRaised,
}));
