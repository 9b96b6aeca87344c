import styled from "@emotion/styled";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { SKILL_BOOST_COLORS, isSkillBoostColor, skillBoostByKey, skillBoostsByColor } from "../../../domain/skillBoosts";
import { COMPARISON_FULL_MESSAGE, COMPARISON_MAX, COMPARISON_MIN, compareBoosts, parseComparisonKeys } from "../../../domain/skillBoostComparison";
import { statLabel } from "../../../domain/stats";
import { skillBoostColors } from "../../theme/tiers";
import { Button } from "../../components/ui/Button";
import { Chip, ChipRow, Notice, ToolPanel, ToolLead, ToolPage, ToolTitle } from "../../components/tools/ToolPage";
import { useToast } from "../../components/ui/Toast";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { controlSurface } from "../../components/ui/surfaces";

/** Skill-boost comparison: colour tabs, up to four boosts picked (kept in the URL), common stats and extras. */
export function SkillBoostComparisonRoute() {
  useDocumentTitle("스킬부스트 비교");
  const [params, setParams] = useSearchParams();
  const colorParam = params.get("color");
  const color = isSkillBoostColor(colorParam) ? colorParam : "red";
  const selected = parseComparisonKeys(params.get("boosts"));
  // A shared link with two or more boosts opens on the comparison.
  const [started, setStarted] = useState(selected.length >= COMPARISON_MIN);
  const toast = useToast();

  const update = (next: { color?: string; boosts?: string[] }) => {
    const p = new URLSearchParams(params);
    if (next.color) p.set("color", next.color);
    if (next.boosts) {
      if (next.boosts.length) p.set("boosts", next.boosts.join(","));
      else p.delete("boosts");
      if (next.boosts.length < COMPARISON_MIN) setStarted(false);
    }
    setParams(p, { replace: true });
  };
  const toggle = (key: string) => {
    if (selected.includes(key)) update({ boosts: selected.filter((k) => k !== key) });
    else if (selected.length < COMPARISON_MAX) update({ boosts: [...selected, key] });
    else toast({ tone: "error", title: "선택이 가득 찼습니다", text: COMPARISON_FULL_MESSAGE });
  };
  const comparison = compareBoosts(selected);

  return (
    <ToolPage>
      <ToolTitle>스킬부스트 비교</ToolTitle>
      <ToolLead>스킬부스트를 {COMPARISON_MIN}~{COMPARISON_MAX}개 골라 공통으로 오르는 스탯과 각각이 더해 주는 스탯을 비교하세요.</ToolLead>
      <ChipRow role="tablist" aria-label="스킬부스트 색상">
        {SKILL_BOOST_COLORS.map((c) => (
          <Chip key={c.key} role="tab" aria-selected={c.key === color} onClick={() => update({ color: c.key })}>{c.label}</Chip>
        ))}
      </ChipRow>
      <Boosts role="tabpanel" aria-label={`${SKILL_BOOST_COLORS.find((c) => c.key === color)?.label} 스킬부스트`}>
        {skillBoostsByColor(color).map((b) => {
          const on = selected.includes(b.key);
          return (
            <BoostCard key={b.key} type="button" aria-pressed={on} data-full={(!on && selected.length >= COMPARISON_MAX) || undefined} onClick={() => toggle(b.key)} style={{ borderTopColor: skillBoostColors[b.color] }}>
              <strong>{b.nameKo}</strong>
              <span>{b.stats.map(statLabel).join(" · ")}</span>
            </BoostCard>
          );
        })}
      </Boosts>
      <ToolPanel aria-label="선택한 스킬부스트">
        <p>선택 {selected.length} / {COMPARISON_MAX}{selected.length ? `: ${selected.map((k) => skillBoostByKey(k)?.nameKo).join(", ")}` : ""}</p>
        <ChipRow>
          {selected.length >= COMPARISON_MIN ? <Button onClick={() => setStarted(true)}>비교 시작</Button> : null}
          {selected.length ? <Button variant="secondary" onClick={() => update({ boosts: [] })}>선택 초기화</Button> : null}
        </ChipRow>
      </ToolPanel>
      {started && selected.length >= COMPARISON_MIN ? (
        <ToolPanel aria-label="비교 결과">
          <h2>공통 스탯</h2>
          {comparison.common.length ? (
            <ChipRow data-testid="common-stats">{comparison.common.map((s) => <Stat key={s}>{statLabel(s)}</Stat>)}</ChipRow>
          ) : (
            <Notice>선택한 스킬부스트에 공통으로 오르는 스탯이 없습니다.</Notice>
          )}
          <h2>스킬부스트별 추가 스탯</h2>
          <Extras>
            {comparison.extras.map((e) => (
              <li key={e.key}><strong>{skillBoostByKey(e.key)?.nameKo}</strong> {e.stats.length ? e.stats.map(statLabel).join(", ") : "없음"}</li>
            ))}
          </Extras>
        </ToolPanel>
      ) : null}
    </ToolPage>
  );
}

const Boosts = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  gap: theme.space(2),
}));
const BoostCard = styled.button(({ theme }) => ({
  display: "grid",
  gap: theme.space(1),
  textAlign: "left",
  padding: theme.space(3),
  borderRadius: theme.radii.md,
  ...controlSurface(theme),
  borderTopWidth: "4px",
  cursor: "pointer",
  "& span": { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  "&[aria-pressed=true]": { outline: `2px solid ${theme.colors.primary}`, background: theme.colors.surfaceRaised },
  // Dimmed but still clickable: a click on a full selection says why instead of doing nothing.
  "&[data-full]": { opacity: 0.5 },
}));
const Stat = styled.span(({ theme }) => ({
  padding: theme.space(1, 3),
  borderRadius: theme.radii.pill,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes.sm,
}));
const Extras = styled.ul(({ theme }) => ({ display: "grid", gap: theme.space(2), paddingLeft: theme.space(4), fontSize: theme.fontSizes.sm }));
