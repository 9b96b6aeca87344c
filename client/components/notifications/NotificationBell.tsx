import styled from "@emotion/styled";
import { useId, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { NotificationBell_viewer$key } from "../../__generated__/NotificationBell_viewer.graphql";
import { IconButton } from "../ui/IconButton";
import { BellIcon } from "../ui/icons";
import { Popover } from "../ui/Popover";
import { useDismiss } from "../ui/useDismiss";

type NotificationBellProps = { viewerRef: NotificationBell_viewer$key };

/**
 * Header bell with an unread dot. Placeholder: the realtime list (notificationReceived
 * subscription, mark as read) replaces the panel in the notifications issue.
 */
export function NotificationBell({ viewerRef }: NotificationBellProps) {
  const viewer = useFragment(
    graphql`
      fragment NotificationBell_viewer on User {
        unreadNotificationCount
      }
    `,
    viewerRef,
  );
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, rootRef, () => setOpen(false));
  const unread = viewer.unreadNotificationCount;

  return (
    <Root ref={rootRef}>
      <IconButton
        label={unread > 0 ? `알림 (읽지 않은 알림 ${unread}개)` : "알림"}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 ? <UnreadDot data-testid="unread-dot" /> : null}
      </IconButton>
      {open ? (
        <Popover id={panelId} role="region" aria-label="알림">
          <Empty>{unread > 0 ? `읽지 않은 알림이 ${unread}개 있습니다.` : "알림이 없습니다"}</Empty>
        </Popover>
      ) : null}
    </Root>
  );
}

const Root = styled.div({ position: "relative" });

const UnreadDot = styled.span(({ theme }) => ({
  position: "absolute",
  top: "8px",
  right: "9px",
  width: "8px",
  height: "8px",
  borderRadius: theme.radii.pill,
  background: theme.colors.danger,
  boxShadow: `0 0 0 2px ${theme.colors.background}`,
}));

const Empty = styled.p(({ theme }) => ({
  padding: theme.space(3),
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));
