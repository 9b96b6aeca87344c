import styled from "@emotion/styled";

/** Five stars for a 0-10 rating, filled to the tenth. */
export function RatingStars({ rating }: { rating: number }) {
  const stars = Math.max(0, Math.min(5, rating / 2));
  return (
    <Stars role="img" aria-label={`별점 ${stars.toFixed(1)}점 (5점 만점)`}>
      <Track aria-hidden="true">★★★★★</Track>
      <Fill aria-hidden="true" style={{ width: `${(stars / 5) * 100}%` }}>
        ★★★★★
      </Fill>
    </Stars>
  );
}

const Stars = styled.span({ position: "relative", display: "inline-block", lineHeight: 1, letterSpacing: "1px" });
const Track = styled.span(({ theme }) => ({ color: theme.colors.border }));
const Fill = styled.span(({ theme }) => ({ position: "absolute", inset: 0, overflow: "hidden", whiteSpace: "nowrap", color: theme.colors.accent }));
