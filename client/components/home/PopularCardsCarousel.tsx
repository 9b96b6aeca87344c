import { useState, useTransition } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import type { PopularCardsCarousel_query$key } from "../../__generated__/PopularCardsCarousel_query.graphql";
import { CardCarousel } from "../cards/CardCarousel";
import { CardTile } from "../cards/CardTile";
import { CardCarouselSection, CarouselEmpty } from "./CardCarouselSection";

/** Home: the ten best-rated reviewed cards with a position filter (spec 000 §2 Home, fourth section). */
export function PopularCardsCarousel({ queryRef }: { queryRef: PopularCardsCarousel_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment PopularCardsCarousel_query on Query
      @argumentDefinitions(popularCardsPosition: { type: "String" })
      @refetchable(queryName: "PopularCardsCarouselRefetchQuery") {
        popularCards(first: 10, position: $popularCardsPosition) {
          edges {
            node {
              id
              ...CardTile_card
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [position, setPosition] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const choose = (next: string | null) => {
    setPosition(next);
    startTransition(() => {
      refetch({ popularCardsPosition: next }, { fetchPolicy: "store-or-network" });
    });
  };
  const cards = data.popularCards.edges;
  return (
    <CardCarouselSection id="popular-cards-title" title="인기 카드" moreTo="/popular-cards" position={position} onPosition={choose} pending={pending}>
      {cards.length === 0 ? (
        <CarouselEmpty>리뷰가 작성된 카드가 없습니다</CarouselEmpty>
      ) : (
        <CardCarousel label="인기 카드 목록" count={cards.length}>
          {cards.map(({ node }, i) => (
            <li key={node.id}>
              <CardTile cardRef={node} rank={i + 1} />
            </li>
          ))}
        </CardCarousel>
      )}
    </CardCarouselSection>
  );
}
