import styled from "@emotion/styled";
import { useState, useTransition } from "react";
import { Link } from "react-router-dom";
import { RANKING_POSITIONS } from "../../../domain/positions";
import type { CardTile_card$key } from "../../__generated__/CardTile_card.graphql";
import { CardCarousel } from "../cards/CardCarousel";
import { CardTile } from "../cards/CardTile";
import { PositionChips } from "../cards/PositionChips";
import { HomePanel, HomePanelEmpty, HomePanelHead } from "./HomePanel";

type CardCarouselSectionProps = {
  id: string;
  title: string;
  moreTo: string;
  emptyText: string;
  cards: ReadonlyArray<{ readonly node: CardTile_card$key & { readonly id: string } }>;
  /** Numbers the tiles (popular cards). */
  ranked?: boolean;
  /** Reloads the list for a position (null = all); runs in a transition so the old list stays up. */
  refetchPosition: (position: string | null) => void;
};

/** The home page's new and popular card carousels: title, more link, position chips, tiles. */
export function CardCarouselSection({ id, title, moreTo, emptyText, cards, ranked, refetchPosition }: CardCarouselSectionProps) {
  const [position, setPosition] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const choose = (next: string | null) => {
    setPosition(next);
    startTransition(() => refetchPosition(next));
  };
  return (
    <HomePanel aria-labelledby={id} aria-busy={pending}>
      <HomePanelHead>
        <h2 id={id}>{title}</h2>
        <Link to={moreTo}>전체 보기</Link>
      </HomePanelHead>
      <PositionChips positions={RANKING_POSITIONS} value={position} onChange={choose} label={`${title} 포지션 필터`} />
      <Body data-pending={pending || undefined}>
        {cards.length === 0 ? (
          <HomePanelEmpty>{emptyText}</HomePanelEmpty>
        ) : (
          <CardCarousel label={`${title} 목록`} count={cards.length}>
            {cards.map(({ node }, i) => (
              <li key={node.id}>
                <CardTile cardRef={node} rank={ranked ? i + 1 : undefined} />
              </li>
            ))}
          </CardCarousel>
        )}
      </Body>
    </HomePanel>
  );
}

const Body = styled.div(({ theme }) => ({ transition: `opacity ${theme.motion.fast}`, "&[data-pending]": { opacity: 0.5 } }));
