import styled from "@emotion/styled";
import { graphql, usePreloadedQuery } from "react-relay";
import type { HomeRouteQuery } from "../../__generated__/HomeRouteQuery.graphql";
import { BannerCarousel } from "../../components/home/BannerCarousel";
import { FormationRankingSection } from "../../components/home/FormationRankingSection";
import { FormationTopPlayersPanel } from "../../components/home/FormationTopPlayersPanel";
import { LatestPostsSection } from "../../components/home/LatestPostsSection";
import { NewCardsCarousel } from "../../components/home/NewCardsCarousel";
import { NoticesSection } from "../../components/home/NoticesSection";
import { PopularCardsCarousel } from "../../components/home/PopularCardsCarousel";
import { Container } from "../../components/ui/Container";
import { VisuallyHidden } from "../../components/ui/VisuallyHidden";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";

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
      <LatestPostsSection queryRef={data} />
      <FormationTopPlayersPanel queryRef={data} />
      <FormationRankingSection queryRef={data} />
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
