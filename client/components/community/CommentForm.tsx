import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { POST_LIMITS } from "../../../domain/postInput";
import { Button } from "../ui/Button";

type Props = { label: string; onSubmit: (content: string) => Promise<boolean>; onCancel?: () => void };

/** A comment or reply box; the text is cleared once the comment is saved. */
export function CommentForm({ label, onSubmit, onCancel }: Props) {
  const [content, setContent] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (await onSubmit(content)) setContent("");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={submit}>
      <textarea aria-label={label} placeholder={label} value={content} maxLength={POST_LIMITS.comment} rows={3} onChange={(e) => setContent(e.target.value)} />
      <Row>
        {onCancel ? <Button variant="ghost" size="sm" onClick={onCancel}>취소</Button> : null}
        <Button type="submit" size="sm" disabled={busy}>등록</Button>
      </Row>
    </Form>
  );
}

const Form = styled.form(({ theme }) => ({
  display: "grid", gap: theme.space(2),
  "& textarea": { width: "100%", padding: theme.space(2, 3), borderRadius: theme.radii.sm, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface, color: theme.colors.text, resize: "vertical" },
}));
const Row = styled.div(({ theme }) => ({ display: "flex", justifyContent: "flex-end", gap: theme.space(2) }));
