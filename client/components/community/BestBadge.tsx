import styled from "@emotion/styled";
import { BEST_BADGE_LABEL } from "../../../domain/bestPosts";

/** The 인기 badge of a post the server marks `isBest` (domain/bestPosts.ts: the rule lives there, not here). */
export function BestBadge() {
  return <Badge>{BEST_BADGE_LABEL}</Badge>;
}

const Badge = styled.span(({ theme }) => ({
  flexShrink: 0,
  padding: theme.space(0.5, 2),
  borderRadius: theme.radii.pill,
  background: theme.colors.accent,
  color: theme.colors.onAccent,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
}));
