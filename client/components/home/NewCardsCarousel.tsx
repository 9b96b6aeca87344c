import { graphql, useRefetchableFragment } from "react-relay";
import type { NewCardsCarousel_query$key } from "../../__generated__/NewCardsCarousel_query.graphql";
import { CardCarouselSection } from "./CardCarouselSection";

/** Home: the newest cards with a position filter. */
export function NewCardsCarousel({ queryRef }: { queryRef: NewCardsCarousel_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment NewCardsCarousel_query on Query
      @argumentDefinitions(newCardsPosition: { type: "String" })
      @refetchable(queryName: "NewCardsCarouselRefetchQuery") {
        newCards(first: 20, position: $newCardsPosition) {
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
      id="new-cards-title"
      title="신규 카드"
      moreTo="/new-cards"
      emptyText="등록된 신규 카드가 없습니다"
      cardsRef={data.newCards.edges.map((edge) => edge.node)}
      refetchPosition={(position) => refetch({ newCardsPosition: position }, { fetchPolicy: "store-or-network" })}
    />
  );
}
