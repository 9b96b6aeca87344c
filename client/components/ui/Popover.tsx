import styled from "@emotion/styled";

/**
 * Floating panel. On phones it spans the viewport under the sticky header (a panel anchored to a
 * button left of the screen's edge would overflow on the left); from `sm` up it hangs under the
 * right edge of its `position: relative` parent.
 */
export const Popover = styled.div(({ theme }) => ({
  position: "fixed",
  top: `calc(${theme.layout.headerHeight} + 4px)`,
  left: theme.space(2),
  right: theme.space(2),
  zIndex: theme.zIndices.header + 1,
  maxHeight: `calc(100dvh - ${theme.layout.headerHeight} - 16px)`,
  overflowY: "auto",
  padding: theme.space(2),
  background: theme.colors.surfaceRaised,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.overlay,
  [theme.mq.sm]: {
    position: "absolute",
    top: "calc(100% + 8px)",
    left: "auto",
    right: 0,
    minWidth: "200px",
    maxHeight: "none",
    overflowY: "visible",
  },
}));
