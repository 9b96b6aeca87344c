import styled from "@emotion/styled";
import { panelSurface } from "./surfaces";

/** A framed section of a page; extend it with `styled(Panel)` or `Panel.withComponent("li")`. */
export const Panel = styled.section(({ theme }) => ({
  padding: theme.space(4),
  ...panelSurface(theme),
}));

/** A panel's title row: the heading, and on the right a "more" link. */
export const PanelHead = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: theme.space(2),
  "& h2": { fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold },
  "& a": { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  "& a:hover": { color: theme.colors.primary },
}));

/** A panel whose children stack; its one column never grows past the panel, so a wide carousel or table scrolls inside. */
export const StackPanel = styled(Panel)(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: theme.space(3),
  minWidth: 0,
}));
