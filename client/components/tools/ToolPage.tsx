import styled from "@emotion/styled";
import { Container } from "../ui/Container";
import { Panel } from "../ui/Panel";

/** Layout pieces the four tool pages share. */
export const ToolPage = styled(Container)(({ theme }) => ({
  display: "grid",
  gap: theme.space(4),
  paddingTop: theme.space(6),
  paddingBottom: theme.space(10),
}));

export const ToolTitle = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.heavy }));

export const ToolLead = styled.p(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

export const ToolPanel = styled(Panel)(({ theme }) => ({
  display: "grid",
  gap: theme.space(3),
  minWidth: 0,
}));

export const Notice = styled.p(({ theme }) => ({
  padding: theme.space(3, 4),
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  "&[data-tone=error]": { color: theme.colors.danger },
}));

export const Chip = styled.button(({ theme }) => ({
  padding: theme.space(1.5, 3),
  minHeight: "34px",
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.bold,
  cursor: "pointer",
  "&[aria-pressed=true], &[aria-selected=true]": { background: theme.colors.primary, borderColor: theme.colors.primary, color: theme.colors.onPrimary },
}));

export const ChipRow = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space(2) }));
