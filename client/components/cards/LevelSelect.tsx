import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import type { LevelSelect_query$key } from "../../__generated__/LevelSelect_query.graphql";
import { levelLabel, levelParam, parseLevelLabel, type LevelId } from "../../../domain/cardLevelIds";
import { controlSurface } from "../ui/surfaces";

/**
 * 기본 / 랭크 1–5 / 훈련 N for a list "at level N" (/cards, /rankings), labelled as the card page's
 * selector labels them. A level in the URL that no card has is still shown, so the control says what the list is.
 */
export function LevelSelect({ queryRef, value, onChange }: {
  queryRef: LevelSelect_query$key;
  value: LevelId | undefined;
  onChange: (level: LevelId | undefined) => void;
}) {
  const { cardLevelChoices } = useFragment(graphql`fragment LevelSelect_query on Query { cardLevelChoices { kind level } }`, queryRef);
  const options = cardLevelChoices.map((c) => ({ kind: c.kind.toLowerCase(), level: c.level }) as LevelId);
  if (value && !options.some((o) => levelParam(o) === levelParam(value))) options.push(value);
  return (
    <Select aria-label="레벨" value={value ? levelParam(value) : ""} onChange={(e) => onChange(parseLevelLabel(e.target.value) ?? undefined)}>
      <option value="">기본</option>
      {options.map((o) => <option key={levelParam(o)} value={levelParam(o)}>{levelLabel(o)}</option>)}
    </Select>
  );
}

/** The OVR a list shows at a level, with which stat set it is ("랭크 3", or 기본 for a card without that level). */
export function LevelOvrNote({ level, hasLevel }: { level: LevelId; hasLevel: boolean }) {
  return <Note data-testid="level-note" data-base={hasLevel ? undefined : true}>{hasLevel ? levelLabel(level) : "기본 (레벨 정보 없음)"}</Note>;
}

const Select = styled.select(({ theme }) => ({ minHeight: "34px", padding: theme.space(1, 2), borderRadius: theme.radii.md, ...controlSurface(theme) }));
const Note = styled.span(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.primary,
  "&[data-base]": { color: theme.colors.textMuted, fontWeight: theme.fontWeights.medium },
}));
