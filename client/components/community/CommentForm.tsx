import styled from "@emotion/styled";
import { useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { POST_LIMITS } from "../../../domain/postRules";
import { activeMentionQuery } from "../../../domain/mentions";
import { Button } from "../ui/Button";
import { controlSurface } from "../ui/surfaces";
import { MentionList, mentionBoxProps, useMentionPicker } from "./MentionSuggest";

type Props = { label: string; onSubmit: (content: string) => Promise<boolean>; onCancel?: () => void; initial?: string; submitLabel?: string };

/**
 * A comment or reply box (or an edit box, with `initial`); a new comment's text is cleared once saved.
 * Typing `@` and part of a nickname lists members to mention (MentionSuggest); picking one writes
 * `@닉네임 ` in place, and the server links it when the comment is saved.
 */
export function CommentForm({ label, onSubmit, onCancel, initial = "", submitLabel = "등록" }: Props) {
  const [content, setContent] = useState(initial);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  // The caret while the box has focus (null: blurred), and where to put it after a pick.
  const [caret, setCaret] = useState<number | null>(null);
  const nextCaret = useRef<number | null>(null);
  const mention = caret === null ? null : activeMentionQuery(content.slice(0, caret));
  const picker = useMentionPicker(mention?.query || null, (member) => {
    if (!mention || caret === null) return;
    const inserted = `@${member.name} `;
    setContent(content.slice(0, mention.at) + inserted + content.slice(caret).replace(/^ /, ""));
    nextCaret.current = mention.at + inserted.length;
    setCaret(nextCaret.current);
  });
  useLayoutEffect(() => {
    if (nextCaret.current === null || !box.current) return;
    box.current.setSelectionRange(nextCaret.current, nextCaret.current);
    nextCaret.current = null;
  });
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
      <Field>
        <textarea
          ref={box} aria-label={label} placeholder={label} value={content} maxLength={POST_LIMITS.comment} rows={3} {...mentionBoxProps(picker)}
          onChange={(e) => { setContent(e.target.value); setCaret(e.target.selectionStart); }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onBlur={() => setCaret(null)}
          onKeyDown={(e) => { if (picker.onKey({ key: e.key, isComposing: e.nativeEvent.isComposing })) e.preventDefault(); }}
        />
        <MentionList picker={picker} style={{ top: "calc(100% + 4px)", left: 0 }} />
      </Field>
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
const Field = styled.div({ position: "relative" });
const Row = styled.div(({ theme }) => ({ display: "flex", justifyContent: "flex-end", gap: theme.space(2) }));
