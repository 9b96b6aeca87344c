import styled from "@emotion/styled";
import { useState } from "react";
import { EXTRA_POSITIONS, POSITIONS } from "../../../domain/positions";
import { SKILL_BOOST_COLORS, skillBoostsByColor } from "../../../domain/skillBoosts";
import { ALL_POSITIONS_LABEL } from "../../../domain/statLeaders";
import { STAT_CATEGORIES, detailedStatsInCategory, statLabel } from "../../../domain/stats";
import { Button } from "../ui/Button";
import { ChipRow, ToolPanel } from "./ToolPage";

export interface StatLeaderDraft {
  position: string;
  boosts: string[];
  stats: string[];
}

type StatLeaderFormProps = {
  draft: StatLeaderDraft;
  onChange: (draft: StatLeaderDraft) => void;
  onFind: () => void;
  onReset: () => void;
};

const toggle = (list: string[], key: string, on: boolean) => (on ? [...new Set([...list, key])] : list.filter((k) => k !== key));

/** Position select, boost checklist by colour (search, select all / clear per group), stats by category. */
export function StatLeaderForm({ draft, onChange, onFind, onReset }: StatLeaderFormProps) {
  const [search, setSearch] = useState("");
  const set = (patch: Partial<StatLeaderDraft>) => onChange({ ...draft, ...patch });
  return (
    <ToolPanel as="form" aria-label="스탯 리더 검색" onSubmit={(e) => { e.preventDefault(); onFind(); }}>
      <Row>
        <label htmlFor="leader-position">포지션</label>
        <select id="leader-position" value={draft.position} onChange={(e) => set({ position: e.target.value })}>
          <option value="">{ALL_POSITIONS_LABEL}</option>
          {[...POSITIONS, ...EXTRA_POSITIONS].map((p) => <option key={p} value={p}>{p}</option>)}
        </select>
      </Row>
      <Fieldset>
        <legend>스킬부스트</legend>
        <input type="search" aria-label="스킬부스트 검색" placeholder="스킬부스트 검색" value={search} onChange={(e) => setSearch(e.target.value)} />
        {SKILL_BOOST_COLORS.map(({ key, label }) => {
          const boosts = skillBoostsByColor(key).filter((b) => !search.trim() || b.nameKo.includes(search.trim()) || b.key.includes(search.trim().toLowerCase()));
          if (!boosts.length) return null;
          return (
            <Group key={key} aria-label={`${label} 그룹`}>
              <GroupHead>
                <strong>{label}</strong>
                <Button type="button" size="sm" variant="ghost" onClick={() => set({ boosts: [...new Set([...draft.boosts, ...boosts.map((b) => b.key)])] })}>전체 선택</Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => set({ boosts: draft.boosts.filter((k) => !boosts.some((b) => b.key === k)) })}>해제</Button>
              </GroupHead>
              <Checks>
                {boosts.map((b) => (
                  <label key={b.key}>
                    <input type="checkbox" checked={draft.boosts.includes(b.key)} onChange={(e) => set({ boosts: toggle(draft.boosts, b.key, e.target.checked) })} />
                    {b.nameKo}
                  </label>
                ))}
              </Checks>
            </Group>
          );
        })}
      </Fieldset>
      <Fieldset>
        <legend>스탯</legend>
        {STAT_CATEGORIES.map(({ key, label }) => (
          <Group key={key} aria-label={`${label} 스탯`}>
            <strong>{label}</strong>
            <Checks>
              {detailedStatsInCategory(key).map((stat) => (
                <label key={stat}>
                  <input type="checkbox" checked={draft.stats.includes(stat)} onChange={(e) => set({ stats: toggle(draft.stats, stat, e.target.checked) })} />
                  {statLabel(stat)}
                </label>
              ))}
            </Checks>
          </Group>
        ))}
      </Fieldset>
      <ChipRow>
        <Button type="submit">찾기</Button>
        <Button type="button" variant="secondary" onClick={onReset}>초기화</Button>
      </ChipRow>
    </ToolPanel>
  );
}

const Row = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  gap: theme.space(3),
  "& select": { minHeight: "40px", padding: theme.space(1, 3), borderRadius: theme.radii.md, background: theme.colors.surfaceRaised, color: theme.colors.text, border: `1px solid ${theme.colors.border}` },
}));
const Fieldset = styled.fieldset(({ theme }) => ({
  display: "grid",
  gap: theme.space(3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space(3),
  minWidth: 0,
  "& legend": { fontWeight: theme.fontWeights.bold, padding: theme.space(0, 1) },
  "& input[type=search]": { minHeight: "40px", padding: theme.space(1, 3), borderRadius: theme.radii.md, background: theme.colors.surfaceRaised, color: theme.colors.text, border: `1px solid ${theme.colors.border}` },
}));
const Group = styled.div(({ theme }) => ({ display: "grid", gap: theme.space(1.5) }));
const GroupHead = styled.div(({ theme }) => ({ display: "flex", alignItems: "center", gap: theme.space(2) }));
const Checks = styled.div(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space(1.5, 3),
  fontSize: theme.fontSizes.sm,
  "& label": { display: "inline-flex", alignItems: "center", gap: theme.space(1), minHeight: "32px", cursor: "pointer" },
}));
