import styled from "@emotion/styled";

/** Frame of a home-page panel: the card carousels and the formation panels. */
export const HomePanel = styled.section(({ theme }) => ({
  display: "grid",
  // minmax(0, …) lets a carousel track scroll instead of widening the page.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: theme.space(3),
  padding: theme.space(4),
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  minWidth: 0,
}));

export const HomePanelHead = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: theme.space(2),
  "& h2": { fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold },
  "& a": { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  "& a:hover": { color: theme.colors.primary },
}));

export const HomePanelEmpty = styled.p(({ theme }) => ({ padding: theme.space(8, 0), textAlign: "center", color: theme.colors.textMuted }));
