import styled from "@emotion/styled";
import { Suspense, useDeferredValue, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { CardPickerQuery } from "../../__generated__/CardPickerQuery.graphql";
import { POSITIONS } from "../../../domain/positions";
import { Dialog } from "../ui/Dialog";
import { controlSurface } from "../ui/surfaces";
import { readSquadCard, type BuilderCard } from "./squadCard";

type CardPickerProps = {
  open: boolean;
  /** The slot's position, offered as the first filter (empty for the bench). */
  position: string;
  title: string;
  onClose: () => void;
  onPick: (card: BuilderCard) => void;
};

/** The card search (name, team, league, nation, Korean initials) with a position filter, in a dialog. */
export function CardPicker({ open, position: initialPosition, title, onClose, onPick }: CardPickerProps) {
  const [search, setSearch] = useState("");
  const [position, setPosition] = useState(initialPosition);
  const deferred = useDeferredValue(search.trim());
  // The card filter takes absent fields, not nulls.
  const filter = { ...(deferred ? { search: deferred } : {}), ...(position ? { position } : {}) };
  return (
    <Dialog open={open} onClose={onClose} title={title} description="이름, 팀, 리그, 국가나 초성(예: ㅅㅎㅁ)으로 찾으세요.">
      <Controls>
        <input type="search" aria-label="선수 검색" placeholder="선수 검색" value={search} onChange={(e) => setSearch(e.target.value)} autoFocus />
        <select aria-label="포지션" value={position} onChange={(e) => setPosition(e.target.value)}>
          <option value="">전체 포지션</option>
          {POSITIONS.map((p) => <option key={p} value={p}>{p}</option>)}
        </select>
      </Controls>
      <Suspense fallback={<p role="status">검색 중…</p>}>
        <Results filter={filter} onPick={onPick} />
      </Suspense>
    </Dialog>
  );
}

function Results({ filter, onPick }: { filter: { search?: string; position?: string }; onPick: (card: BuilderCard) => void }) {
  const { cards } = useLazyLoadQuery<CardPickerQuery>(
    graphql`
      query CardPickerQuery($filter: CardFilter) {
        cards(filter: $filter, first: 20) {
          edges {
            node {
              id
              ...squadCard_card
            }
          }
        }
      }
    `,
    { filter },
    { fetchPolicy: "store-or-network" },
  );
  const found = cards.edges.map((e) => ({ id: e.node.id, card: readSquadCard(e.node) }));
  if (found.length === 0) return <p role="status">카드를 찾을 수 없습니다</p>;
  return (
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
  );
}

const Controls = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: theme.space(2),
  marginBottom: theme.space(3),
  "& input, & select": { ...controlSurface(theme), minHeight: "42px", padding: theme.space(2, 3), color: theme.colors.text, fontSize: theme.fontSizes.md },
}));
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
