import styled from "@emotion/styled";

/** Table-like rows shared by the admin tabs: one column on phones, a row on wider screens. */
export const Rows = styled.ul(({ theme }) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space(2) }));
export const Row = styled.li(({ theme }) => ({
  display: "flex", flexWrap: "wrap", alignItems: "center", gap: theme.space(2), padding: theme.space(3),
  border: `1px solid ${theme.colors.border}`, borderRadius: 8,
}));
export const Grow = styled.div({ flex: "1 1 200px", minWidth: 0, display: "grid", gap: 2 });
export const Muted = styled.span(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));
export const Toolbar = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space(2), alignItems: "center" }));
export const Input = styled.input(({ theme }) => ({
  minHeight: 38, padding: theme.space(1.5, 2.5), borderRadius: 6, border: `1px solid ${theme.colors.border}`,
  background: "transparent", color: "inherit", minWidth: 0,
}));
export const Field = styled.label(({ theme }) => ({ display: "grid", gap: 4, fontSize: theme.fontSizes.sm }));
export const FormGrid = styled.div(({ theme }) => ({ display: "grid", gap: theme.space(2), gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))" }));
