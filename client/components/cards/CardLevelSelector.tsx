import styled from "@emotion/styled";
import { formatLevelDiff } from "../../../domain/cardLevels";
import { koreanDate } from "../../../domain/time";
import { Button } from "../ui/Button";

/** A card's stats at the chosen upgrade level (stats the level leaves out are the base card's). */
export interface SelectedLevel {
  label: string;
  ovr: number;
  stats: Readonly<Record<string, number>>;
  statsUpdatedAt: string;
}

/** The level's value of a stat, else the base card's. */
export const valueAt = (level: SelectedLevel | null, key: string, base: number | null | undefined) => level?.stats[key] ?? base;

/**
 * 기본 / 랭크 1–5 / 훈련 N buttons of the card page. Only rendered for a card with level data:
 * a card without any has no selector (no numbers are ever derived).
 */
export function CardLevelSelector({ levels, selected, onSelect }: {
  levels: readonly { label: string; statsUpdatedAt: string }[];
  selected: string | null;
  onSelect: (label: string | null) => void;
}) {
  return (
    <Group role="group" aria-label="레벨 선택">
      <Button type="button" size="sm" variant={selected === null ? "primary" : "secondary"} aria-pressed={selected === null} onClick={() => onSelect(null)}>기본</Button>
      {levels.map(({ label, statsUpdatedAt }) => (
        // Each stat set has its own date: the button's description says when this level last changed.
        <Button key={label} type="button" size="sm" variant={selected === label ? "primary" : "secondary"} aria-pressed={selected === label} title={`마지막 업데이트 ${koreanDate(statsUpdatedAt)}`} onClick={() => onSelect(label)}>
          {label}
        </Button>
      ))}
    </Group>
  );
}

/** "+3" / "−2" beside a stat shown at a level (nothing when equal to the base). */
export function LevelDiff({ value, base }: { value: number | null | undefined; base: number | null | undefined }) {
  const diff = formatLevelDiff(value, base);
  if (!diff) return null;
  return <Diff data-down={diff.startsWith("−") || undefined} aria-label={`기본 대비 ${diff}`}>{diff}</Diff>;
}

const Group = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space(1.5) }));
const Diff = styled.span(({ theme }) => ({
  marginLeft: theme.space(1),
  fontFamily: theme.fonts.numeric,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.primary,
  "&[data-down]": { color: theme.colors.danger },
}));
