import styled from "@emotion/styled";
import { useState } from "react";
import type { CardSearch } from "../../../domain/cardSearch";
import { SEARCH_STATS, STAT_RANGE_LIMITS, STAT_RANGES_MAX, parseStatRange, searchStatLabel, type StatRange } from "../../../domain/cardSearchFilters";
import { Button } from "../../components/ui/Button";

type Props = { ranges: readonly StatRange[]; onChange: (patch: Partial<CardSearch>) => void };

const rangeText = (r: StatRange) => `${searchStatLabel(r.key)} ${r.min ?? ""}${r.min !== undefined && r.max !== undefined ? "~" : r.min !== undefined ? " 이상" : ""}${r.max !== undefined ? `${r.max}${r.min === undefined ? " 이하" : ""}` : ""}`;

/** "속력 ≥ 100, 드리블 ≥ 95": add a stat range (a second one for a stat replaces the first), remove one by its chip. */
export function StatRangeFilter({ ranges, onChange }: Props) {
  const [key, setKey] = useState<string>(SEARCH_STATS[0].key);
  const [min, setMin] = useState("");
  const [max, setMax] = useState("");
  // The URL's reading rule, so the form accepts exactly what a link may carry.
  const draft = parseStatRange(`${key}:${min}-${max}`);
  const add = () => {
    if (!draft) return;
    const rest = ranges.filter((r) => r.key !== draft.key);
    if (rest.length >= STAT_RANGES_MAX) return;
    onChange({ stats: [...rest, draft] });
    setMin("");
    setMax("");
  };
  const remove = (stat: StatRange["key"]) => {
    const rest = ranges.filter((r) => r.key !== stat);
    onChange({ stats: rest.length ? rest : undefined });
  };
  return (
    <Wrap role="group" aria-label="능력치 조건">
      {/* Inside the search form: a button, not a nested form. */}
      <div>
        <select aria-label="능력치" value={key} onChange={(e) => setKey(e.target.value)}>
          {SEARCH_STATS.map((s) => <option key={s.key} value={s.key}>{s.label}</option>)}
        </select>
        <input aria-label="능력치 최소" type="number" inputMode="numeric" min={STAT_RANGE_LIMITS[0]} max={STAT_RANGE_LIMITS[1]} placeholder="최소" value={min} onChange={(e) => setMin(e.target.value)} />
        <input aria-label="능력치 최대" type="number" inputMode="numeric" min={STAT_RANGE_LIMITS[0]} max={STAT_RANGE_LIMITS[1]} placeholder="최대" value={max} onChange={(e) => setMax(e.target.value)} />
        <Button type="button" size="sm" variant="secondary" disabled={!draft} onClick={add}>조건 추가</Button>
      </div>
      {ranges.length > 0 ? (
        <Chips>
          {ranges.map((r) => (
            <li key={r.key}>
              <span>{rangeText(r)}</span>
              <button type="button" aria-label={`${searchStatLabel(r.key)} 조건 삭제`} onClick={() => remove(r.key)}>×</button>
            </li>
          ))}
        </Chips>
      ) : null}
    </Wrap>
  );
}

const Wrap = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  "& > div": { display: "flex", flexWrap: "wrap", alignItems: "center", gap: theme.space(2) },
  "& input": { width: "5.5em", minHeight: "34px", padding: theme.space(1, 2), borderRadius: theme.radii.md, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface, color: theme.colors.text },
}));
const Chips = styled.ul(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space(1.5),
  listStyle: "none",
  margin: 0,
  padding: 0,
  "& li": { display: "inline-flex", alignItems: "center", gap: theme.space(1), padding: theme.space(0.5, 2), borderRadius: theme.radii.pill, border: `1px solid ${theme.colors.primary}`, fontSize: theme.fontSizes.sm },
  "& button": { background: "none", border: 0, color: theme.colors.textMuted, cursor: "pointer", fontSize: theme.fontSizes.md },
}));
