import styled from "@emotion/styled";
import { useState } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { SquadBuilderRouteQuery } from "../../__generated__/SquadBuilderRouteQuery.graphql";
import { FORMATIONS, formationByName, isFormationName } from "../../../domain/formations";
import { encodeSquad, type SquadDraft } from "../../../domain/squadCode";
import { cardAt, clearDraft, placeCard, removeCard, swapSlots } from "../../../domain/squadDraft";
import { squadFigures } from "../../../domain/squadFigures";
import { BENCH_MAX, STARTERS } from "../../../domain/squads";
import { CardPicker } from "../../components/squads/CardPicker";
import { SquadFiguresPanel } from "../../components/squads/SquadFiguresPanel";
import { SquadPitch } from "../../components/squads/SquadPitch";
import { SquadSaveForm } from "../../components/squads/SquadSaveForm";
import { readSquadCard, type BuilderCard } from "../../components/squads/squadCard";
import { Button } from "../../components/ui/Button";
import { ToolPage, ToolTitle } from "../../components/tools/ToolPage";
import { controlSurface } from "../../components/ui/surfaces";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { draftFromParams, editIdOf } from "./squadUrls";

/** /squad-builder: pick a formation, put cards on the pitch and bench; the draft lives in `?s=` so a link shares it. */
export function SquadBuilderRoute() {
  useDocumentTitle("스쿼드 메이커");
  const data = usePreloadedQuery<SquadBuilderRouteQuery>(
    graphql`
      query SquadBuilderRouteQuery($ids: [ID!]!, $squadId: ID!, $editing: Boolean!) @preloadable {
        viewer { databaseId }
        nodes(ids: $ids) {
          ...squadCard_card @alias(as: "card")
        }
        squad(id: $squadId) @include(if: $editing) { ...SquadSaveForm_squad }
      }
    `,
    useRouteQueryRef<SquadBuilderRouteQuery>(),
  );
  const [params, setParams] = useSearchParams();
  const draft = draftFromParams(params);
  const formation = formationByName(draft.formation)!;
  // Cards seen so far (the loader's and each pick): the loader does not run again on every edit.
  const [known, setKnown] = useState(() => new Map<number, BuilderCard>());
  const loaded = new Map(data.nodes.flatMap((n) => (n?.card ? [readSquadCard(n.card)] : [])).map((c) => [c.databaseId, c]));
  const cardOf = (id: number | null): BuilderCard | null => (id === null ? null : known.get(id) ?? loaded.get(id) ?? null);
  const [selected, setSelected] = useState<number | null>(null);
  const [picking, setPicking] = useState<number | null>(null);

  const setDraft = (next: SquadDraft) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      out.set("s", encodeSquad(next));
      return out;
    }, { replace: true });

  const onSlot = (slot: number) => {
    if (selected === null) {
      if (cardAt(draft, slot) === null) setPicking(slot);
      else setSelected(slot);
    } else if (selected === slot) {
      setSelected(null);
    } else {
      setDraft(swapSlots(draft, selected, slot));
      setSelected(null);
    }
  };
  const onPick = (card: BuilderCard) => {
    setKnown((m) => new Map(m).set(card.databaseId, card));
    if (picking !== null) setDraft(placeCard(draft, picking, card.databaseId));
    setPicking(null);
    setSelected(null);
  };

  const starters = draft.starters.map(cardOf);
  const figures = squadFigures(formation.positions.map((p) => p.position), starters);
  const pickingPosition = picking !== null && picking < STARTERS ? formation.positions[picking].position : "";

  return (
    <ToolPage>
      <ToolTitle>스쿼드 메이커</ToolTitle>
      <Layout>
        <div>
          <Bar>
            <select
              aria-label="포메이션"
              value={draft.formation}
              onChange={(e) => isFormationName(e.target.value) && setDraft({ ...draft, formation: e.target.value })}
            >
              {FORMATIONS.map((f) => <option key={f.name} value={f.name}>{f.name}</option>)}
            </select>
            <Button variant="secondary" size="sm" onClick={() => { setDraft(clearDraft(draft)); setSelected(null); }}>전체 비우기</Button>
          </Bar>
          <SquadPitch formation={formation} cards={starters} fits={figures.fits} selected={selected} onSlot={onSlot}
            onDrop={(from, to) => { setDraft(swapSlots(draft, from, to)); setSelected(null); }} />
          {selected !== null && (
            <Actions role="region" aria-label="선택한 선수">
              <span>다른 자리를 누르면 서로 바뀝니다.</span>
              <Button size="sm" variant="secondary" onClick={() => setPicking(selected)}>카드 변경</Button>
              <Button size="sm" variant="secondary" onClick={() => { setDraft(removeCard(draft, selected)); setSelected(null); }}>빼기</Button>
              <Button size="sm" variant="ghost" onClick={() => setSelected(null)}>취소</Button>
            </Actions>
          )}
          <Bench aria-label={`후보 (${draft.bench.length}/${BENCH_MAX})`}>
            <h2>후보 {draft.bench.length}/{BENCH_MAX}</h2>
            <ul>
              {draft.bench.map((id, i) => {
                const card = cardOf(id);
                const slot = STARTERS + i;
                return (
                  <li key={id}>
                    <button type="button" aria-pressed={selected === slot} onClick={() => onSlot(slot)}>
                      {card ? `${card.ovr} ${card.name} (${card.position})` : `#${id}`}
                    </button>
                  </li>
                );
              })}
              {draft.bench.length < BENCH_MAX && (
                <li><Button size="sm" variant="secondary" onClick={() => (selected !== null ? onSlot(STARTERS + draft.bench.length) : setPicking(STARTERS + draft.bench.length))}>후보 추가</Button></li>
              )}
            </ul>
          </Bench>
        </div>
        <Side>
          <SquadFiguresPanel figures={figures} />
          <SquadSaveForm draft={draft} signedIn={!!data.viewer} squadRef={data.squad ?? null} editId={editIdOf(params)} />
        </Side>
      </Layout>
      {picking !== null && (
        <CardPicker open position={pickingPosition} title={picking < STARTERS ? `${pickingPosition} 선수 선택` : "후보 선수 선택"}
          onClose={() => setPicking(null)} onPick={onPick} />
      )}
    </ToolPage>
  );
}

const Layout = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(4),
  gridTemplateColumns: "minmax(0, 1fr)",
  [theme.mq.md]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
}));
const Bar = styled.div(({ theme }) => ({
  display: "flex",
  gap: theme.space(2),
  marginBottom: theme.space(3),
  "& select": { ...controlSurface(theme), flex: 1, minHeight: "34px", borderRadius: theme.radii.md, padding: theme.space(1, 2) },
}));
const Actions = styled.div(({ theme }) => ({
  display: "flex", flexWrap: "wrap", alignItems: "center", gap: theme.space(2), marginTop: theme.space(2), fontSize: theme.fontSizes.sm,
}));
const Bench = styled.section(({ theme }) => ({
  marginTop: theme.space(3),
  "& h2": { fontSize: theme.fontSizes.md, marginBottom: theme.space(2) },
  "& ul": { listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: theme.space(2) },
  "& li > button[aria-pressed]": {
    ...controlSurface(theme), padding: theme.space(1.5, 3), borderRadius: theme.radii.md, cursor: "pointer", fontSize: theme.fontSizes.sm,
  },
  "& li > button[aria-pressed=true]": { borderColor: theme.colors.accent },
}));
const Side = styled.div(({ theme }) => ({ display: "grid", gap: theme.space(4), alignContent: "start" }));
