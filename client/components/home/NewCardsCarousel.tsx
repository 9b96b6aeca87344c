import { useState, useTransition } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import type { NewCardsCarousel_query$key } from "../../__generated__/NewCardsCarousel_query.graphql";
import { CardCarousel } from "../cards/CardCarousel";
import { CardTile } from "../cards/CardTile";
import { CardCarouselSection, CarouselEmpty } from "./CardCarouselSection";

/** Home: the newest cards with a position filter (spec 000 §2 Home, third section). */
export function NewCardsCarousel({ queryRef }: { queryRef: NewCardsCarousel_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment NewCardsCarousel_query on Query
      @argumentDefinitions(newCardsPosition: { type: "String" })
      @refetchable(queryName: "NewCardsCarouselRefetchQuery") {
        newCards(first: 20, position: $newCardsPosition) {
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
      refetch({ newCardsPosition: next }, { fetchPolicy: "store-or-network" });
    });
  };
  const cards = data.newCards.edges;
  return (
    <CardCarouselSection id="new-cards-title" title="신규 카드" moreTo="/new-cards" position={position} onPosition={choose} pending={pending}>
      {cards.length === 0 ? (
        <CarouselEmpty>등록된 신규 카드가 없습니다</CarouselEmpty>
      ) : (
        <CardCarousel label="신규 카드 목록" count={cards.length}>
          {cards.map(({ node }) => (
            <li key={node.id}>
              <CardTile cardRef={node} />
            </li>
          ))}
        </CardCarousel>
      )}
    </CardCarouselSection>
  );
}
