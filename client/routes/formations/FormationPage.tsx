import styled from "@emotion/styled";
import { Suspense, useRef } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useSearchParams } from "react-router-dom";
import type { FormationPageRouteQuery } from "../../__generated__/FormationPageRouteQuery.graphql";
import { FORMATIONS, formationByName, formationTopPath } from "../../../domain/formations";
import { FormationPitch } from "../../components/formations/FormationPitch";
import { FormationPlayersTable } from "../../components/formations/FormationPlayersTable";
import { defaultPositionFor, formationPositions } from "../../components/formations/formationPositions";
import { FormationReviews } from "../../components/formations/reviews/FormationReviews";
import { Container } from "../../components/ui/Container";
import { Skeleton } from "../../components/ui/Skeleton";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { formationPageSearch, formationPageState, type FormationPageState } from "./formationUrl";
import { PanelHead, StackPanel } from "../../components/ui/Panel";

/**
 * /formation-rankings and /formation-detail (each route in its own module, named as its component,
 * so the server finds its chunk to preload: server/pages/ssr/modulePreloads.ts).
 */
export function FormationPage({ variant }: { variant: "rankings" | "detail" }) {
  const [search, setSearch] = useSearchParams();
  const state = formationPageState(search);
  const { formation, position } = state;
  useDocumentTitle(variant === "rankings" ? "포메이션 랭킹" : `${formation.name} 포메이션`);
  const queryRef = useRouteQueryRef<FormationPageRouteQuery>();
  // From the address as it is now, not this render's state: a click on the previous formation's
  // list, still on screen while a busy browser commits the next one, must not navigate back to it.
  const go = (next: Partial<FormationPageState>) =>
    setSearch(formationPageSearch({ ...formationPageState(new URLSearchParams(window.location.search)), ...next }), { preventScrollReset: true });
  // A pick on the pitch remounts it (the Suspense key below); its new dot takes the focus back.
  const pickedOnPitch = useRef(false);
  const takePitchFocus = () => {
    const picked = pickedOnPitch.current;
    pickedOnPitch.current = false;
    return picked;
  };
  const pickOnPitch = (next: string) => {
    if (next === position) return;
    pickedOnPitch.current = true;
    go({ position: next, page: 1 });
  };
  const chooseFormation = (name: string) => {
    const next = formationByName(name) ?? formation;
    go({ formation: next, position: defaultPositionFor(next), page: 1 });
  };

  return (
    <Container>
      <Title>{variant === "rankings" ? "포메이션 랭킹" : `${formation.name} 포메이션`}</Title>
      <Controls>
        <label>
          <span>포메이션</span>
          <select value={formation.name} onChange={(e) => chooseFormation(e.target.value)}>
            {FORMATIONS.map((f) => <option key={f.name} value={f.name}>{f.name}</option>)}
          </select>
        </label>
        <label>
          <span>포지션</span>
          <select value={position} onChange={(e) => go({ position: e.target.value, page: 1 })}>
            {formationPositions(formation).map((p) => <option key={p} value={p}>{p}</option>)}
          </select>
        </label>
      </Controls>
      {/* Keyed by the query's variables: a new formation or position shows a placeholder at once
          instead of keeping the previous one's players on screen (and clickable) while it loads. */}
      <Suspense key={`${formation.name}/${position}`} fallback={<Skeleton height="480px" radius="12px" />}>
        <FormationPageBody variant={variant} queryRef={queryRef} state={state} go={go} pickOnPitch={pickOnPitch} takePitchFocus={takePitchFocus} />
      </Suspense>
    </Container>
  );
}

type BodyProps = {
  variant: "rankings" | "detail";
  queryRef: PreloadedQuery<FormationPageRouteQuery>;
  state: FormationPageState;
  go: (next: Partial<FormationPageState>) => void;
  pickOnPitch: (position: string) => void;
  takePitchFocus: () => boolean;
};

function FormationPageBody({ variant, queryRef, state, go, pickOnPitch, takePitchFocus }: BodyProps) {
  const { formation, position, page, tab } = state;
  const data = usePreloadedQuery<FormationPageRouteQuery>(
    graphql`
      query FormationPageRouteQuery($formation: String!, $position: String!) @preloadable {
        viewer {
          __typename
        }
        formation(name: $formation) {
          ... on Formation @alias(as: "found") {
            ...FormationPlayersTable_formation @arguments(position: $position)
            ...FormationReviews_formation
          }
        }
      }
    `,
    queryRef,
  );
  const found = data.formation.found;
  // The loader only asks for catalogue formations, so a not-found answer cannot reach here.
  if (!found) return null;
  const isLoggedIn = data.viewer !== null;

  const players = (
    <StackPanel aria-label="포메이션 선수 순위">
      <PositionHead>
        <h2>{formation.name} · {position}</h2>
        <Link to={formationTopPath(formation.name, position)}>TOP 100 보기</Link>
      </PositionHead>
      <FormationPitch formation={formation} selected={position} onSelect={pickOnPitch} takeFocus={takePitchFocus} />
      <FormationPlayersTable formationRef={found} position={position} page={page} onPage={(p) => go({ page: p })} />
    </StackPanel>
  );
  const reviews = <FormationReviews formationRef={found} isLoggedIn={isLoggedIn} />;

  return variant === "rankings" ? (
    <Split>
      <div data-area="reviews">{reviews}</div>
      <div data-area="players">{players}</div>
    </Split>
  ) : (
    <>
      <Tabs role="tablist" aria-label="포메이션 상세">
        <button type="button" role="tab" aria-selected={tab === "players"} onClick={() => go({ tab: "players" })}>TOP 선수</button>
        <button type="button" role="tab" aria-selected={tab === "reviews"} onClick={() => go({ tab: "reviews" })}>리뷰</button>
      </Tabs>
      {tab === "reviews" ? reviews : players}
    </>
  );
}

const Title = styled.h1(({ theme }) => ({ margin: theme.space(4, 0, 3), fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.heavy }));
const Controls = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "2fr 1fr",
  gap: theme.space(2),
  marginBottom: theme.space(4),
  maxWidth: "520px",
  "& label": { display: "grid", gap: theme.space(1), fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  "& select": {
    minHeight: "44px",
    padding: theme.space(0, 2),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    fontSize: theme.fontSizes.md,
  },
}));
// Phones: pitch and players first, reviews below; desktop: reviews left, players right.
const Split = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(4),
  gridTemplateAreas: '"players" "reviews"',
  "& > [data-area=reviews]": { gridArea: "reviews", minWidth: 0 },
  "& > [data-area=players]": { gridArea: "players", minWidth: 0 },
  [theme.mq.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)", gridTemplateAreas: '"reviews players"', alignItems: "start" },
}));
const PositionHead = styled(PanelHead)(({ theme }) => ({ "& a": { color: theme.colors.primary } }));
const Tabs = styled.div(({ theme }) => ({
  display: "flex",
  gap: theme.space(1),
  marginBottom: theme.space(3),
  borderBottom: `1px solid ${theme.colors.border}`,
  "& button": { padding: theme.space(2, 4), minHeight: "44px", background: "none", border: "none", color: theme.colors.textMuted, cursor: "pointer", fontSize: theme.fontSizes.md },
  "& button[aria-selected=true]": { color: theme.colors.text, fontWeight: theme.fontWeights.bold, borderBottom: `2px solid ${theme.colors.primary}` },
}));
