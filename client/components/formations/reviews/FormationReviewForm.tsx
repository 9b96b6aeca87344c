import styled from "@emotion/styled";
import { useState } from "react";
import { FORMATION_REVIEW_MAX, FORMATION_REVIEW_MESSAGES as M, formationReviewContentSchema } from "../../../../domain/formationReviews";
import { TextArea } from "../../reviews/ReviewForm.styles";
import { Button } from "../../ui/Button";
import { controlSurface } from "../../ui/surfaces";
import { useToast } from "../../ui/Toast";
import { useCreateFormationReviewMutation } from "./useCreateFormationReviewMutation";
import { useUpdateFormationReviewMutation } from "./useUpdateFormationReviewMutation";

type Props = {
  formation: string;
  /** The review being edited; absent for a new one. */
  editing: { id: string; content: string } | null;
  connections: string[];
  onClose: () => void;
};

/** Write or edit a formation review (prefilled when editing); submitting closes the form. */
export function FormationReviewForm({ formation, editing, connections, onClose }: Props) {
  const toast = useToast();
  const [content, setContent] = useState(editing?.content ?? "");
  const [squadLink, setSquadLink] = useState("");
  const [create, creating] = useCreateFormationReviewMutation();
  const [update, updating] = useUpdateFormationReviewMutation();
  const submit = async () => {
    const parsed = formationReviewContentSchema.safeParse(content);
    if (!parsed.success) return toast({ title: M.errorTitle, text: parsed.error.issues[0].message, tone: "error" });
    const failed = editing ? M.updateFailed : M.createFailed;
    try {
      const result = editing
        ? (await update({ id: editing.id, content: parsed.data })).updateFormationReview
        : (await create({ formation, content: parsed.data, squadId: squadIdOf(squadLink), connections })).createFormationReview;
      if (result.__typename.endsWith("Success")) {
        toast({ title: editing ? M.updated : M.created, tone: "success" });
        onClose();
      } else toast({ title: M.errorTitle, text: "message" in result ? result.message : failed, tone: "error" });
    } catch {
      toast({ title: M.errorTitle, text: failed, tone: "error" });
    }
  };
  const label = editing ? "포메이션 리뷰 수정" : "포메이션 리뷰 작성";
  return (
    <Form
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextArea aria-label="리뷰 내용" rows={4} maxLength={FORMATION_REVIEW_MAX} value={content} onChange={(e) => setContent(e.target.value)} placeholder={`${formation} 포메이션에 대한 의견을 남겨주세요`} />
      {editing ? null : (
        <SquadInput aria-label="연결할 스쿼드 (선택)" value={squadLink} onChange={(e) => setSquadLink(e.target.value)} placeholder="연결할 스쿼드 링크 또는 번호 (선택)" />
      )}
      <Footer>
        <small>{content.trim().length}/{FORMATION_REVIEW_MAX}</small>
        <Button size="sm" variant="ghost" onClick={onClose}>취소</Button>
        <Button size="sm" type="submit" disabled={creating || updating}>{editing ? "수정 완료" : "리뷰 등록"}</Button>
      </Footer>
    </Form>
  );
}

/** A squad's global id from its link (/squads/12) or number, or null when none is given. */
function squadIdOf(text: string): string | null {
  const id = /(?:\/squads\/)?(\d{1,10})\/?$/.exec(text.trim())?.[1];
  return id ? btoa(`Squad:${id}`) : null;
}

const SquadInput = styled.input(({ theme }) => ({
  ...controlSurface(theme), borderRadius: theme.radii.md, padding: theme.space(2, 3), fontSize: theme.fontSizes.sm,
}));
const Form = styled.form(({ theme }) => ({ display: "grid", gap: theme.space(2) }));
const Footer = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: theme.space(2),
  "& small": { marginRight: "auto", color: theme.colors.textMuted },
}));
