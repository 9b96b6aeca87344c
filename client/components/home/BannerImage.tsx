import styled from "@emotion/styled";
import { useState } from "react";

type BannerImageProps = { src: string; title: string; eager?: boolean };

/** 1920x400 banner picture; shows the title on a pitch gradient when the image fails. */
export function BannerImage({ src, title, eager = false }: BannerImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <Fallback role="img" aria-label={title}>
        <span>{title}</span>
      </Fallback>
    );
  }
  return (
    <Img
      src={src}
      alt={title}
      width={1920}
      height={400}
      loading={eager ? "eager" : "lazy"}
      // The first slide is the page's largest paint.
      fetchPriority={eager ? "high" : "auto"}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

const Img = styled.img({ width: "100%", height: "100%", objectFit: "cover" });

const Fallback = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "100%",
  height: "100%",
  padding: theme.space(4),
  background: `linear-gradient(120deg, ${theme.colors.pitch}, ${theme.colors.surfaceRaised})`,
  color: theme.colors.text,
  fontSize: "clamp(1rem, 3.5vw, 2rem)",
  fontWeight: theme.fontWeights.heavy,
  textAlign: "center",
}));
