import styled from "@emotion/styled";
import { Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router-dom";
import { CARD_SORTS, type CardSearch } from "../../../domain/cardSearch";
import { POSITIONS, EXTRA_POSITIONS } from "../../../domain/positions";
import { type focusSearchState } from "../../components/layout/navLinks";
import { Button } from "../../components/ui/Button";
import { SearchIcon } from "../../components/ui/icons";
import { AdvancedFilters } from "./AdvancedFilters";
import { StatRangeFilter } from "./StatRangeFilter";
import { SEARCH_STATS } from "../../../domain/cardSearchFilters";
import type { CardView } from "./useCardSearch";
import { controlSurface } from "../../components/ui/surfaces";

/** Search text applies 500 ms after the last keystroke, or at once on submit. */
const SEARCH_DEBOUNCE_MS = 500;

type CardSearchFormProps = {
  search: CardSearch;
  view: CardView;
  hasFilters: boolean;
  onChange: (patch: Partial<CardSearch>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  onViewChange: (view: CardView) => void;
};

export function CardSearchForm({ search, view, hasFilters, onChange, onClear, onViewChange }: CardSearchFormProps) {
  const [text, setText] = useState(search.search ?? "");
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const location = useLocation();
  const searchInput = useRef<HTMLInputElement>(null);
  // The header's "선수 검색" lands here with this state: the cursor goes straight into the box.
  const wantsFocus = (location.state as typeof focusSearchState | null)?.focusSearch === true;
  useEffect(() => {
    if (wantsFocus) searchInput.current?.focus();
  }, [wantsFocus, location.key]);
  const applied = search.search ?? "";
  const lastApplied = useRef(applied);

  // The URL wins when it changes from outside (back button, a shared link, clear filters).
  useEffect(() => {
    if (applied !== lastApplied.current) {
      lastApplied.current = applied;
      setText(applied);
    }
  }, [applied]);

  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply reads the latest props each render
  }, [text, applied]);

  function apply(value: string) {
    const trimmed = value.trim();
    lastApplied.current = trimmed;
    if (trimmed !== applied) onChange({ search: trimmed || undefined });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(text);
  };

  return (
    <Form role="search" onSubmit={submit}>
      <SearchRow>
        <SearchBox>
          <SearchIcon aria-hidden="true" />
          <input
            ref={searchInput}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="선수 이름, 초성(ㄱㅅㅎ), 팀으로 검색"
            aria-label="선수 검색"
            enterKeyHint="search"
          />
        </SearchBox>
        <Button type="submit">검색</Button>
      </SearchRow>
      <Controls>
        <select aria-label="포지션" value={search.position ?? ""} onChange={(e) => onChange({ position: (e.target.value || undefined) as CardSearch["position"] })}>
          <option value="">전체 포지션</option>
          {[...POSITIONS, ...EXTRA_POSITIONS].map((p) => (
            <option key={p} value={p}>{p}</option>
          ))}
        </select>
        <select aria-label="정렬" value={search.sortBy} onChange={(e) => onChange({ sortBy: e.target.value as CardSearch["sortBy"] })}>
          {CARD_SORTS.map((s) => (
            <option key={s.key} value={s.key}>{s.label}</option>
          ))}
          <optgroup label="능력치 높은순">
            {SEARCH_STATS.map((s) => <option key={s.key} value={s.key}>{s.label} 높은순</option>)}
          </optgroup>
        </select>
        <Button variant="secondary" size="sm" aria-expanded={advancedOpen} aria-controls="advanced-filters" onClick={() => setAdvancedOpen((o) => !o)}>
          상세 필터
        </Button>
        <ViewToggle role="group" aria-label="보기 방식">
          <Button variant={view === "grid" ? "primary" : "ghost"} size="sm" aria-pressed={view === "grid"} onClick={() => onViewChange("grid")}>
            그리드
          </Button>
          <Button variant={view === "list" ? "primary" : "ghost"} size="sm" aria-pressed={view === "list"} onClick={() => onViewChange("list")}>
            리스트
          </Button>
        </ViewToggle>
        {hasFilters ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            필터 초기화
          </Button>
        ) : null}
      </Controls>
      <StatRangeFilter ranges={search.stats ?? []} onChange={onChange} />
      {advancedOpen ? (
        <Suspense fallback={<Loading>상세 필터를 불러오는 중…</Loading>}>
          <AdvancedFilters search={search} onChange={onChange} />
        </Suspense>
      ) : null}
    </Form>
  );
}

const Form = styled.form(({ theme }) => ({
  display: "grid",
  gap: theme.space(3),
  "& select": {
    minHeight: "34px",
    padding: theme.space(1, 2),
    borderRadius: theme.radii.md,
    ...controlSurface(theme),
  },
}));

const SearchRow = styled.div(({ theme }) => ({ display: "flex", gap: theme.space(2) }));

const SearchBox = styled.label(({ theme }) => ({
  flex: 1,
  display: "flex",
  alignItems: "center",
  gap: theme.space(2),
  padding: theme.space(0, 3),
  borderRadius: theme.radii.md,
  ...controlSurface(theme),
  color: theme.colors.textMuted,
  "&:focus-within": { borderColor: theme.colors.primary },
  "& input": { flex: 1, minWidth: 0, height: "42px", border: 0, background: "transparent", color: theme.colors.text, fontSize: theme.fontSizes.md, outline: "none" },
}));

const Controls = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: theme.space(2) }));

const ViewToggle = styled.div(({ theme }) => ({ display: "inline-flex", gap: theme.space(1), marginLeft: "auto" }));

const Loading = styled.p(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));
