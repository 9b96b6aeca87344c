import styled from "@emotion/styled";
import { controlSurface, selectedControl } from "../ui/surfaces";

type PositionChipsProps = {
  positions: readonly string[];
  value: string | null;
  onChange: (position: string | null) => void;
  /** Count per position; the 전체 chip shows their sum. */
  counts?: Readonly<Record<string, number>>;
  label?: string;
};

/** Position filter as a row of toggle chips, 전체 first. */
export function PositionChips({ positions, value, onChange, counts, label = "포지션 필터" }: PositionChipsProps) {
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const chip = (position: string | null, text: string, count?: number) => (
    <Chip key={text} type="button" aria-pressed={value === position} onClick={() => onChange(position)}>
      {text}
      {count !== undefined ? <Count>{count}</Count> : null}
    </Chip>
  );
  return (
    <Row role="group" aria-label={label}>
      {chip(null, "전체", total)}
      {positions.map((p) => chip(p, p, counts ? counts[p] ?? 0 : undefined))}
    </Row>
  );
}

const Row = styled.div(({ theme }) => ({
  display: "flex",
  gap: theme.space(2),
  overflowX: "auto",
  paddingBottom: theme.space(1),
  scrollbarWidth: "thin",
}));

const Chip = styled.button(({ theme }) => ({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space(1.5),
  minHeight: "34px",
  padding: theme.space(1, 3),
  borderRadius: theme.radii.pill,
  ...controlSurface(theme),
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  cursor: "pointer",
  "&[aria-pressed=true]": selectedControl(theme),
}));

const Count = styled.span({ fontSize: "0.75em", opacity: 0.8 });
