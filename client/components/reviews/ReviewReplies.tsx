import styled from "@emotion/styled";
import { Suspense, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { ReviewReplies_review$key } from "../../__generated__/ReviewReplies_review.graphql";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";
import { Button } from "../ui/Button";
import { useToast } from "../ui/Toast";
import type { Viewer } from "./ReviewItem";
import { ReviewReply } from "./ReviewReply";
import { useDeleteReviewReplyMutation } from "./useDeleteReviewReplyMutation";
import { lazyPart } from "../../lib/lazyPart";

// Loads with the first open reply box (it brings zod), not with the card page.
const ReplyForm = lazyPart("ReplyForm", async () => (await import("./ReplyForm")).ReplyForm);

type Props = { reviewRef: ReviewReplies_review$key; viewer: Viewer; composeOpen?: boolean };

/**
 * A review's comments as a thread; one reply box open at a time; author or admin deletes.
 * Writes update the thread in the Relay store from the mutation payload (no refetch).
 */
export function ReviewReplies({ reviewRef, viewer, composeOpen = false }: Props) {
  const review = useFragment(
    graphql`
      fragment ReviewReplies_review on Review {
        id
        replies(first: 50) @connection(key: "ReviewReplies_replies") {
          __id
          edges {
            node {
              id
              databaseId
              parentReplyDatabaseId
              ...ReviewReply_reply
            }
          }
        }
      }
    `,
    reviewRef,
  );
  const toast = useToast();
  const [openFor, setOpenFor] = useState<string | null>(composeOpen ? "root" : null);
  const [remove] = useDeleteReviewReplyMutation();
  const connections = [review.replies.__id];
  const replies = review.replies.edges.map((e) => e.node);
  const children = (parent: number | null) => replies.filter((r) => r.parentReplyDatabaseId === parent);
  const close = () => setOpenFor(null);

  const del = async (replyId: string) => {
    if (!window.confirm("댓글을 삭제하시겠습니까?")) return;
    try {
      const result = (await remove({ id: replyId, connections })).deleteReviewReply;
      if (result.__typename !== "MutationDeleteReviewReplySuccess") {
        toast({ title: REVIEW_MESSAGES.replyDeleteFailed, text: result.__typename === "%other" ? undefined : result.message, tone: "error" });
      }
    } catch {
      toast({ title: REVIEW_MESSAGES.replyDeleteFailed, tone: "error" });
    }
  };

  const render = (parent: number | null, depth: number) => (
    <Thread depth={depth}>
      {children(parent).map((reply) => (
        <ReviewReply
          key={reply.id}
          replyRef={reply}
          viewer={viewer}
          onReply={() => setOpenFor(openFor === reply.id ? null : reply.id)}
          onDelete={() => void del(reply.id)}
        >
          {openFor === reply.id ? (
            <Suspense fallback={null}>
              <ReplyForm reviewId={review.id} parentReplyId={reply.id} connections={connections} isLoggedIn={viewer !== null} onClose={close} />
            </Suspense>
          ) : null}
          {render(reply.databaseId, depth + 1)}
        </ReviewReply>
      ))}
    </Thread>
  );

  return (
    <Section aria-label="댓글">
      {replies.length === 0 ? <p>{REVIEW_MESSAGES.noReplies}</p> : render(null, 0)}
      {openFor === "root" ? (
        <Suspense fallback={null}>
          <ReplyForm reviewId={review.id} connections={connections} isLoggedIn={viewer !== null} onClose={close} />
        </Suspense>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setOpenFor("root")}>댓글 작성</Button>
      )}
    </Section>
  );
}

const Section = styled.section(({ theme }) => ({ display: "grid", gap: theme.space(2) }));
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
