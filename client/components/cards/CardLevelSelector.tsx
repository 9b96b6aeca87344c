import styled from "@emotion/styled";
import { formatLevelDiff } from "../../../domain/cardLevels";
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
export function CardLevelSelector({ labels, selected, onSelect }: { labels: readonly string[]; selected: string | null; onSelect: (label: string | null) => void }) {
  return (
    <Group role="group" aria-label="레벨 선택">
      {[null, ...labels].map((label) => (
        <Button key={label ?? "base"} type="button" size="sm" variant={selected === label ? "primary" : "secondary"} aria-pressed={selected === label} onClick={() => onSelect(label)}>
          {label ?? "기본"}
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
