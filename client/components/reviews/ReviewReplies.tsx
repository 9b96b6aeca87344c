import styled from "@emotion/styled";
import { useState } from "react";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay";
import DetailQuery, { type ReviewDetailDialogQuery } from "../../__generated__/ReviewDetailDialogQuery.graphql";
import type { ReviewReplies_review$data, ReviewReplies_review$key } from "../../__generated__/ReviewReplies_review.graphql";
import { REVIEW_MESSAGES } from "../../../domain/reviews";
import { relativeTimeKo } from "../../../domain/time";
import { Button } from "../ui/Button";
import { ReplyForm } from "./ReplyForm";
import type { Viewer } from "./ReviewItem";
import { useToast } from "../ui/Toast";
import { useDeleteReviewReplyMutation } from "./useDeleteReviewReplyMutation";

type Reply = ReviewReplies_review$data["replies"]["edges"][number]["node"];
type Props = { reviewRef: ReviewReplies_review$key; viewer: Viewer };

/** A review's comments as a thread; one reply box open at a time; author or admin deletes. */
export function ReviewReplies({ reviewRef, viewer }: Props) {
  const toast = useToast();
  const review = useFragment(
    graphql`
      fragment ReviewReplies_review on Review {
        id
        replies(first: 50) {
          edges {
            node {
              id
              databaseId
              content
              createdAt
              parentReplyDatabaseId
              author { databaseId displayName }
            }
          }
        }
      }
    `,
    reviewRef,
  );
  const [openFor, setOpenFor] = useState<string | null>(null);
  const environment = useRelayEnvironment();
  // The thread is refetched after a write: mutation payloads stay small (document cost limit).
  const refresh = () => fetchQuery<ReviewDetailDialogQuery>(environment, DetailQuery, { id: review.id }, { fetchPolicy: "network-only" }).subscribe({});
  const close = () => {
    setOpenFor(null);
    refresh();
  };
  const [remove] = useDeleteReviewReplyMutation();
  const replies = review.replies.edges.map((e) => e.node);
  const children = (parent: number | null) => replies.filter((r) => r.parentReplyDatabaseId === parent);

  const del = async (reply: Reply) => {
    if (!window.confirm("댓글을 삭제하시겠습니까?")) return;
    try {
      const result = (await remove({ id: reply.id })).deleteReviewReply;
      if (result.__typename === "MutationDeleteReviewReplySuccess") refresh();
      else toast({ title: REVIEW_MESSAGES.replyDeleteFailed, text: result.__typename === "%other" ? undefined : result.message, tone: "error" });
    } catch {
      toast({ title: REVIEW_MESSAGES.replyDeleteFailed, tone: "error" });
    }
  };

  const render = (parent: number | null, depth: number) => (
    <Thread depth={depth}>
      {children(parent).map((reply) => (
        <li key={reply.id} data-testid="review-reply">
          <div>
            <strong>{reply.author.displayName}</strong> <small>{relativeTimeKo(reply.createdAt)}</small>
          </div>
          <p>{reply.content}</p>
          <div>
            <Button size="sm" variant="ghost" onClick={() => setOpenFor(openFor === reply.id ? null : reply.id)}>답글</Button>
            {viewer && (viewer.isAdmin || viewer.databaseId === reply.author.databaseId) ? (
              <Button size="sm" variant="ghost" onClick={() => void del(reply)}>삭제</Button>
            ) : null}
          </div>
          {openFor === reply.id ? (
            <ReplyForm reviewId={review.id} parentReplyId={reply.id} isLoggedIn={viewer !== null} onClose={close} />
          ) : null}
          {render(reply.databaseId, depth + 1)}
        </li>
      ))}
    </Thread>
  );

  return (
    <section aria-label="댓글">
      {replies.length === 0 ? <p>{REVIEW_MESSAGES.noReplies}</p> : render(null, 0)}
      {openFor === "root" ? (
        <ReplyForm reviewId={review.id} isLoggedIn={viewer !== null} onClose={close} />
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setOpenFor("root")}>댓글 작성</Button>
      )}
    </section>
  );
}

const Thread = styled.ul<{ depth: number }>(({ theme, depth }) => ({
  listStyle: "none",
  margin: 0,
  padding: depth === 0 ? 0 : theme.space(0, 0, 0, 4),
  borderLeft: depth === 0 ? "none" : `2px solid ${theme.colors.border}`,
  display: "grid",
  gap: theme.space(2),
  "& p": { margin: theme.space(1, 0), fontSize: theme.fontSizes.sm },
  "& small": { color: theme.colors.textSubtle },
}));
