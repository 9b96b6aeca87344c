import styled from "@emotion/styled";
import { Suspense, useId, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { NotificationBell_viewer$key } from "../../__generated__/NotificationBell_viewer.graphql";
import { IconButton } from "../ui/IconButton";
import { BellIcon } from "../ui/icons";
import { Popover } from "../ui/Popover";
import { Skeleton } from "../ui/Skeleton";
import { useDismiss } from "../ui/useDismiss";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { NotificationList } from "./NotificationList";
import { useNotificationReceivedSubscription } from "./useNotificationReceivedSubscription";
import { useUnreadCountPolling } from "./useUnreadCountPolling";

type NotificationBellProps = { viewerRef: NotificationBell_viewer$key };

/** What polling refreshes while the socket is down: exactly what the bell shows. */
const pollingQuery = graphql`
  query NotificationBellPollingQuery {
    viewer {
      ...NotificationBell_viewer
    }
  }
`;

/**
 * Header bell: the unread dot stays live through the notificationReceived subscription (polling
 * only while the socket is down); a click opens the latest notifications.
 */
export function NotificationBell({ viewerRef }: NotificationBellProps) {
  const viewer = useFragment(
    graphql`
      fragment NotificationBell_viewer on User {
        id
        unreadNotificationCount
        latest: notifications(first: 1) {
          edges {
            node {
              id
            }
          }
        }
      }
    `,
    viewerRef,
  );
  useNotificationReceivedSubscription(viewer.id, viewer.latest.edges[0]?.node.id ?? null);
  useUnreadCountPolling(pollingQuery);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, rootRef, () => setOpen(false), panelRef);
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
      {/* A polite live region, so a new notification is heard and not only seen as a dot. */}
      <VisuallyHidden role="status">{unread > 0 ? `읽지 않은 알림 ${unread}개` : ""}</VisuallyHidden>
      {open ? (
        <Popover id={panelId} ref={panelRef} tabIndex={-1} role="region" aria-label="알림 목록">
          <Suspense fallback={<Skeleton height="160px" />}>
            <NotificationList onNavigate={() => setOpen(false)} />
          </Suspense>
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
  boxShadow: `0 0 0 2px ${theme.colors.surface}`,
}));
