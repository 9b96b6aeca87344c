import styled from "@emotion/styled";
import { useTheme } from "@emotion/react";
import { levelTier } from "../../../domain/levels";
import { levelTierColors } from "../../theme/tiers";
import { CrownIcon } from "../ui/icons";

/** Level badge in its tier colour; admins get the admin badge instead; a crown marks legendary users. */
export function LevelBadge({ level, isAdmin, legendary }: { level: string; isAdmin: boolean; legendary: boolean }) {
  const { danger } = useTheme().colors;
  if (isAdmin) return <Badge color={danger}>관리자</Badge>;
  return (
    <Badge color={levelTierColors[levelTier(level)]}>
      {legendary ? (
        <CrownIcon size={12} role="img" aria-label="레전드 아이콘" aria-hidden={false} />
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
