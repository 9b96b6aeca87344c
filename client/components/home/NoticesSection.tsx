import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { NoticesSection_query$key } from "../../__generated__/NoticesSection_query.graphql";
import { useRelativeTime } from "../../lib/renderClock";
import { Panel, PanelHead } from "../ui/Panel";
import { VisuallyHidden } from "../ui/VisuallyHidden";

type NoticesSectionProps = { queryRef: NoticesSection_query$key };

/** The three latest notices, each linking to its post. */
export function NoticesSection({ queryRef }: NoticesSectionProps) {
  const relativeTimeKo = useRelativeTime();
  const data = useFragment(
    graphql`
      fragment NoticesSection_query on Query {
        notices: posts(first: 3, type: NOTICE) {
          edges {
            node {
              id
              databaseId
              title
              createdAt
            }
          }
        }
      }
    `,
    queryRef,
  );
  const notices = data.notices.edges.map((edge) => edge.node);

  return (
    <Panel aria-labelledby="notices-title">
      <Head>
        <h2 id="notices-title">공지사항</h2>
        <Link to="/community?type=notice">
          <VisuallyHidden>공지사항 </VisuallyHidden>전체 보기
        </Link>
      </Head>
      {notices.length === 0 ? (
        <Empty>아직 공지사항이 없습니다</Empty>
      ) : (
        <List>
          {notices.map((notice) => (
            <li key={notice.id}>
              <Item to={`/posts/${notice.databaseId}`}>
                <Badge>공지</Badge>
                <NoticeTitle>{notice.title}</NoticeTitle>
                <time dateTime={notice.createdAt}>{relativeTimeKo(notice.createdAt)}</time>
              </Item>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}

const Head = styled(PanelHead)(({ theme }) => ({ marginBottom: theme.space(2) }));

const List = styled.ul({ listStyle: "none", margin: 0, padding: 0 });

const Item = styled(Link)(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  gap: theme.space(3),
  padding: theme.space(3, 1),
  borderTop: `1px solid ${theme.colors.border}`,
  fontSize: theme.fontSizes.sm,
  "& time": { flexShrink: 0, color: theme.colors.textSubtle, fontSize: theme.fontSizes.xs },
  "&:hover": { color: theme.colors.primary },
}));

const Badge = styled.span(({ theme }) => ({
  flexShrink: 0,
  padding: theme.space(0.5, 2),
  borderRadius: theme.radii.pill,
  background: theme.colors.accentSoft,
  color: theme.colors.accent,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
}));

const NoticeTitle = styled.span({ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

const Empty = styled.p(({ theme }) => ({ padding: theme.space(6, 0), textAlign: "center", color: theme.colors.textMuted }));
