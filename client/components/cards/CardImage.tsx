import styled from "@emotion/styled";
import { useState } from "react";
import { imageSrcSet } from "../../../domain/uploads";

type CardImageProps = {
  src: string | null | undefined;
  name: string;
  position: string;
  eager?: boolean;
  /** The rendered width for srcset; tiles are about half the phone's width, a fixed column on desktop. */
  sizes?: string;
};

/**
 * Card picture in a fixed 3:4 box (no layout shift while it loads), lazy by default; uploaded images come as
 * WebP variants through srcset (the original stays the fallback src); a missing
 * or broken image shows a drawn placeholder with the player's initial and position.
 */
export function CardImage({ src, name, position, eager = false, sizes = "(max-width: 600px) 50vw, 240px" }: CardImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame>
      {src && !failed ? (
        <Img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={imageSrcSet(src) ? sizes : undefined}
          alt={name}
          width={300}
          height={400}
          loading={eager ? "eager" : "lazy"}
          // The card page's picture is its largest content (LCP): it goes before the scripts.
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <Placeholder role="img" aria-label={`${name} 카드 이미지 없음`} data-testid="card-image-placeholder">
          <span aria-hidden="true">{name.slice(0, 1)}</span>
          <small aria-hidden="true">{position}</small>
        </Placeholder>
      )}
    </Frame>
  );
}

const Frame = styled.div(({ theme }) => ({
  position: "relative",
  aspectRatio: "3 / 4",
  width: "100%",
  overflow: "hidden",
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
  // The placeholder's initial scales with the picture (cqi), which its width alone sets.
  containerType: "inline-size",
}));

const Img = styled.img({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" });

const Placeholder = styled.div(({ theme }) => ({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: theme.space(1),
  background: `linear-gradient(160deg, ${theme.colors.pitch}, ${theme.colors.surfaceRaised})`,
  color: theme.colors.text,
  // About a third of the picture's width: on the card page (260 px) the initial is the largest
  // text on screen, so the page's largest contentful paint is the card itself, not the header's logo.
  "& span": { fontSize: "max(2.5rem, 32cqi)", fontWeight: theme.fontWeights.heavy, lineHeight: 1 },
  "& small": { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted, letterSpacing: "0.08em" },
}));
