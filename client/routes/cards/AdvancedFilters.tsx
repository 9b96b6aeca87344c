import styled from "@emotion/styled";
import { useState, type KeyboardEvent } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { AdvancedFiltersQuery } from "../../__generated__/AdvancedFiltersQuery.graphql";
import { FOOT_PREFERENCES, HEIGHT_MAX, HEIGHT_MIN, WEAK_FOOT_OPTIONS, type CardSearch } from "../../../domain/cardSearch";
import { SKILL_BOOST_COLORS, skillBoostsByColor } from "../../../domain/skillBoosts";
import { Panel } from "../../components/ui/Panel";

type AdvancedFiltersProps = {
  search: CardSearch;
  onChange: (patch: Partial<CardSearch>) => void;
};

/**
 * The advanced filter panel. Opened on demand, so it loads the OVR bounds itself.
 * Only a lower bound means "at least", only an upper bound "at most".
 */
export function AdvancedFilters({ search, onChange }: AdvancedFiltersProps) {
  const { cardStats } = useLazyLoadQuery<AdvancedFiltersQuery>(
    graphql`
      query AdvancedFiltersQuery {
        cardStats {
          minOvr
          maxOvr
        }
      }
    `,
    {},
  );
  return (
    <FilterPanel id="advanced-filters" aria-label="상세 필터">
      <NumberField label="최소 OVR" value={search.minOvr} min={cardStats.minOvr} max={cardStats.maxOvr} onCommit={(minOvr) => onChange({ minOvr })} />
      <NumberField label="최대 OVR" value={search.maxOvr} min={cardStats.minOvr} max={cardStats.maxOvr} onCommit={(maxOvr) => onChange({ maxOvr })} />
      <NumberField label="최소 키(cm)" value={search.minHeight} min={HEIGHT_MIN} max={HEIGHT_MAX} onCommit={(minHeight) => onChange({ minHeight })} />
      <NumberField label="최대 키(cm)" value={search.maxHeight} min={HEIGHT_MIN} max={HEIGHT_MAX} onCommit={(maxHeight) => onChange({ maxHeight })} />
      <label>
        <span>주발</span>
        <select value={search.footPreference ?? ""} onChange={(e) => onChange({ footPreference: (e.target.value || undefined) as CardSearch["footPreference"] })}>
          <option value="">전체</option>
          {FOOT_PREFERENCES.map((f) => (
            <option key={f} value={f}>{f}</option>
          ))}
        </select>
      </label>
      <label>
        <span>약발</span>
        <select value={search.weakFoot ?? ""} onChange={(e) => onChange({ weakFoot: (e.target.value || undefined) as CardSearch["weakFoot"] })}>
          <option value="">전체</option>
          {WEAK_FOOT_OPTIONS.map((w) => (
            <option key={w.value} value={w.value}>{w.label}</option>
          ))}
        </select>
      </label>
      <label>
        <span>스킬부스트</span>
        <select value={search.skillBoost ?? ""} onChange={(e) => onChange({ skillBoost: e.target.value || undefined })}>
          <option value="">전체</option>
          {SKILL_BOOST_COLORS.map((color) => (
            <optgroup key={color.key} label={color.label}>
              {skillBoostsByColor(color.key).map((b) => (
                <option key={b.key} value={b.key}>{b.nameKo}</option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
    </FilterPanel>
  );
}

type NumberFieldProps = { label: string; value: number | undefined; min: number; max: number; onCommit: (value: number | undefined) => void };

/** A number box that applies on blur or Enter, clamped to its bounds; empty removes the bound. */
function NumberField({ label, value, min, max, onCommit }: NumberFieldProps) {
  const [text, setText] = useState(value === undefined ? "" : String(value));
  // A new value from outside (URL, reset) replaces what was typed.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value === undefined ? "" : String(value));
  }
  const commit = () => {
    const n = Number.parseInt(text, 10);
    const next = Number.isNaN(n) ? undefined : Math.min(max, Math.max(min, n));
    setText(next === undefined ? "" : String(next));
    if (next !== value) onCommit(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      commit();
    }
  };
  return (
    <label>
      <span>{label}</span>
      <input type="number" inputMode="numeric" min={min} max={max} placeholder={`${min}-${max}`} value={text} onChange={(e) => setText(e.target.value)} onBlur={commit} onKeyDown={onKeyDown} />
    </label>
  );
}

const FilterPanel = styled(Panel)(({ theme }) => ({
  display: "grid",
  gap: theme.space(3),
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  [theme.mq.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  "& label": { display: "grid", gap: theme.space(1), fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  "& input, & select": {
    minHeight: "38px",
    padding: theme.space(1, 2),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.background,
    color: theme.colors.text,
  },
}));
