import styled from "@emotion/styled";
import { graphql, usePreloadedQuery } from "react-relay";
import type { PopularCardsRouteQuery } from "../../__generated__/PopularCardsRouteQuery.graphql";
import { POPULAR_SORTS, pageCount } from "../../../domain/cardSearch";
import { RANKING_POSITIONS } from "../../../domain/positions";
import { CardGrid, ListMessage } from "../../components/cards/CardGrid";
import { CardImageOverlay } from "../../components/cards/CardImageOverlay";
import { CardTile } from "../../components/cards/CardTile";
import { Pagination } from "../../components/cards/Pagination";
import { PastLastPage, isPastLastPage } from "../../components/cards/PastLastPage";
import { PositionChips } from "../../components/cards/PositionChips";
import { listOffset, useListParams } from "../../components/cards/listParams";
import { popularSortOf } from "./popularCardsUrl";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";

/** Popular cards (/popular-cards): tabs by rating, reviews and hearts, position filter, ranks. */
export function PopularCardsRoute() {
  useDocumentTitle("인기 카드");
  const { params, position, page, set } = useListParams();
  const sort = popularSortOf(params.get("sort"));
  const { popularCards, viewer } = usePreloadedQuery<PopularCardsRouteQuery>(
    graphql`
      query PopularCardsRouteQuery($sort: PopularSort, $position: String, $offset: Int, $first: Int) @preloadable {
        popularCards(sort: $sort, position: $position, offset: $offset, first: $first) {
          totalCount
          edges {
            node {
              id
              heartCount
              ...CardTile_card
              ...CardImageOverlay_card
            }
          }
        }
        viewer {
          isAdmin
        }
      }
    `,
    useRouteQueryRef<PopularCardsRouteQuery>(),
  );
  const firstRank = listOffset(page) + 1;
  return (
    <Page>
      <Title>인기 카드</Title>
      <Tabs role="tablist" aria-label="정렬 기준">
        {POPULAR_SORTS.map((s) => (
          <Tab key={s.key} role="tab" type="button" aria-selected={s.key === sort} onClick={() => set({ sort: s.key === "rating" ? null : s.key })}>
            {s.label}
          </Tab>
        ))}
      </Tabs>
      <Hint>{POPULAR_SORTS.find((s) => s.key === sort)?.hint}</Hint>
      <PositionChips positions={RANKING_POSITIONS} value={position} onChange={(p) => set({ position: p })} />
      {isPastLastPage(popularCards) ? (
        <PastLastPage pageParam="page" />
      ) : popularCards.edges.length === 0 ? (
        <ListMessage>리뷰가 작성된 카드가 없습니다</ListMessage>
      ) : (
        <div role="tabpanel">
          <CardGrid>
            {popularCards.edges.map(({ node }, i) => {
              const tile = <CardTile cardRef={node} rank={firstRank + i} hearts={sort === "hearts" ? node.heartCount : undefined} />;
              return <li key={node.id}>{viewer?.isAdmin ? <CardImageOverlay cardRef={node}>{tile}</CardImageOverlay> : tile}</li>;
            })}
          </CardGrid>
        </div>
      )}
      {isPastLastPage(popularCards) ? null : <Pagination page={page} pageCount={pageCount(popularCards.totalCount)} onChange={(p) => { set({ page: p }); window.scrollTo({ top: 0 }); }} />}
    </Page>
  );
}

const Page = styled(Container)(({ theme }) => ({ display: "grid", gap: theme.space(4), paddingTop: theme.space(6), paddingBottom: theme.space(10) }));
const Title = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.heavy }));
const Tabs = styled.div(({ theme }) => ({ display: "flex", gap: theme.space(1), borderBottom: `1px solid ${theme.colors.border}` }));
const Tab = styled.button(({ theme }) => ({
  padding: theme.space(2.5, 4),
  border: 0,
  borderBottom: "2px solid transparent",
  background: "transparent",
  color: theme.colors.textMuted,
  fontWeight: theme.fontWeights.bold,
  cursor: "pointer",
  "&[aria-selected=true]": { color: theme.colors.primary, borderBottomColor: theme.colors.primary },
}));
const Hint = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));
