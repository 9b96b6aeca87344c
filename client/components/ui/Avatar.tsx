import styled from "@emotion/styled";
import { useState } from "react";

type AvatarProps = { name: string; src?: string | null; size?: number };

/** Round user picture; falls back to the name's first letter. Decorative: name it nearby. */
export function Avatar({ name, src, size = 28 }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Circle aria-hidden="true" style={{ width: size, height: size, fontSize: size * 0.45 }}>
      {src && !failed ? <img src={src} alt="" onError={() => setFailed(true)} /> : name.trim().charAt(0) || "?"}
    </Circle>
  );
}

const Circle = styled.span(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  overflow: "hidden",
  borderRadius: theme.radii.pill,
  background: theme.colors.pitch,
  color: theme.colors.text,
  fontWeight: theme.fontWeights.bold,
  "& img": { width: "100%", height: "100%", objectFit: "cover" },
}));
