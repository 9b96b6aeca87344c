import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { POST_LIMITS } from "../../../domain/postRules";
import { Button } from "../ui/Button";
import { controlSurface } from "../ui/surfaces";

type Props = { label: string; onSubmit: (content: string) => Promise<boolean>; onCancel?: () => void; initial?: string; submitLabel?: string };

/** A comment or reply box (or an edit box, with `initial`); a new comment's text is cleared once saved. */
export function CommentForm({ label, onSubmit, onCancel, initial = "", submitLabel = "등록" }: Props) {
  const [content, setContent] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if ((await onSubmit(content)) && !initial) setContent("");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={submit}>
      <textarea aria-label={label} placeholder={label} value={content} maxLength={POST_LIMITS.comment} rows={3} onChange={(e) => setContent(e.target.value)} />
      <Row>
        {onCancel ? <Button variant="ghost" size="sm" onClick={onCancel}>취소</Button> : null}
        <Button type="submit" size="sm" disabled={busy}>{submitLabel}</Button>
      </Row>
    </Form>
  );
}

const Form = styled.form(({ theme }) => ({
  display: "grid", gap: theme.space(2),
  "& textarea": { width: "100%", padding: theme.space(2, 3), borderRadius: theme.radii.sm, ...controlSurface(theme), resize: "vertical" },
}));
const Row = styled.div(({ theme }) => ({ display: "flex", justifyContent: "flex-end", gap: theme.space(2) }));
