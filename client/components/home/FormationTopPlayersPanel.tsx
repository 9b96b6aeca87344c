import styled from "@emotion/styled";
import { useState, useTransition } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import type { FormationTopPlayersPanel_query$key } from "../../__generated__/FormationTopPlayersPanel_query.graphql";
import { DEFAULT_FORMATION, FORMATIONS, formationByName, formationTopPath, type Formation } from "../../../domain/formations";
import { Link } from "react-router-dom";
import { FormationPitch } from "../formations/FormationPitch";
import { defaultPositionFor, formationPositions } from "../formations/formationPositions";
import { FormationTopPlayerRow, FormationTopPlayerRowSkeleton } from "./FormationTopPlayerRow";
import { PanelHead, StackPanel } from "../ui/Panel";
import { HomePanelEmpty } from "./HomePanelEmpty";

/** The home panel fetches 20 and shows 9. */
const SHOWN = 9;
const DEFAULT = formationByName(DEFAULT_FORMATION) as Formation;

/** Home: top players by formation and position, with a pitch whose dots pick the position. */
export function FormationTopPlayersPanel({ queryRef }: { queryRef: FormationTopPlayersPanel_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment FormationTopPlayersPanel_query on Query
      @argumentDefinitions(
        topPlayersFormation: { type: "String", defaultValue: "4-3-3 홀딩" }
        topPlayersPosition: { type: "String", defaultValue: "ST" }
      )
      @refetchable(queryName: "FormationTopPlayersPanelRefetchQuery") {
        topPlayers(formation: $topPlayersFormation, position: $topPlayersPosition, first: 20) {
          rank
          ...FormationTopPlayerRow_player
        }
      }
    `,
    queryRef,
  );
  const [formation, setFormation] = useState<Formation>(DEFAULT);
  const [position, setPosition] = useState("ST");
  const [pending, startTransition] = useTransition();

  const show = (nextFormation: Formation, nextPosition: string) => {
    setFormation(nextFormation);
    setPosition(nextPosition);
    startTransition(() => {
      refetch({ topPlayersFormation: nextFormation.name, topPlayersPosition: nextPosition }, { fetchPolicy: "store-or-network" });
    });
  };
  const chooseFormation = (name: string) => {
    const next = formationByName(name) ?? DEFAULT;
    show(next, defaultPositionFor(next));
  };

  const players = data.topPlayers.slice(0, SHOWN);
  return (
    <StackPanel aria-labelledby="formation-top-title" aria-busy={pending}>
      <PanelHead>
        <h2 id="formation-top-title">포메이션별 TOP 선수</h2>
        <Link to={formationTopPath(formation.name, position)}>TOP 100 보기</Link>
      </PanelHead>
      <Controls>
        <label>
          <span>포메이션</span>
          <select value={formation.name} onChange={(e) => chooseFormation(e.target.value)}>
            {FORMATIONS.map((f) => (
              <option key={f.name} value={f.name}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>포지션</span>
          <select value={position} onChange={(e) => show(formation, e.target.value)}>
            {formationPositions(formation).map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      </Controls>
      <Body>
        <FormationPitch formation={formation} selected={position} onSelect={(p) => show(formation, p)} />
        <div>
          <ListTitle>
            {formation.name} · {position}
          </ListTitle>
          {pending ? (
            <List aria-hidden="true">
              {Array.from({ length: SHOWN }, (_, i) => (
                <li key={i}>
                  <FormationTopPlayerRowSkeleton />
                </li>
              ))}
            </List>
          ) : players.length === 0 ? (
            <HomePanelEmpty>이 포메이션의 {position} 포지션으로 리뷰된 선수가 없습니다.</HomePanelEmpty>
          ) : (
            <List aria-label={`${formation.name} ${position} TOP 선수`}>
              {players.map((p) => (
                <li key={p.rank}>
                  <FormationTopPlayerRow playerRef={p} />
                </li>
              ))}
            </List>
          )}
        </div>
      </Body>
    </StackPanel>
  );
}

const Controls = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "2fr 1fr",
  gap: theme.space(2),
  "& label": { display: "grid", gap: theme.space(1), fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  "& select": {
    minHeight: "40px",
    padding: theme.space(0, 2),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    fontSize: theme.fontSizes.md,
  },
}));
const Body = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(4),
  [theme.mq.md]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", alignItems: "start" },
}));
const ListTitle = styled.h3(({ theme }) => ({ marginBottom: theme.space(2), fontSize: theme.fontSizes.md, fontWeight: theme.fontWeights.bold }));
const List = styled.ol(({ theme }) => ({ display: "grid", gap: theme.space(2), listStyle: "none", padding: 0, margin: 0 }));
