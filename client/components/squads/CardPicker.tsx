import styled from "@emotion/styled";
import { Suspense, useDeferredValue, useMemo, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { CardPickerQuery, CardPickerQuery$variables } from "../../__generated__/CardPickerQuery.graphql";
import { parseCardSearch, type CardSearch } from "../../../domain/cardSearch";
import { cardFilterVariables } from "../cards/cardFilterVariables";
import { POSITIONS } from "../../../domain/positions";
import { AdvancedFilters } from "../../routes/cards/AdvancedFilters";
import { CardFacetFilters } from "../../routes/cards/CardFacetFilters";
import { StatRangeFilter } from "../../routes/cards/StatRangeFilter";
import { Button } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { controlSurface } from "../ui/surfaces";
import { readSquadCard, type BuilderCard } from "./squadCard";
import { formatCount } from "../../../domain/numbers";

type CardPickerProps = {
  open: boolean;
  /** The slot's position, offered as the first filter (empty for the bench). */
  position: string;
  title: string;
  onClose: () => void;
  onPick: (card: BuilderCard) => void;
};

/** A search with no filter but the slot's position (the /cards defaults otherwise). */
const initialSearch = (position: string): CardSearch => ({ ...parseCardSearch(new URLSearchParams()), ...(position ? { position: position as CardSearch["position"] } : {}) });

/**
 * The card search in a dialog: name, team, league, nation or Korean initials, the position, and
 * the /cards page's own filters (programme, team, league, nation with counts, stat ranges, the
 * advanced panel), kept in the dialog rather than the URL so the builder's draft link stays as is.
 */
export function CardPicker({ open, position: initialPosition, title, onClose, onPick }: CardPickerProps) {
  const [text, setText] = useState("");
  const [search, setSearch] = useState(() => initialSearch(initialPosition));
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const update = (patch: Partial<CardSearch>) =>
    setSearch((current) => {
      const next = { ...current, ...patch };
      for (const key of Object.keys(patch) as (keyof CardSearch)[]) if (patch[key] === undefined) delete next[key];
      return next;
    });
  // Typing and filtering keep the last results on screen while the next ones load.
  const deferredText = useDeferredValue(text.trim());
  const deferredSearch = useDeferredValue(search);
  const filter = useMemo(() => cardFilterVariables({ ...deferredSearch, search: deferredText || undefined }), [deferredSearch, deferredText]);
  return (
    <Dialog open={open} onClose={onClose} title={title} description="이름, 팀, 리그, 국가나 초성(예: ㅅㅎㅁ)으로 찾으세요.">
      <Controls>
        <input type="search" aria-label="선수 검색" placeholder="선수 검색" value={text} onChange={(e) => setText(e.target.value)} autoFocus />
        <div>
          <select aria-label="포지션" value={search.position ?? ""} onChange={(e) => update({ position: (e.target.value || undefined) as CardSearch["position"] })}>
            <option value="">전체 포지션</option>
            {POSITIONS.map((p) => <option key={p} value={p}>{p}</option>)}
          </select>
          <Button variant="secondary" size="sm" aria-expanded={advancedOpen} aria-controls="advanced-filters" onClick={() => setAdvancedOpen((o) => !o)}>상세 필터</Button>
        </div>
        <StatRangeFilter ranges={search.stats ?? []} onChange={update} />
        {advancedOpen ? (
          <Suspense fallback={<p role="status">상세 필터를 불러오는 중…</p>}>
            <AdvancedFilters search={search} onChange={update} />
          </Suspense>
        ) : null}
      </Controls>
      <Suspense fallback={<p role="status">검색 중…</p>}>
        <Results filter={filter} search={search} onChange={update} onPick={onPick} />
      </Suspense>
    </Dialog>
  );
}

type ResultsProps = { filter: CardPickerQuery$variables["filter"]; search: CardSearch; onChange: (patch: Partial<CardSearch>) => void; onPick: (card: BuilderCard) => void };

function Results({ filter, search, onChange, onPick }: ResultsProps) {
  const { cards, cardFacets } = useLazyLoadQuery<CardPickerQuery>(
    graphql`
      query CardPickerQuery($filter: CardFilter) {
        cards(filter: $filter, first: 20) {
          totalCount
          edges {
            node {
              id
              ...squadCard_card
            }
          }
        }
        cardFacets(filter: $filter) {
          ...CardFacetFilters_facets
        }
      }
    `,
    { filter },
    { fetchPolicy: "store-or-network" },
  );
  const found = cards.edges.map((e) => ({ id: e.node.id, card: readSquadCard(e.node) }));
  return (
    <>
      <CardFacetFilters facetsRef={cardFacets} search={search} onChange={onChange} />
      <Count aria-live="polite">{formatCount(cards.totalCount)}개의 카드</Count>
      {found.length === 0 ? <p role="status">카드를 찾을 수 없습니다</p> : (
        <List aria-label="검색 결과">
          {found.map(({ id, card }) => (
            <li key={id}>
              <button type="button" onClick={() => onPick(card)}>
                <strong>{card.ovr}</strong> <span>{card.position}</span> {card.name}
                <small>{[card.team, card.className].filter(Boolean).join(" · ")}</small>
              </button>
            </li>
          ))}
        </List>
      )}
    </>
  );
}

const Controls = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  marginBottom: theme.space(3),
  // As on /cards (CardSearchForm): every select of the filters looks like the other controls.
  "& select": { ...controlSurface(theme), minHeight: "34px", borderRadius: theme.radii.md, padding: theme.space(1, 2) },
  "& > input, & > div > select": { ...controlSurface(theme), minHeight: "42px", padding: theme.space(2, 3), color: theme.colors.text, fontSize: theme.fontSizes.md },
  "& > div:first-of-type": { display: "flex", gap: theme.space(2), alignItems: "center", "& > select": { flex: 1 } },
}));
const Count = styled.p(({ theme }) => ({ margin: theme.space(0, 0, 2), color: theme.colors.textMuted }));
const List = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: theme.space(1),
  maxHeight: "50vh",
  overflowY: "auto",
  "& button": {
    width: "100%",
    display: "flex",
    alignItems: "baseline",
    gap: theme.space(2),
    padding: theme.space(2, 3),
    textAlign: "left",
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.sm,
    cursor: "pointer",
  },
  "& button:hover": { background: theme.colors.surfaceHover },
  "& small": { marginLeft: "auto", color: theme.colors.textMuted },
}));
