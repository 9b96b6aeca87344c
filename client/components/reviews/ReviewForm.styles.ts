import type { Theme } from "@emotion/react";
import styled from "@emotion/styled";

export const FormGrid = styled.form(({ theme }) => ({ display: "grid", gap: theme.space(3) }));

export const RatingGrid = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
  gap: theme.space(2),
}));

export const Field = styled.label(({ theme }) => ({
  display: "grid",
  gap: theme.space(1),
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

const control = ({ theme }: { theme: Theme }) => ({
  minHeight: "40px",
  padding: theme.space(2),
  borderRadius: theme.radii.sm,
  border: `1px solid ${theme.colors.borderStrong}`,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
});

export const Select = styled.select(control);
export const TextArea = styled.textarea(({ theme }) => ({ ...control({ theme }), resize: "vertical" as const, fontFamily: "inherit" }));

export const Overall = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.md,
  "& strong": { fontSize: theme.fontSizes.xl, color: theme.colors.accent },
}));

export const Hint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));
