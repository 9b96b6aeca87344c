import styled from "@emotion/styled";
import { postTypeLabel } from "../../../domain/posts";

/** The category badge: 자유, 질문, 팁, or 공지 (notices and announcements), highlighted for notices. */
export function PostTypeBadge({ type }: { type: string }) {
  const label = postTypeLabel(type);
  return <Badge data-notice={label === "공지" || undefined}>{label}</Badge>;
}

const Badge = styled.span(({ theme }) => ({
  flexShrink: 0,
  padding: theme.space(0.5, 2),
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceRaised,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  "&[data-notice]": { background: theme.colors.accentSoft, color: theme.colors.accent },
}));
