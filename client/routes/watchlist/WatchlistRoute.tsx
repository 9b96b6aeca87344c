import styled from "@emotion/styled";
import { graphql, usePreloadedQuery } from "react-relay";
import type { WatchlistRouteQuery } from "../../__generated__/WatchlistRouteQuery.graphql";
import { useRelativeTime } from "../../lib/renderClock";
import { WATCHLIST_MAX } from "../../../domain/watchlist";
import { CardTile } from "../../components/cards/CardTile";
import { useLoginPath } from "../../components/account/useLoginRedirect";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { StatusMessage } from "../../components/ui/StatusMessage";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";

/** /watchlist: the member's watched cards (관심 선수) with their current OVR, rating and latest change. */
export function WatchlistRoute() {
  const relativeTimeKo = useRelativeTime();
  useDocumentTitle("관심 선수");
  const loginPath = useLoginPath();
  const data = usePreloadedQuery<WatchlistRouteQuery>(
    graphql`
      query WatchlistRouteQuery @preloadable {
        viewer {
          watchlist(first: 100) {
            totalCount
            edges {
              node {
                id
                card {
                  id
                  latestChange {
                    summary
                    changedAt
                  }
                  ...CardTile_card
                }
              }
            }
          }
        }
      }
    `,
    useRouteQueryRef<WatchlistRouteQuery>(),
  );
  const viewer = data.viewer;
  if (!viewer) {
    return <StatusMessage title="로그인이 필요합니다" action={<ButtonLink to={loginPath}>로그인하기</ButtonLink>}>관심 선수를 보려면 로그인해주세요.</StatusMessage>;
  }
  const { edges, totalCount } = viewer.watchlist;
  return (
    <Container>
      <Page>
        <h1>관심 선수</h1>
        <Muted>
          카드의 ♡를 누르면 관심 선수에 추가되고, 새 리뷰·능력치 변경·새 카드 소식을 알림으로 받습니다. ({totalCount}/{WATCHLIST_MAX})
        </Muted>
        {edges.length === 0 ? (
          <StatusMessage title="아직 관심 선수가 없습니다" action={<ButtonLink to="/cards">카드 보러 가기</ButtonLink>}>
            카드 목록이나 카드 페이지에서 ♡를 눌러 추가하세요.
          </StatusMessage>
        ) : (
          <Grid data-testid="watchlist">
            {edges.map(({ node }) => (
              <Entry key={node.id}>
                <CardTile cardRef={node.card} />
                <Change data-testid="watch-latest-change">
                  {node.card.latestChange ? `${node.card.latestChange.summary} · ${relativeTimeKo(node.card.latestChange.changedAt)}` : "최근 변경 없음"}
                </Change>
              </Entry>
            ))}
          </Grid>
        )}
      </Page>
    </Container>
  );
}

const Page = styled.div(({ theme }) => ({ display: "grid", gap: theme.space(4), padding: theme.space(6, 0) }));
const Muted = styled.p(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));
const Grid = styled.ul(({ theme }) => ({
  display: "grid",
  gap: theme.space(3),
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
  [theme.mq.sm]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  [theme.mq.md]: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))" },
}));
const Entry = styled.li(({ theme }) => ({ display: "grid", gap: theme.space(1), alignContent: "start" }));
const Change = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted, margin: 0 }));
