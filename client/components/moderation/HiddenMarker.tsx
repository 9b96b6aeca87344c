import styled from "@emotion/styled";
import { REPORT_MESSAGES } from "../../../domain/moderation";

/** Shown to the author and admins on content an admin hid (everyone else no longer receives it). */
export function HiddenMarker({ hidden }: { hidden: boolean }) {
  return hidden ? <Marker role="status">{REPORT_MESSAGES.hiddenMarker}</Marker> : null;
}

const Marker = styled.span(({ theme }) => ({
  display: "inline-block",
  padding: theme.space(0.5, 1.5),
  borderRadius: 4,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  color: theme.colors.textMuted,
  border: `1px dashed ${theme.colors.border}`,
}));
