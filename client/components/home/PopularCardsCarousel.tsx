import { graphql, useRefetchableFragment } from "react-relay";
import type { PopularCardsCarousel_query$key } from "../../__generated__/PopularCardsCarousel_query.graphql";
import { CardCarouselSection } from "./CardCarouselSection";

/** Home: the ten best-rated reviewed cards with a position filter. */
export function PopularCardsCarousel({ queryRef }: { queryRef: PopularCardsCarousel_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment PopularCardsCarousel_query on Query
      @argumentDefinitions(popularCardsPosition: { type: "String" })
      @refetchable(queryName: "PopularCardsCarouselRefetchQuery") {
        popularCards(first: 10, position: $popularCardsPosition) {
          edges {
            node {
              ...CardCarouselSection_cards
            }
          }
        }
      }
    `,
    queryRef,
  );
  return (
    <CardCarouselSection
      id="popular-cards-title"
      title="인기 카드"
      moreTo="/popular-cards"
      emptyText="리뷰가 작성된 카드가 없습니다"
      cardsRef={data.popularCards.edges.map((edge) => edge.node)}
      ranked
      refetchPosition={(position) => refetch({ popularCardsPosition: position }, { fetchPolicy: "store-or-network" })}
    />
  );
}
