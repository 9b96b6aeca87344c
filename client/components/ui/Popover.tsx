import styled from "@emotion/styled";

/** Floating panel anchored under the right edge of a `position: relative` parent. */
export const Popover = styled.div(({ theme }) => ({
  position: "absolute",
  top: "calc(100% + 8px)",
  right: 0,
  zIndex: theme.zIndices.header + 1,
  minWidth: "200px",
  padding: theme.space(2),
  background: theme.colors.surfaceRaised,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.overlay,
}));
