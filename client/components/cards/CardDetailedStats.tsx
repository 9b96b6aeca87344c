import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import type { CardDetailedStats_card$data, CardDetailedStats_card$key } from "../../__generated__/CardDetailedStats_card.graphql";
import { DETAILED_STATS, GK_STATS, statTier, type DetailedStatKey, type GkStatKey } from "../../../domain/stats";
import { statTierColors } from "../../theme/tiers";
import { Panel } from "../ui/Panel";
import { LevelDiff, valueAt, type SelectedLevel } from "./CardLevelSelector";

type StatRow = { key: string; label: string; value: number; base: number };
type StatValues = Record<DetailedStatKey | GkStatKey, number | null | undefined>;

/** Every stat the fragment selects, by catalogue key (a stat missing here is a type error). */
function statValues({
  acceleration, sprintSpeed, finishing, shotPower, longShots, positioning, penalties, volleys,
  shortPassing, longPassing, vision, crossing, curve, fkAccuracy,
  dribbling, ballControl, agility, reactions, balance, composure,
  marking, defAwareness, standingTackle, slidingTackle, interceptions, headingAccuracy,
  strength, aggression, jumping, stamina,
  diving, handling, kicking, reflexes, gkPositioning,
}: CardDetailedStats_card$data): StatValues {
  return {
    acceleration, sprintSpeed, finishing, shotPower, longShots, positioning, penalties, volleys,
    shortPassing, longPassing, vision, crossing, curve, fkAccuracy,
    dribbling, ballControl, agility, reactions, balance, composure,
    marking, defAwareness, standingTackle, slidingTackle, interceptions, headingAccuracy,
    strength, aggression, jumping, stamina,
    diving, handling, kicking, reflexes, gkPositioning,
  };
}

/** 대인 수비 falls back to the older 수비 인식 value when a card only has that. */
function detailedRows(stats: StatValues, level: SelectedLevel | null): StatRow[] {
  return DETAILED_STATS.flatMap(({ key, label }) => {
    const base = key === "marking" ? stats.marking ?? stats.defAwareness : stats[key];
    if (key === "defAwareness" && stats.marking == null) return [];
    const value = key === "marking" && stats.marking == null ? valueAt(level, "defAwareness", base) : valueAt(level, key, base);
    return value ? [{ key, label, value, base: base ?? value }] : [];
  });
}

/**
 * Detailed stats for outfield cards and GK stats for goalkeepers; empty or zero values are hidden,
 * colours at 85/75/65.
 */
export function CardDetailedStats({ cardRef, level = null }: { cardRef: CardDetailedStats_card$key; level?: SelectedLevel | null }) {
  const card = useFragment(
    graphql`
      fragment CardDetailedStats_card on Card {
        position
        acceleration sprintSpeed finishing shotPower longShots positioning penalties volleys
        shortPassing longPassing vision crossing curve fkAccuracy
        dribbling ballControl agility reactions balance composure
        marking defAwareness standingTackle slidingTackle interceptions headingAccuracy
        strength aggression jumping stamina
        diving handling kicking reflexes gkPositioning
      }
    `,
    cardRef,
  );
  const isKeeper = card.position === "GK";
  const stats = statValues(card);
  const rows: StatRow[] = isKeeper
    ? GK_STATS.flatMap(({ key, label }) => {
        const value = valueAt(level, key, stats[key]);
        return value ? [{ key, label, value, base: stats[key] ?? value }] : [];
      })
    : detailedRows(stats, level);
  return (
    <Section aria-labelledby="detailed-stats-title">
      <h2 id="detailed-stats-title">{isKeeper ? "골키퍼 능력치" : "세부 능력치"}{level ? ` (${level.label})` : ""}</h2>
      {rows.length === 0 ? (
        <Empty>등록된 세부 능력치가 없습니다.</Empty>
      ) : (
        <List>
          {rows.map((row) => (
            <div key={row.key}>
              <dt>{row.label}</dt>
              <dd style={{ color: statTierColors[statTier(row.value)] }}>
                {row.value}
                {level ? <LevelDiff value={row.value} base={row.base} /> : null}
              </dd>
            </div>
          ))}
        </List>
      )}
    </Section>
  );
}

const Section = styled(Panel)(({ theme }) => ({
  "& h2": { marginBottom: theme.space(3), fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold },
}));
const List = styled.dl(({ theme }) => ({
  display: "grid",
  gap: theme.space(1, 4),
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  "& > div": { display: "flex", justifyContent: "space-between", padding: theme.space(1.5, 0), borderBottom: `1px solid ${theme.colors.border}` },
  "& dt": { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  "& dd": { margin: 0, fontFamily: theme.fonts.numeric, fontWeight: theme.fontWeights.bold },
}));
const Empty = styled.p(({ theme }) => ({ color: theme.colors.textMuted }));
