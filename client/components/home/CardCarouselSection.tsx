import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { RANKING_POSITIONS } from "../../../domain/positions";
import { PositionChips } from "../cards/PositionChips";

type CardCarouselSectionProps = {
  id: string;
  title: string;
  moreTo: string;
  position: string | null;
  onPosition: (position: string | null) => void;
  pending: boolean;
  children: ReactNode;
};

/** Frame shared by the home page's new and popular card carousels: title, more link, position chips. */
export function CardCarouselSection({ id, title, moreTo, position, onPosition, pending, children }: CardCarouselSectionProps) {
  return (
    <Section aria-labelledby={id} aria-busy={pending}>
      <Head>
        <h2 id={id}>{title}</h2>
        <Link to={moreTo}>전체 보기</Link>
      </Head>
      <PositionChips positions={RANKING_POSITIONS} value={position} onChange={onPosition} label={`${title} 포지션 필터`} />
      <Body data-pending={pending || undefined}>{children}</Body>
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

export const CarouselEmpty = styled.p(({ theme }) => ({ padding: theme.space(8, 0), textAlign: "center", color: theme.colors.textMuted }));
