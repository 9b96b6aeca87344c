import styled from "@emotion/styled";
import { graphql, usePreloadedQuery } from "react-relay";
import type { NewCardsRouteQuery } from "../../__generated__/NewCardsRouteQuery.graphql";
import { pageCount } from "../../../domain/cardSearch";
import { POSITIONS } from "../../../domain/positions";
import { CardGrid, ListMessage } from "../../components/cards/CardGrid";
import { CardTile } from "../../components/cards/CardTile";
import { Pagination } from "../../components/cards/Pagination";
import { PastLastPage, isPastLastPage } from "../../components/cards/PastLastPage";
import { PositionChips } from "../../components/cards/PositionChips";
import { useListParams } from "../../components/cards/listParams";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { CardImageOverlay } from "../../components/cards/CardImageOverlay";

/** 신규카드정보 (/new-cards): position chips with counts, 20 per page, paged on the server. */
export function NewCardsRoute() {
  useDocumentTitle("신규카드정보");
  const { position, page, set } = useListParams();
  const data = usePreloadedQuery<NewCardsRouteQuery>(
    graphql`
      query NewCardsRouteQuery($position: String, $offset: Int, $first: Int) @preloadable {
        newCards(position: $position, offset: $offset, first: $first) {
          totalCount
          edges {
            node {
              id
              ...CardTile_card
              ...CardImageOverlay_card
            }
          }
        }
        viewer {
          isAdmin
        }
        newCardPositionCounts {
          position
          count
        }
      }
    `,
    useRouteQueryRef<NewCardsRouteQuery>(),
  );
  const counts = Object.fromEntries(data.newCardPositionCounts.map((c) => [c.position, c.count]));
  const positions = POSITIONS.filter((p) => counts[p]);
  return (
    <Page>
      <Title>신규카드정보</Title>
      <PositionChips positions={positions} counts={counts} value={position} onChange={(p) => set({ position: p })} />
      {isPastLastPage(data.newCards) ? (
        <PastLastPage pageParam="page" />
      ) : data.newCards.edges.length === 0 ? (
        <ListMessage>등록된 신규 카드가 없습니다</ListMessage>
      ) : (
        <CardGrid>
          {data.newCards.edges.map(({ node }) => (
            <li key={node.id}>
              {data.viewer?.isAdmin ? (
                <CardImageOverlay cardRef={node}>
                  <CardTile cardRef={node} />
                </CardImageOverlay>
              ) : (
                <CardTile cardRef={node} />
              )}
            </li>
          ))}
        </CardGrid>
      )}
      {isPastLastPage(data.newCards) ? null : <Pagination page={page} pageCount={pageCount(data.newCards.totalCount)} onChange={(p) => { set({ page: p }); window.scrollTo({ top: 0 }); }} />}
    </Page>
  );
}

const Page = styled(Container)(({ theme }) => ({ display: "grid", gap: theme.space(4), paddingTop: theme.space(6), paddingBottom: theme.space(10) }));
const Title = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.heavy }));
