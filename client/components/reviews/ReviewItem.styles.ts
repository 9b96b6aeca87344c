import styled from "@emotion/styled";
import { panelSurface } from "../ui/surfaces";

export const Item = styled.li(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  padding: theme.space(3, 4),
  ...panelSurface(theme),
  borderRadius: theme.radii.md,
}));
export const Row = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: theme.space(2) }));
export const Actions = styled(Row)({});
export const Meta = styled.span(({ theme }) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }));
export const Strong = styled.strong(({ theme }) => ({ fontSize: theme.fontSizes.lg, color: theme.colors.accent }));
export const Text = styled.p(({ theme }) => ({ margin: 0, whiteSpace: "pre-wrap", fontSize: theme.fontSizes.sm }));
