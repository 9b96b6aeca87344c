import styled from "@emotion/styled";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { PostCommentItem_comment$key } from "../../__generated__/PostCommentItem_comment.graphql";
import { useRelativeTime } from "../../lib/renderClock";
import { UserName } from "../account/UserName";
import { BlockedFold } from "../account/BlockedFold";
import { Button } from "../ui/Button";
import { HiddenMarker } from "../moderation/HiddenMarker";
import { ReportButton } from "../moderation/ReportButton";
import { CommentForm } from "./CommentForm";
import { useEditComment } from "./useEditComment";
import { CommentVotes } from "./CommentVotes";
import { CommentText } from "./CommentText";
import { COMMENT_FOLDED_TEXT } from "../../../domain/boardVotes";

type Props = {
  commentRef: PostCommentItem_comment$key;
  onReply: (() => void) | null;
  onDelete: () => void;
  isLoggedIn: boolean;
  /** The comment the address points at (a notification opened it): marked. */
  highlighted?: boolean;
};

/**
 * One comment: author, time, text (plain text, never HTML), 추천/비추천, reply, edit (its author)
 * and delete actions. A comment folded for its 비추천 (domain/boardVotes.ts) shows a line to open it.
 */
export function PostCommentItem({ commentRef, onReply, onDelete, isLoggedIn, highlighted = false }: Props) {
  const relativeTimeKo = useRelativeTime();
  const comment = useFragment(
    graphql`
      fragment PostCommentItem_comment on Comment {
        content
        createdAt
        id
        viewerCanEdit
        viewerCanDelete
        viewerCanReport
        isHidden
        isFolded
        ...CommentVotes_comment
        ...CommentText_comment
        author {
          ...UserName_user
          ...BlockedFold_user
        }
      }
    `,
    commentRef,
  );
  const [editing, setEditing] = useState(false);
  const [opened, setOpened] = useState(false);
  const edit = useEditComment();
  if (comment.isFolded && !opened) {
    return (
      <Item data-highlighted={highlighted || undefined}>
        <FoldButton type="button" aria-expanded={false} onClick={() => setOpened(true)}>
          {COMMENT_FOLDED_TEXT} (보기)
        </FoldButton>
      </Item>
    );
  }
  return (
    <BlockedFold authorRef={comment.author} what="댓글">
      <Item data-highlighted={highlighted || undefined}>
        <Meta>
          <UserName userRef={comment.author} />
          <time dateTime={comment.createdAt}>{relativeTimeKo(comment.createdAt)}</time>
          <HiddenMarker hidden={comment.isHidden} />
        </Meta>
        {editing ? (
          <CommentForm label="댓글 수정" submitLabel="저장" initial={comment.content} onCancel={() => setEditing(false)}
            onSubmit={async (content) => {
              const saved = await edit(comment.id, content);
              if (saved) setEditing(false);
              return saved;
            }} />
        ) : (
          <CommentText commentRef={comment} />
        )}
        <Actions>
          <CommentVotes commentRef={comment} isLoggedIn={isLoggedIn} />
          {onReply ? <Button size="sm" variant="ghost" onClick={onReply}>답글</Button> : null}
          {comment.viewerCanEdit && !editing ? <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>수정</Button> : null}
          {comment.viewerCanDelete ? <Button size="sm" variant="ghost" onClick={onDelete}>삭제</Button> : null}
          <ReportButton targetId={comment.id} canReport={comment.viewerCanReport} />
        </Actions>
      </Item>
    </BlockedFold>
  );
}

const Item = styled.div(({ theme }) => ({
  display: "grid", gap: theme.space(1), padding: theme.space(3, 0),
  "&[data-highlighted]": { background: theme.colors.surfaceHover, boxShadow: `inset 3px 0 0 ${theme.colors.primary}`, padding: theme.space(3, 3), borderRadius: theme.radii.sm },
}));
const Meta = styled.div(({ theme }) => ({ display: "flex", gap: theme.space(2), alignItems: "center", fontSize: theme.fontSizes.sm, "& time": { color: theme.colors.textSubtle, fontSize: theme.fontSizes.xs } }));
const Actions = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space(1) }));
const FoldButton = styled.button(({ theme }) => ({
  justifySelf: "start",
  padding: theme.space(2, 3),
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: "transparent",
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  cursor: "pointer",
}));
