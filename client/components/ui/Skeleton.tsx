import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

type SkeletonProps = { width?: string; height?: string; radius?: string };

/** Loading placeholder block, hidden from assistive technology; sizes take any CSS length. */
export function Skeleton(props: SkeletonProps) {
  return <Block aria-hidden="true" {...props} />;
}

const Block = styled("div", {
  shouldForwardProp: (prop) => prop !== "width" && prop !== "height" && prop !== "radius",
})<SkeletonProps>(({ theme, width = "100%", height = "1em", radius }) => ({
  width,
  height,
  borderRadius: radius ?? theme.radii.sm,
  background: `linear-gradient(90deg, ${theme.colors.surfaceRaised} 25%, ${theme.colors.surfaceHover} 50%, ${theme.colors.surfaceRaised} 75%)`,
  backgroundSize: "200% 100%",
  animation: `${shimmer} 1.4s linear infinite`,
}));
