import styled from "@emotion/styled";
import { Suspense, useState } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { MyActivityRouteQuery } from "../../__generated__/MyActivityRouteQuery.graphql";
import { ActivityCommentsTab } from "../../components/activity/ActivityComments";
import { ActivityPostsTab } from "../../components/activity/ActivityPosts";
import { ActivityReviews } from "../../components/activity/ActivityReviews";
import { ActivityScrapsTab } from "../../components/activity/ActivityScraps";
import { PageSkeleton } from "../../components/layout/PageSkeleton";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { StatusMessage } from "../../components/ui/StatusMessage";
import { formatRating } from "../../../domain/rating";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { useLoginPath } from "../../components/account/useLoginRedirect";
import { panelSurface } from "../../components/ui/surfaces";

const TABS = [
  { key: "reviews", label: "작성한 리뷰" },
  { key: "posts", label: "내 게시글" },
  { key: "comments", label: "내 댓글" },
  { key: "scraps", label: "스크랩" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

/** /my-reviews: summary tiles and tabs for my reviews, posts, comments and scraps (스크랩). */
export function MyActivityRoute() {
  const loginPath = useLoginPath();
  useDocumentTitle("내 활동");
  const data = usePreloadedQuery<MyActivityRouteQuery>(
    graphql`
      query MyActivityRouteQuery @preloadable {
        viewer {
          reviewSummary {
            averageRating
            reviewCount
            topFormation
          }
          ...ActivityReviews_user
        }
      }
    `,
    useRouteQueryRef<MyActivityRouteQuery>(),
  );
  // The tiles follow review edits and deletes from their mutation payloads (no refetch).
  const [tab, setTab] = useState<TabKey>("reviews");

  const viewer = data.viewer;
  if (!viewer) {
    return <StatusMessage title="로그인이 필요합니다" action={<ButtonLink to={loginPath}>로그인하기</ButtonLink>}>내 활동을 보려면 로그인해주세요.</StatusMessage>;
  }
  const summary = viewer.reviewSummary;

  return (
    <Container>
      <Page>
        <h1>내 활동</h1>
        <Tiles>
          <Tile>
            <dt>평균 평점</dt>
            <dd>{formatRating(summary.averageRating)}</dd>
          </Tile>
          <Tile>
            <dt>작성한 리뷰</dt>
            <dd>{summary.reviewCount}</dd>
          </Tile>
          <Tile>
            <dt>가장 많이 쓴 포메이션</dt>
            <dd>{summary.topFormation ?? "없음"}</dd>
          </Tile>
        </Tiles>
        <Tabs role="tablist" aria-label="내 활동 종류">
          {TABS.map((t) => (
            <TabButton key={t.key} type="button" role="tab" aria-selected={tab === t.key} onClick={() => setTab(t.key)}>
              {t.label}
            </TabButton>
          ))}
        </Tabs>
        <div role="tabpanel">
          <Suspense fallback={<PageSkeleton />}>
            {tab === "reviews" ? (
              <ActivityReviews userRef={viewer} />
            ) : tab === "posts" ? (
              <ActivityPostsTab />
            ) : tab === "comments" ? (
              <ActivityCommentsTab />
            ) : (
              <ActivityScrapsTab />
            )}
          </Suspense>
        </div>
      </Page>
    </Container>
  );
}

const Page = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(4),
  padding: theme.space(6, 0),
  "& h1": { fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.heavy },
}));

const Tiles = styled.dl(({ theme }) => ({ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: theme.space(3), margin: 0 }));

const Tile = styled.div(({ theme }) => ({
  padding: theme.space(4),
  ...panelSurface(theme),
  "& dt": { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  "& dd": { margin: 0, fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.heavy },
}));

const Tabs = styled.div(({ theme }) => ({ display: "flex", gap: theme.space(1), overflowX: "auto", borderBottom: `1px solid ${theme.colors.border}` }));

const TabButton = styled.button(({ theme }) => ({
  padding: theme.space(2.5, 4),
  border: "none",
  borderBottom: "2px solid transparent",
  background: "transparent",
  color: theme.colors.textMuted,
  fontWeight: theme.fontWeights.bold,
  cursor: "pointer",
  "&[aria-selected='true']": { color: theme.colors.text, borderBottomColor: theme.colors.primary },
}));
