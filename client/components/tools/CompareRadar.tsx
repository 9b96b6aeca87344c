import { useTheme } from "@emotion/react";
import styled from "@emotion/styled";
import type { CompareRow } from "./CompareStatTable";
import { ToolPanel } from "./ToolPage";

const SIZE = 260;
const CENTER = SIZE / 2;
const RADIUS = 96;

const point = (axis: number, axes: number, ratio: number) => {
  const angle = -Math.PI / 2 + (2 * Math.PI * axis) / axes;
  return [CENTER + Math.cos(angle) * RADIUS * ratio, CENTER + Math.sin(angle) * RADIUS * ratio] as const;
};
const polygon = (ratios: number[]) => ratios.map((r, i) => point(i, ratios.length, r).map((n) => n.toFixed(1)).join(",")).join(" ");

/** The six main stats of every card overlaid on one hexagonal radar (hand-drawn SVG, no chart library). */
export function CompareRadar({ names, rows }: { names: string[]; rows: CompareRow[] }) {
  // Stats run past 100 on boosted cards; the scale grows with the largest value shown.
  const { colors } = useTheme();
  const max = Math.max(100, ...rows.flatMap((r) => r.values.map((v) => v ?? 0)));
  return (
    <ToolPanel aria-label="주요 스탯 레이더">
      <h2>주요 스탯 레이더</h2>
      <Figure>
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={`${names.join(", ")}의 주요 스탯 비교`}>
          {[0.25, 0.5, 0.75, 1].map((r) => (
            <polygon key={r} points={polygon(rows.map(() => r))} fill="none" stroke={colors.border} />
          ))}
          {rows.map((row, i) => {
            const [x, y] = point(i, rows.length, 1.18);
            return <text key={row.key} x={x} y={y} textAnchor="middle" dominantBaseline="middle" fontSize="11" fill={colors.textMuted}>{row.label}</text>;
          })}
          {names.map((name, card) => (
            <polygon
              key={card}
              data-testid="radar-series"
              points={polygon(rows.map((r) => (r.values[card] ?? 0) / max))}
              fill={colors.series[card]}
              fillOpacity={0.15}
              stroke={colors.series[card]}
              strokeWidth={2}
            >
              <title>{name}</title>
            </polygon>
          ))}
        </svg>
        <Legend>
          {names.map((name, i) => (
            <li key={i}><span style={{ background: colors.series[i] }} aria-hidden="true" />{name}</li>
          ))}
        </Legend>
      </Figure>
    </ToolPanel>
  );
}

const Figure = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(3),
  justifyItems: "center",
  "& svg": { width: "100%", maxWidth: "320px", height: "auto" },
}));
const Legend = styled.ul(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space(2, 4),
  listStyle: "none",
  padding: 0,
  fontSize: theme.fontSizes.sm,
  "& li": { display: "inline-flex", alignItems: "center", gap: theme.space(1.5) },
  "& span": { width: "12px", height: "12px", borderRadius: theme.radii.sm, display: "inline-block" },
}));
