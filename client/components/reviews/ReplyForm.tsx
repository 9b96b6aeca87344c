import styled from "@emotion/styled";
import { useState } from "react";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";
import { replyInputSchema } from "../../../domain/reviews";
import { LoginPrompt } from "../account/LoginPrompt";
import { Button } from "../ui/Button";
import { TextArea } from "./ReviewForm.styles";
import { useToast } from "../ui/Toast";
import { useCreateReviewReplyMutation } from "./useCreateReviewReplyMutation";

type Props = {
  reviewId: string;
  parentReplyId?: string | null;
  /** The thread connection(s) the new reply is appended to. */
  connections: string[];
  isLoggedIn: boolean;
  onClose: () => void;
};

/** Reply box: disabled while empty or pending; submit or cancel closes it and clears the text. Visitors get a login that returns here. */
export function ReplyForm({ reviewId, parentReplyId = null, connections, isLoggedIn, onClose }: Props) {
  const toast = useToast();
  const [content, setContent] = useState("");
  const [create, pending] = useCreateReviewReplyMutation();
  const submit = async () => {
    const parsed = replyInputSchema.safeParse({ content });
    if (!parsed.success) return toast({ title: REVIEW_MESSAGES.replyRequiredTitle, text: REVIEW_MESSAGES.replyRequired, tone: "error" });
    try {
      const result = (await create({ reviewId, parentReplyId, content: parsed.data.content, connections })).createReviewReply;
      if (result.__typename === "MutationCreateReviewReplySuccess") {
        toast({ title: REVIEW_MESSAGES.replyPoint, tone: "success" });
        setContent("");
        onClose();
      } else toast({ title: REVIEW_MESSAGES.replyFailed, text: result.__typename === "%other" ? undefined : result.message, tone: "error" });
    } catch (e) {
      toast({ title: REVIEW_MESSAGES.replyFailed, text: e instanceof Error ? e.message : undefined, tone: "error" });
    }
  };
  if (!isLoggedIn) return <LoginPrompt text={REVIEW_MESSAGES.replyLoginRequired} />;
  return (
    <Box
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextArea aria-label="댓글 내용" rows={2} value={content} onChange={(e) => setContent(e.target.value)} placeholder="댓글을 입력하세요" />
      <div>
        <Button size="sm" type="submit" disabled={pending || content.trim() === ""}>댓글 등록</Button>
        <Button size="sm" type="button" variant="ghost" onClick={() => { setContent(""); onClose(); }}>취소</Button>
      </div>
    </Box>
  );
}

const Box = styled.form(({ theme }) => ({ display: "grid", gap: theme.space(2), "& > div": { display: "flex", gap: theme.space(2) } }));
