import styled from "@emotion/styled";
import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLocation } from "react-router-dom";
import type { CardsRouteQuery } from "../../__generated__/CardsRouteQuery.graphql";
import { hasActiveFilter, pageCount, pageOfOffset, offsetOfPage, type CardSearch } from "../../../domain/cardSearch";
import { CardGrid, CardGridSkeleton, ListMessage } from "../../components/cards/CardGrid";
import { CardTile } from "../../components/cards/CardTile";
import { LevelSelect } from "../../components/cards/LevelSelect";
import { levelLabel } from "../../../domain/cardLevelIds";
import { Pagination } from "../../components/cards/Pagination";
import { PastLastPage, isPastLastPage } from "../../components/cards/PastLastPage";
import { CompareToggle, CompareTray } from "../../components/tools/CompareTray";
import { Container } from "../../components/ui/Container";
import { SectionErrorBoundary } from "../../lib/SectionErrorBoundary";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { CARD_SEARCH_ERROR, LoadErrorMessage } from "../RouteErrorBoundary";
import { CardSearchForm } from "./CardSearchForm";
import { CardFacetFilters } from "./CardFacetFilters";
import { useCardSearch, type CardView } from "./useCardSearch";
import { formatCount } from "../../../domain/numbers";

/** Card search (/cards): every filter in the URL; the loader starts the query (cardSearchUrl.ts). */
export function CardsRoute() {
  useDocumentTitle("선수 검색");
  const queryRef = useRouteQueryRef<CardsRouteQuery>();
  const { search, view, update, clear, setView } = useCardSearch();
  const location = useLocation();
  return (
    <Page>
      <Title>선수 검색</Title>
      <CardSearchForm search={search} view={view} hasFilters={hasActiveFilter(search)} onChange={update} onClear={clear} onViewChange={setView} />
      {/* A failed search replaces the results only, so the form stays usable; a retry resets it. */}
      <SectionErrorBoundary resetKey={location.key} fallback={<LoadErrorMessage copy={CARD_SEARCH_ERROR} />}>
        <Suspense fallback={<CardGridSkeleton count={search.limit} />}>
          <Results queryRef={queryRef} search={search} view={view} onChange={update} onPage={(page) => update({ offset: offsetOfPage(page, search.limit) })} />
        </Suspense>
      </SectionErrorBoundary>
      <CompareTray />
    </Page>
  );
}

type ResultsProps = {
  queryRef: PreloadedQuery<CardsRouteQuery>; search: CardSearch; view: CardView; onChange: (patch: Partial<CardSearch>) => void; onPage: (page: number) => void;
};

function Results({ queryRef, search, view, onChange, onPage }: ResultsProps) {
  const data = usePreloadedQuery<CardsRouteQuery>(
    graphql`
      query CardsRouteQuery($filter: CardFilter, $sort: CardSort, $first: Int, $offset: Int) @preloadable {
        cards(filter: $filter, sort: $sort, first: $first, offset: $offset) {
          totalCount
          edges {
            levelOvr
            hasLevel
            node {
              id
              databaseId
              name
              ...CardTile_card
            }
          }
        }
        cardFacets(filter: $filter) {
          ...CardFacetFilters_facets
        }
        ...LevelSelect_query
      }
    `,
    queryRef,
  );
  const { cards, cardFacets } = data;
  const goTo = (page: number) => {
    onPage(page);
    window.scrollTo({ top: 0 });
  };
  if (isPastLastPage(cards)) {
    return (
      <section aria-label="검색 결과">
        <PastLastPage pageParam="offset" />
      </section>
    );
  }
  return (
    <section aria-label="검색 결과">
      <CardFacetFilters facetsRef={cardFacets} search={search} onChange={onChange} />
      <CountRow>
        <Count aria-live="polite">
          총 <strong>{formatCount(cards.totalCount)}</strong>개의 카드{search.level ? ` · ${levelLabel(search.level)} 기준` : ""}
        </Count>
        <LevelSelect queryRef={data} value={search.level} onChange={(level) => onChange({ level })} />
      </CountRow>
      {cards.edges.length === 0 ? (
        <ListMessage>검색 조건에 맞는 카드가 없습니다.</ListMessage>
      ) : (
        <CardGrid data-layout={view}>
          {cards.edges.map(({ node, levelOvr, hasLevel }) => (
            <li key={node.id}>
              <CardTile cardRef={node} layout={view} atLevel={search.level && levelOvr != null ? { level: search.level, ovr: levelOvr, hasLevel: hasLevel === true } : undefined} />
              <CompareToggle cardId={node.databaseId} name={node.name} />
            </li>
          ))}
        </CardGrid>
      )}
      <Pagination page={pageOfOffset(search.offset, search.limit)} pageCount={pageCount(cards.totalCount, search.limit)} onChange={goTo} />
    </section>
  );
}

const Page = styled(Container)(({ theme }) => ({ display: "grid", gap: theme.space(4), paddingTop: theme.space(6), paddingBottom: theme.space(10) }));
const Title = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.heavy }));
const CountRow = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: theme.space(2), marginBottom: theme.space(3) }));
const Count = styled.p(({ theme }) => ({ color: theme.colors.textMuted, "& strong": { color: theme.colors.text } }));
