import styled from "@emotion/styled";
import { Suspense } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { HomeRouteQuery } from "../../__generated__/HomeRouteQuery.graphql";
import { BannerCarousel } from "../../components/home/BannerCarousel";
import { NewCardsCarousel } from "../../components/home/NewCardsCarousel";
import { NoticesSection } from "../../components/home/NoticesSection";
import { PopularCardsCarousel } from "../../components/home/PopularCardsCarousel";
import { Container } from "../../components/ui/Container";
import { VisuallyHidden } from "../../components/ui/VisuallyHidden";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { lazyPart } from "../../lib/lazyPart";

// Below the fold on every screen (the page is one column): their code downloads while the page
// above paints. They only push the footer, which starts below the fold, so nothing visible moves.
const LatestPostsSection = lazyPart("LatestPostsSection", async () => (await import("../../components/home/LatestPostsSection")).LatestPostsSection);
const FormationTopPlayersPanel = lazyPart("FormationTopPlayersPanel", async () => (await import("../../components/home/FormationTopPlayersPanel")).FormationTopPlayersPanel);
const FormationRankingSection = lazyPart("FormationRankingSection", async () => (await import("../../components/home/FormationRankingSection")).FormationRankingSection);

/**
 * Home (/). Sections in page order:
 * 1. banner carousel  2. notices (3 latest)  3. new cards carousel with position filter
 * 4. popular cards carousel with position filter  5. latest posts, 10
 * 6. top players by formation and position with a pitch diagram
 * 7. formation ranking, 6 entries
 */
export function HomeRoute() {
  useDocumentTitle();
  const data = usePreloadedQuery<HomeRouteQuery>(
    graphql`
      query HomeRouteQuery @preloadable {
        banners {
          ...BannerCarousel_banners
        }
        ...NoticesSection_query
        ...NewCardsCarousel_query
        ...PopularCardsCarousel_query
        ...LatestPostsSection_query
        ...FormationTopPlayersPanel_query
        ...FormationRankingSection_query
      }
    `,
    useRouteQueryRef<HomeRouteQuery>(),
  );

  return (
    <Page>
      <VisuallyHidden as="h1">FC 모바일 카드 DB 홈</VisuallyHidden>
      <BannerCarousel bannersRef={data.banners} />
      <NoticesSection queryRef={data} />
      <NewCardsCarousel queryRef={data} />
      <PopularCardsCarousel queryRef={data} />
      <Suspense fallback={null}>
        <LatestPostsSection queryRef={data} />
        <FormationTopPlayersPanel queryRef={data} />
        <FormationRankingSection queryRef={data} />
      </Suspense>
    </Page>
  );
}

const Page = styled(Container)(({ theme }) => ({
  display: "grid",
  // minmax(0, …): the carousels' scrolling rows must not widen the page past the viewport.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: theme.space(6),
  paddingTop: theme.space(4),
  [theme.mq.md]: { paddingTop: theme.space(8) },
}));
