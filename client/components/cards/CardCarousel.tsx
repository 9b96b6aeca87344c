import styled from "@emotion/styled";
import { useRef, type ReactNode } from "react";

/** Carousel step: 320 px per arrow press; arrows only with more than 4 cards. */
const CAROUSEL_STEP = 320;
const CAROUSEL_ARROWS_AFTER = 4;

type CardCarouselProps = { label: string; count: number; children: ReactNode };

/** A horizontal, swipeable card row with previous/next arrows. */
export function CardCarousel({ label, count, children }: CardCarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * CAROUSEL_STEP, behavior: "smooth" });
  const arrows = count > CAROUSEL_ARROWS_AFTER;
  return (
    <Wrap>
      {arrows ? (
        <Arrow type="button" data-side="left" aria-label={`${label} 이전`} onClick={() => scroll(-1)}>
          ‹
        </Arrow>
      ) : null}
      <Track ref={track} aria-label={label}>
        {children}
      </Track>
      {arrows ? (
        <Arrow type="button" data-side="right" aria-label={`${label} 다음`} onClick={() => scroll(1)}>
          ›
        </Arrow>
      ) : null}
    </Wrap>
  );
}

const Wrap = styled.div({ position: "relative" });

const Track = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: theme.space(1, 0, 2),
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "clamp(140px, 40vw, 180px)",
  gap: theme.space(3),
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "none",
  "& > li": { scrollSnapAlign: "start" },
}));

const Arrow = styled.button(({ theme }) => ({
  position: "absolute",
  top: "40%",
  zIndex: 1,
  width: "36px",
  height: "36px",
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.borderStrong}`,
  background: theme.colors.overlay,
  color: theme.colors.text,
  fontSize: theme.fontSizes.xl,
  lineHeight: 1,
  cursor: "pointer",
  "&[data-side=left]": { left: theme.space(-2) },
  "&[data-side=right]": { right: theme.space(-2) },
}));
