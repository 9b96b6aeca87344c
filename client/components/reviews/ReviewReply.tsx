import type { ReactNode } from "react";
import { UserName } from "../account/UserName";
import { BlockedFold } from "../account/BlockedFold";
import { graphql, useFragment } from "react-relay";
import type { ReviewReply_reply$key } from "../../__generated__/ReviewReply_reply.graphql";
import { useRelativeTime } from "../../lib/renderClock";
import { Button } from "../ui/Button";
import { HiddenMarker } from "../moderation/HiddenMarker";
import { ReportButton } from "../moderation/ReportButton";
import type { Viewer } from "./ReviewItem";

type Props = { replyRef: ReviewReply_reply$key; viewer: Viewer; onReply: () => void; onDelete: () => void; children?: ReactNode };

/** One comment of a review thread: author, time, text, reply and (author or admin) delete. */
export function ReviewReply({ replyRef, viewer, onReply, onDelete, children }: Props) {
  const relativeTimeKo = useRelativeTime();
  const reply = useFragment(
    graphql`
      fragment ReviewReply_reply on ReviewReply {
        id
        isHidden
        content
        createdAt
        author { databaseId ...UserName_user ...BlockedFold_user }
      }
    `,
    replyRef,
  );
  const canDelete = viewer !== null && (viewer.isAdmin || viewer.databaseId === reply.author.databaseId);
  return (
    <li data-testid="review-reply">
      <div>
        <UserName userRef={reply.author} /> <small>{relativeTimeKo(reply.createdAt)}</small> <HiddenMarker hidden={reply.isHidden} />
      </div>
      <BlockedFold authorRef={reply.author} what="댓글">
        <p>{reply.content}</p>
      </BlockedFold>
      <div>
        <Button size="sm" variant="ghost" onClick={onReply}>답글</Button>
        {canDelete ? <Button size="sm" variant="ghost" onClick={onDelete}>삭제</Button> : null}
        <ReportButton targetId={reply.id} canReport={viewer !== null && viewer.databaseId !== reply.author.databaseId} />
      </div>
      {children}
    </li>
  );
}
