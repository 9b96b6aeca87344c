import styled from "@emotion/styled";
import { Link } from "react-router-dom";

// The rankings' table, shared by the rating TOP 100 and the OVR ranking at a level.
export const TableWrap = styled.div(({ theme }) => ({
  overflowX: "auto",
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  "& table": { width: "100%", borderCollapse: "collapse", fontSize: theme.fontSizes.sm, whiteSpace: "nowrap" },
  "& th, & td": { padding: theme.space(2.5, 3), textAlign: "left", borderBottom: `1px solid ${theme.colors.border}` },
  "& th": { background: theme.colors.surfaceRaised, color: theme.colors.textMuted, fontWeight: theme.fontWeights.medium },
  "& td": { fontFamily: theme.fonts.numeric },
}));
export const PlayerLink = styled(Link)(({ theme }) => ({ display: "inline-flex", alignItems: "center", gap: theme.space(2), fontFamily: theme.fonts.body, fontWeight: theme.fontWeights.bold, "&:hover": { color: theme.colors.primary } }));
