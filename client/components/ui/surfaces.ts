import type { Theme } from "@emotion/react";

/** The bordered surface every panel, list card and tile shares; `Panel` is its usual frame. */
export const panelSurface = (theme: Theme) => ({
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
});

/** Inputs, selects and toggle buttons sitting on the page: each sets its own size and radius. */
export const controlSurface = (theme: Theme) => ({
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
});

/** The chosen toggle of a group: the current page, tab or position. */
export const selectedControl = (theme: Theme) => ({
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  borderColor: theme.colors.primary,
});
