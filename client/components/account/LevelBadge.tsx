import styled from "@emotion/styled";
import { levelTier, type LevelTier } from "../../../domain/levels";

const TIER_COLORS: Record<LevelTier, string> = {
  bronze: "#c58b52",
  silver: "#c0c7d2",
  worldClass: "#4aa3ff",
  legendary: "#b26bff",
  champion: "#f5c542",
};

/** Level badge in its tier colour; admins get the admin badge instead; 👑 marks legendary users. */
export function LevelBadge({ level, isAdmin, legendary }: { level: string; isAdmin: boolean; legendary: boolean }) {
  if (isAdmin) return <Badge color="#ef4444">관리자</Badge>;
  return (
    <Badge color={TIER_COLORS[levelTier(level)]}>
      {legendary ? (
        <span role="img" aria-label="레전드 아이콘">
          👑
        </span>
      ) : null}
      {level}
    </Badge>
  );
}

const Badge = styled.span<{ color: string }>(({ theme, color }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space(1),
  padding: theme.space(0.5, 2),
  border: `1px solid ${color}`,
  borderRadius: theme.radii.pill,
  color,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  whiteSpace: "nowrap",
}));
