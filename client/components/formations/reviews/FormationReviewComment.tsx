import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { FormationReviewComment_comment$key } from "../../../__generated__/FormationReviewComment_comment.graphql";
import { useRelativeTime } from "../../../lib/renderClock";
import { UserName } from "../../account/UserName";
import { BlockedFold } from "../../account/BlockedFold";
import { Button } from "../../ui/Button";

type Props = {
  commentRef: FormationReviewComment_comment$key;
  onReply: () => void;
  onDelete: (id: string) => void;
  /** The reply box, when open under this comment. */
  children?: ReactNode;
};

/** A comment with its replies (one level shown); reply and author/admin delete. */
export function FormationReviewComment({ commentRef, onReply, onDelete, children }: Props) {
  const relativeTimeKo = useRelativeTime();
  const comment = useFragment(
    graphql`
      fragment FormationReviewComment_comment on FormationReviewComment {
        id
        content
        createdAt
        viewerCanDelete
        author {
          ...UserName_user
          ...BlockedFold_user
        }
        replies {
          id
          content
          createdAt
          viewerCanDelete
          author {
            ...UserName_user
            ...BlockedFold_user
          }
        }
      }
    `,
    commentRef,
  );
  return (
    <Item data-testid="formation-comment">
      <Head>
        <UserName userRef={comment.author} />
        <small>{relativeTimeKo(comment.createdAt)}</small>
      </Head>
      <BlockedFold authorRef={comment.author} what="댓글">
        <p>{comment.content}</p>
      </BlockedFold>
      <Actions>
        <Button size="sm" variant="ghost" onClick={onReply}>답글</Button>
        {comment.viewerCanDelete ? <Button size="sm" variant="ghost" onClick={() => onDelete(comment.id)}>삭제</Button> : null}
      </Actions>
      {children}
      {comment.replies.length > 0 ? (
        <Replies aria-label="답글">
          {comment.replies.map((reply) => (
            <Item key={reply.id} data-testid="formation-comment-reply">
              <Head>
                <UserName userRef={reply.author} />
                <small>{relativeTimeKo(reply.createdAt)}</small>
              </Head>
              <BlockedFold authorRef={reply.author} what="댓글">
                <p>{reply.content}</p>
              </BlockedFold>
              {reply.viewerCanDelete ? (
                <Actions>
                  <Button size="sm" variant="ghost" onClick={() => onDelete(reply.id)}>삭제</Button>
                </Actions>
              ) : null}
            </Item>
          ))}
        </Replies>
      ) : null}
    </Item>
  );
}

const Item = styled.li(({ theme }) => ({
  display: "grid",
  gap: theme.space(1),
  "& p": { margin: 0, fontSize: theme.fontSizes.sm, whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
}));
const Head = styled.div(({ theme }) => ({ display: "flex", alignItems: "center", gap: theme.space(2), flexWrap: "wrap", "& small": { color: theme.colors.textSubtle } }));
const Actions = styled.div(({ theme }) => ({ display: "flex", gap: theme.space(1) }));
const Replies = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: theme.space(0, 0, 0, 3),
  borderLeft: `2px solid ${theme.colors.border}`,
  display: "grid",
  gap: theme.space(2),
}));
