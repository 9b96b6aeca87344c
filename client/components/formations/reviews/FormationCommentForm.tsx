import styled from "@emotion/styled";
import { useState } from "react";
import { FORMATION_REVIEW_MESSAGES as M, formationCommentContentSchema } from "../../../../domain/formationReviews";
import { TextArea } from "../../reviews/ReviewForm.styles";
import { LoginPrompt } from "../../account/LoginPrompt";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/Toast";
import { useCreateFormationReviewCommentMutation } from "./useCreateFormationReviewCommentMutation";

type Props = {
  reviewId: string;
  parentId?: string | null;
  /** The thread connection a new top-level comment joins. */
  connections: string[];
  isLoggedIn: boolean;
  onDone?: () => void;
};

/** Comment or reply box: submit disabled while empty or pending; clears itself after posting. Visitors get a login that returns here. */
export function FormationCommentForm({ reviewId, parentId = null, connections, isLoggedIn, onDone }: Props) {
  const toast = useToast();
  const [content, setContent] = useState("");
  const [create, pending] = useCreateFormationReviewCommentMutation();
  const submit = async () => {
    const parsed = formationCommentContentSchema.safeParse(content);
    if (!parsed.success) return toast({ title: M.errorTitle, text: parsed.error.issues[0].message, tone: "error" });
    try {
      const result = (await create({ reviewId, parentId, content: parsed.data, connections: parentId ? [] : connections })).createFormationReviewComment;
      if (result.__typename === "MutationCreateFormationReviewCommentSuccess") {
        toast({ title: M.commentCreated, tone: "success" });
        setContent("");
        onDone?.();
      } else toast({ title: M.errorTitle, text: result.__typename === "%other" ? M.commentFailed : result.message, tone: "error" });
    } catch {
      toast({ title: M.errorTitle, text: M.commentFailed, tone: "error" });
    }
  };
  if (!isLoggedIn) return <LoginPrompt text={M.commentLoginRequired} />;
  return (
    <Box
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextArea aria-label={parentId ? "답글 내용" : "댓글 내용"} rows={2} value={content} onChange={(e) => setContent(e.target.value)} placeholder="댓글을 입력하세요" />
      <div>
        <Button size="sm" type="submit" disabled={pending || content.trim() === ""}>{parentId ? "답글 등록" : "댓글 등록"}</Button>
        {onDone ? <Button size="sm" variant="ghost" onClick={() => { setContent(""); onDone(); }}>취소</Button> : null}
      </div>
    </Box>
  );
}

const Box = styled.form(({ theme }) => ({ display: "grid", gap: theme.space(2), "& > div": { display: "flex", gap: theme.space(2) } }));
