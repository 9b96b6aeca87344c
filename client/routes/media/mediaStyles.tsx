import styled from "@emotion/styled";
import { Panel } from "../../components/ui/Panel";

/** Layout pieces shared by the migration tool and the upload demo. */
export const Page = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(5),
  padding: theme.space(6, 0),
  "& h1": { fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.heavy, display: "flex", gap: theme.space(2), alignItems: "center" },
  "& h2": { fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold, margin: 0 },
}));

export const MediaPanel = styled(Panel)(({ theme }) => ({
  display: "grid",
  gap: theme.space(3),
  borderRadius: theme.radii.md,
  "& ul, & ol": { margin: 0, paddingLeft: theme.space(5), display: "grid", gap: theme.space(1) },
}));

export const Cards = styled.div(({ theme }) => ({ display: "grid", gap: theme.space(3), gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))" }));

export const Muted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

export const Actions = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space(2), alignItems: "center" }));

export const Badge = styled.span(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  padding: theme.space(0.5, 2),
  borderRadius: theme.radii.pill,
  background: theme.colors.accent,
  color: theme.colors.onPrimary,
}));

const Track = styled.div(({ theme }) => ({ height: 12, borderRadius: theme.radii.pill, background: theme.colors.surfaceRaised, overflow: "hidden" }));
const Fill = styled.div(({ theme }) => ({ height: "100%", background: theme.colors.primary, transition: `width ${theme.motion.normal}` }));

/** A real progress bar (0–100), announced to assistive technology. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
