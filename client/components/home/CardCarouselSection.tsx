import styled from "@emotion/styled";
import { useState, useTransition } from "react";
import { Link } from "react-router-dom";
import { RANKING_POSITIONS } from "../../../domain/positions";
import type { CardTile_card$key } from "../../__generated__/CardTile_card.graphql";
import { CardCarousel } from "../cards/CardCarousel";
import { CardTile } from "../cards/CardTile";
import { PositionChips } from "../cards/PositionChips";

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
    <Section aria-labelledby={id} aria-busy={pending}>
      <Head>
        <h2 id={id}>{title}</h2>
        <Link to={moreTo}>전체 보기</Link>
      </Head>
      <PositionChips positions={RANKING_POSITIONS} value={position} onChange={choose} label={`${title} 포지션 필터`} />
      <Body data-pending={pending || undefined}>
        {cards.length === 0 ? (
          <Empty>{emptyText}</Empty>
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
    </Section>
  );
}

const Section = styled.section(({ theme }) => ({
  display: "grid",
  // minmax(0, …) lets the carousel track scroll instead of widening the page.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: theme.space(3),
  padding: theme.space(4),
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
}));
const Head = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  "& h2": { fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold },
  "& a": { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  "& a:hover": { color: theme.colors.primary },
}));
const Body = styled.div(({ theme }) => ({ transition: `opacity ${theme.motion.fast}`, "&[data-pending]": { opacity: 0.5 } }));

const Empty = styled.p(({ theme }) => ({ padding: theme.space(8, 0), textAlign: "center", color: theme.colors.textMuted }));
