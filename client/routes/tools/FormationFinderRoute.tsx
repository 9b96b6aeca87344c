import styled from "@emotion/styled";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import {
  FINDER_DELAY_MS,
  FINDER_EMPTY_PROMPT,
  FINDER_LEVELS,
  parseFinderInput,
  rankFormations,
  type FinderLevel,
} from "../../../domain/formationFinder";
import { Button } from "../../components/ui/Button";
import { Notice, ToolPanel, ToolLead, ToolPage, ToolTitle } from "../../components/tools/ToolPage";
import { FinderResults } from "../../components/tools/FinderResults";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { finderParams, finderSearch } from "./finderUrl";

/** Formation finder: typed training stats and level in the URL; results after a 500 ms calculation. */
export function FormationFinderRoute() {
  useDocumentTitle("포메이션 파인더");
  const [params, setParams] = useSearchParams();
  const { query, level } = finderParams(params);
  const [text, setText] = useState(query);
  const runKey = query ? finderSearch(query, level) : "";
  const [shownKey, setShownKey] = useState("");

  useEffect(() => {
    if (!runKey) return;
    const timer = setTimeout(() => setShownKey(runKey), FINDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [runKey]);

  const result = useMemo(() => {
    if (!query) return null;
    const parsed = parseFinderInput(query);
    return "error" in parsed ? parsed : { ...parsed, formations: parsed.stats.length ? rankFormations(parsed.stats, level) : [] };
  }, [query, level]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(finderSearch(text.trim(), level));
  };
  // Changing the level re-runs the search only when results are on screen (the URL holds a query).
  const changeLevel = (next: FinderLevel) => setParams(finderSearch(query, next), { replace: true });

  const calculating = runKey !== "" && shownKey !== runKey;
  return (
    <ToolPage>
      <ToolTitle>포메이션 파인더</ToolTitle>
      <ToolLead>훈련으로 올릴 스탯을 입력하면 그 스탯이 가장 잘 살아나는 포메이션을 순서대로 보여 드립니다.</ToolLead>
      <ToolPanel as="form" onSubmit={submit} aria-label="포메이션 찾기">
        <label htmlFor="finder-stats">훈련 스탯 (쉼표로 구분)</label>
        <Input id="finder-stats" value={text} onChange={(e) => setText(e.target.value)} placeholder="예: 스피드, 가속력, 골 결정력" maxLength={1000} />
        <Controls>
          <label htmlFor="finder-level">훈련 레벨</label>
          <select id="finder-level" value={level} onChange={(e) => changeLevel(Number(e.target.value) as FinderLevel)}>
            {FINDER_LEVELS.map((l) => <option key={l} value={l}>{l}</option>)}
          </select>
          <Button type="submit">찾기</Button>
        </Controls>
      </ToolPanel>
      {!query ? (
        <Notice>{FINDER_EMPTY_PROMPT}</Notice>
      ) : calculating ? (
        <Notice role="status" aria-live="polite">계산 중...</Notice>
      ) : result && "error" in result ? (
        <Notice data-tone="error" role="alert">{result.error}</Notice>
      ) : result ? (
        <>
          {result.unknown.length ? <Notice data-tone="error" role="alert">알 수 없는 스탯: {result.unknown.join(", ")}</Notice> : null}
          {result.formations.length ? <FinderResults level={level} results={result.formations} /> : <Notice>{FINDER_EMPTY_PROMPT}</Notice>}
        </>
      ) : null}
    </ToolPage>
  );
}

const Input = styled.input(({ theme }) => ({
  width: "100%",
  minHeight: "44px",
  padding: theme.space(2, 3),
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
}));

const Controls = styled.div(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: theme.space(3),
  "& select": { minHeight: "42px", padding: theme.space(1, 3), borderRadius: theme.radii.md, background: theme.colors.surfaceRaised, color: theme.colors.text, border: `1px solid ${theme.colors.border}` },
}));
