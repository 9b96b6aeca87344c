import styled from "@emotion/styled";
import { Skeleton } from "../ui/Skeleton";

/** Responsive card grid: 2 columns on phones up to 5 on desktops; list layout is one column. */
export const CardGrid = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: theme.space(3),
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  [theme.mq.sm]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  [theme.mq.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  [theme.mq.lg]: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))" },
  // A tile may carry a control under it (the search page's compare toggle).
  "& > li": { display: "grid", gap: theme.space(1.5), alignContent: "start" },
  "&[data-layout=list]": { gridTemplateColumns: "minmax(0, 1fr)", [theme.mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
}));

/** Loading placeholders in the grid's own shape, so nothing jumps when cards arrive. */
export function CardGridSkeleton({ count = 20 }: { count?: number }) {
  return (
    <CardGrid aria-busy="true" aria-label="카드를 불러오는 중">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <SkeletonTile>
            <div style={{ aspectRatio: "3 / 4" }}>
              <Skeleton height="100%" />
            </div>
            <Skeleton width="60%" />
            <Skeleton width="80%" />
          </SkeletonTile>
        </li>
      ))}
    </CardGrid>
  );
}

const SkeletonTile = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  padding: theme.space(2),
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
}));

/** Centred empty/error text inside a list area. */
export const ListMessage = styled.p(({ theme }) => ({
  padding: theme.space(12, 4),
  textAlign: "center",
  color: theme.colors.textMuted,
}));
