import styled from "@emotion/styled";
import { panelSurface } from "../ui/surfaces";

export const List = styled.ul(({ theme }) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space(3) }));

export const Item = styled.li(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  padding: theme.space(4),
  ...panelSurface(theme),
  "& a": { color: theme.colors.text },
}));

export const Row = styled.div(({ theme }) => ({ display: "flex", alignItems: "center", gap: theme.space(2), flexWrap: "wrap" }));

export const Meta = styled.span(({ theme }) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }));

export const Chip = styled.span(({ theme }) => ({
  padding: theme.space(0.5, 2),
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceRaised,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
}));

export const Actions = styled.div(({ theme }) => ({ marginLeft: "auto", display: "flex", gap: theme.space(1) }));

export const Empty = styled.div(({ theme }) => ({
  display: "grid",
  justifyItems: "center",
  gap: theme.space(3),
  padding: theme.space(12, 4),
  color: theme.colors.textMuted,
}));

export const Clamp = styled.p(({ theme }) => ({
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));
