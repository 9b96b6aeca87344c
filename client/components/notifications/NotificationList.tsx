import styled from "@emotion/styled";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import { useNavigate } from "react-router-dom";
import type { NotificationListQuery } from "../../__generated__/NotificationListQuery.graphql";
import type { NotificationList_viewer$key } from "../../__generated__/NotificationList_viewer.graphql";
import { Button } from "../ui/Button";
import { NotificationItem } from "./NotificationItem";
import { useMarkAllNotificationsReadMutation } from "./useMarkAllNotificationsReadMutation";
import { useMarkNotificationReadMutation } from "./useMarkNotificationReadMutation";

/** Spec: the bell lists the latest 10. */
const NOTIFICATION_LIST_SIZE = 10;

type NotificationListProps = { onNavigate: () => void };

/** The bell's panel, loaded when it opens; older ones page in below. */
export function NotificationList({ onNavigate }: NotificationListProps) {
  const data = useLazyLoadQuery<NotificationListQuery>(
    graphql`
      query NotificationListQuery($first: Int!) {
        viewer {
          ...NotificationList_viewer @arguments(first: $first)
        }
      }
    `,
    { first: NOTIFICATION_LIST_SIZE },
    { fetchPolicy: "store-and-network" },
  );
  return data.viewer ? <Items viewerRef={data.viewer} onNavigate={onNavigate} /> : null;
}

function Items({ viewerRef, onNavigate }: { viewerRef: NotificationList_viewer$key; onNavigate: () => void }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment NotificationList_viewer on User
      @refetchable(queryName: "NotificationListPaginationQuery")
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }) {
        id
        unreadNotificationCount
        notifications(first: $first, after: $after) @connection(key: "NotificationList_notifications") {
          edges {
            node {
              id
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    viewerRef,
  );
  const navigate = useNavigate();
  const markRead = useMarkNotificationReadMutation(data.id);
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation(data.id);
  const edges = data.notifications.edges;

  return (
    <Panel>
      <Head>
        <Title>알림</Title>
        <Button variant="ghost" size="sm" disabled={data.unreadNotificationCount === 0 || markingAll} onClick={markAll}>
          모두 읽음
        </Button>
      </Head>
      {edges.length === 0 ? (
        <Empty>알림이 없습니다</Empty>
      ) : (
        <List>
          {edges.map((edge) => (
            <NotificationItem
              key={edge.node.id}
              notificationRef={edge.node}
              onOpen={(id, link, wasRead) => {
                markRead(id, wasRead);
                onNavigate();
                navigate(link);
              }}
            />
          ))}
        </List>
      )}
      {hasNext ? (
        <Button variant="secondary" size="sm" disabled={isLoadingNext} onClick={() => loadNext(NOTIFICATION_LIST_SIZE)}>
          {isLoadingNext ? "불러오는 중…" : "이전 알림 더 보기"}
        </Button>
      ) : null}
    </Panel>
  );
}

const Panel = styled.div(({ theme }) => ({ display: "grid", gap: theme.space(2), [theme.mq.sm]: { width: "340px" } }));
const Head = styled.div({ display: "flex", alignItems: "center", justifyContent: "space-between" });
const Title = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md }));
const List = styled.ul({ display: "grid", gap: "2px", margin: 0, padding: 0, maxHeight: "420px", overflowY: "auto" });
const Empty = styled.p(({ theme }) => ({ margin: theme.space(4, 0), textAlign: "center", color: theme.colors.textMuted }));
