import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { CardImage } from "../cards/CardImage";
import { Skeleton } from "../ui/Skeleton";

type Props = { to: string; view: "grid" | "list"; rank: number; imageUrl: string | null | undefined; name: string; position: string; children: ReactNode };

/** One numbered player of a TOP 100 list, as a tile (grid) or a row (list). */
export function FormationTopCard({ to, view, rank, imageUrl, name, position, children }: Props) {
  return (
    <li>
      <Entry to={to} data-view={view} data-testid="formation-top-card">
        <Rank data-top={rank <= 3 || undefined}>{rank}</Rank>
        {view === "grid" ? <CardImage src={imageUrl} name={name} position={position} /> : null}
        <strong>{name}</strong>
        <Figures>{children}</Figures>
      </Entry>
    </li>
  );
}

export function FormationTopPlaceholders({ view, count }: { view: "grid" | "list"; count: number }) {
  return (
    <TopList data-view={view} aria-busy="true" aria-label="불러오는 중">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} data-testid="formation-top-placeholder">
          <Skeleton width="100%" height={view === "grid" ? "200px" : "56px"} />
        </li>
      ))}
    </TopList>
  );
}

export const TopList = styled.ol(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: theme.space(2),
  "&[data-view=grid]": {
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    [theme.mq.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
    [theme.mq.lg]: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))" },
  },
}));
const Entry = styled(Link)(({ theme }) => ({
  position: "relative",
  display: "grid",
  gap: theme.space(1),
  padding: theme.space(2),
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
  "&[data-view=list]": { gridTemplateColumns: "2rem minmax(0, 1fr) auto", alignItems: "center" },
  "&[data-view=grid]": { justifyItems: "center", textAlign: "center" },
  "& strong": { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", maxWidth: "100%" },
  "&:hover": { background: theme.colors.surfaceHover },
}));
const Rank = styled.span(({ theme }) => ({
  fontFamily: theme.fonts.numeric,
  fontWeight: theme.fontWeights.heavy,
  color: theme.colors.textMuted,
  "&[data-top]": { color: theme.colors.accent },
  // Above the card image, which comes later in the tile and would otherwise paint over the number.
  "[data-view=grid] > &": {
    position: "absolute",
    zIndex: 1,
    top: theme.space(1),
    left: theme.space(1),
    minWidth: "1.75rem",
    padding: theme.space(0.5, 1.5),
    borderRadius: theme.radii.pill,
    background: theme.colors.overlay,
    textAlign: "center",
  },
}));
const Figures = styled.span(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space(1),
  flexWrap: "wrap",
  justifyContent: "center",
  "& small": { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
}));
