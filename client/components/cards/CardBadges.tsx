import styled from "@emotion/styled";
import { isAnyPosition, positionCategory } from "../../../domain/positions";
import { ovrTier } from "../../../domain/stats";
import { programmeBadge } from "../../../domain/programmes";
import { ovrTierColors, positionColors, programmeColors } from "../../theme/tiers";
import { VisuallyHidden } from "../ui/VisuallyHidden";

/** OVR in the spec's badge tiers (85, 90, 95). */
export function OvrBadge({ ovr, large = false }: { ovr: number; large?: boolean }) {
  const { background, color } = ovrTierColors[ovrTier(ovr)];
  return (
    <Ovr style={{ background, color }} data-large={large || undefined}>
      <VisuallyHidden>OVR </VisuallyHidden>
      {ovr}
    </Ovr>
  );
}

/** Position tag coloured by line (GK, defence, midfield, attack). */
export function PositionBadge({ position }: { position: string }) {
  const color = positionColors[isAnyPosition(position) ? positionCategory(position) : "other"];
  return <Pos style={{ color, borderColor: color }}>{position}</Pos>;
}

/** The card's programme (LIVE, TOTY, …) as its Korean label in the programme's colours; nothing when the card has none. */
export function ProgrammeBadge({ className }: { className: string | null | undefined }) {
  const badge = programmeBadge(className);
  if (!badge) return null;
  const { background, color } = programmeColors[badge.tone];
  return (
    <Programme style={{ background, color }} title={badge.key} data-testid="programme-badge">
      {badge.label}
    </Programme>
  );
}

const Programme = styled.span(({ theme }) => ({
  display: "inline-block",
  maxWidth: "10em",
  padding: theme.space(0.25, 1.5),
  borderRadius: theme.radii.sm,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
}));

const Ovr = styled.span(({ theme }) => ({
  // Holds its visually hidden "OVR" label: without it the label escapes a scrolling carousel and widens the page.
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.5em",
  padding: theme.space(0.5, 1.5),
  borderRadius: theme.radii.sm,
  fontFamily: theme.fonts.numeric,
  fontWeight: theme.fontWeights.heavy,
  fontSize: theme.fontSizes.sm,
  "&[data-large]": { fontSize: theme.fontSizes.xl, padding: theme.space(1, 3) },
}));

const Pos = styled.span(({ theme }) => ({
  display: "inline-block",
  padding: theme.space(0.25, 1.5),
  border: "1px solid",
  borderRadius: theme.radii.sm,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  letterSpacing: "0.04em",
}));
