import styled from "@emotion/styled";
import { useState, useTransition } from "react";
import { Link } from "react-router-dom";
import { RANKING_POSITIONS } from "../../../domain/positions";
import { graphql, useFragment } from "react-relay";
import type { CardCarouselSection_cards$key } from "../../__generated__/CardCarouselSection_cards.graphql";
import { CardCarousel } from "../cards/CardCarousel";
import { CardTile } from "../cards/CardTile";
import { PositionChips } from "../cards/PositionChips";
import { PanelHead, StackPanel } from "../ui/Panel";
import { HomePanelEmpty } from "./HomePanelEmpty";
import { VisuallyHidden } from "../ui/VisuallyHidden";

type CardCarouselSectionProps = {
  id: string;
  title: string;
  moreTo: string;
  emptyText: string;
  cardsRef: CardCarouselSection_cards$key;
  /** Numbers the tiles (popular cards). */
  ranked?: boolean;
  /** Reloads the list for a position (null = all); runs in a transition so the old list stays up. */
  refetchPosition: (position: string | null) => void;
};

/** The home page's new and popular card carousels: title, more link, position chips, tiles. */
export function CardCarouselSection({ id, title, moreTo, emptyText, cardsRef, ranked, refetchPosition }: CardCarouselSectionProps) {
  const cards = useFragment(
    graphql`
      fragment CardCarouselSection_cards on Card @relay(plural: true) {
        id
        ...CardTile_card
      }
    `,
    cardsRef,
  );
  const [position, setPosition] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const choose = (next: string | null) => {
    setPosition(next);
    startTransition(() => refetchPosition(next));
  };
  return (
    <StackPanel aria-labelledby={id} aria-busy={pending}>
      <PanelHead>
        <h2 id={id}>{title}</h2>
        <Link to={moreTo}>
          <VisuallyHidden>{title} </VisuallyHidden>전체 보기
        </Link>
      </PanelHead>
      <PositionChips positions={RANKING_POSITIONS} value={position} onChange={choose} label={`${title} 포지션 필터`} />
      <Body data-pending={pending || undefined}>
        {cards.length === 0 ? (
          <HomePanelEmpty>{emptyText}</HomePanelEmpty>
        ) : (
          <CardCarousel label={`${title} 목록`} count={cards.length}>
            {cards.map((card, i) => (
              <li key={card.id}>
                <CardTile cardRef={card} rank={ranked ? i + 1 : undefined} />
              </li>
            ))}
          </CardCarousel>
        )}
      </Body>
    </StackPanel>
  );
}

const Body = styled.div(({ theme }) => ({ transition: `opacity ${theme.motion.fast}`, "&[data-pending]": { opacity: 0.5 } }));
