import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import type { NotificationItem_notification$key } from "../../__generated__/NotificationItem_notification.graphql";
import { useRelativeTime } from "../../lib/renderClock";

type NotificationItemProps = {
  notificationRef: NotificationItem_notification$key;
  onOpen: (id: string, link: string, wasRead: boolean) => void;
};

const KIND_LABELS: Record<string, string> = {
  reviewComment: "리뷰 댓글",
  formationReviewComment: "포메이션 리뷰 댓글",
  postComment: "게시글 댓글",
  reviewLike: "리뷰 추천",
  formationReviewLike: "포메이션 리뷰 좋아요",
  postLike: "게시글 좋아요",
  mention: "언급",
  watchReview: "관심 선수 리뷰",
  watchStats: "관심 선수 능력치",
  watchVersion: "관심 선수 새 카드",
  other: "알림",
};

/** One row of the bell's list; unread rows stand out, a click marks read and navigates. */
export function NotificationItem({ notificationRef, onOpen }: NotificationItemProps) {
  const relativeTimeKo = useRelativeTime();
  const n = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        message
        link
        kind
        isRead
        createdAt
      }
    `,
    notificationRef,
  );
  return (
    <Row>
      <Item type="button" data-unread={!n.isRead} onClick={() => onOpen(n.id, n.link, n.isRead)}>
        <Kind>
          {!n.isRead ? <Dot aria-label="읽지 않음" /> : null}
          {KIND_LABELS[n.kind] ?? KIND_LABELS.other}
        </Kind>
        <Message>{n.message}</Message>
        <Time dateTime={n.createdAt}>{relativeTimeKo(n.createdAt)}</Time>
      </Item>
    </Row>
  );
}

const Row = styled.li({ listStyle: "none" });

const Item = styled.button(({ theme }) => ({
  display: "grid",
  gap: "2px",
  width: "100%",
  padding: theme.space(2),
  textAlign: "left",
  background: "transparent",
  border: 0,
  borderRadius: theme.radii.sm,
  color: theme.colors.textMuted,
  cursor: "pointer",
  "&[data-unread='true']": { color: theme.colors.text, background: theme.colors.surface },
  "&:hover, &:focus-visible": { background: theme.colors.surfaceHover },
}));

const Kind = styled.span(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space(1),
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textMuted,
}));

const Dot = styled.span(({ theme }) => ({
  width: "6px",
  height: "6px",
  borderRadius: theme.radii.pill,
  background: theme.colors.danger,
}));

const Message = styled.span(({ theme }) => ({ fontSize: theme.fontSizes.sm, lineHeight: 1.4 }));

const Time = styled.time(({ theme }) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }));
