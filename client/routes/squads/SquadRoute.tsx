import styled from "@emotion/styled";
import { useState } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import { Link, useNavigate } from "react-router-dom";
import type { SquadRouteQuery } from "../../__generated__/SquadRouteQuery.graphql";
import { formationByName } from "../../../domain/formations";
import { squadFigures } from "../../../domain/squadFigures";
import { STARTERS } from "../../../domain/squads";
import { SquadComments } from "../../components/squads/SquadComments";
import { SquadFiguresPanel } from "../../components/squads/SquadFiguresPanel";
import { SquadPitch } from "../../components/squads/SquadPitch";
import { readSquadCard, type BuilderCard } from "../../components/squads/squadCard";
import { useDeleteSquadMutation, useToggleSquadLikeMutation } from "../../components/squads/useSquadMutations";
import { ToolPage, ToolTitle, ToolLead } from "../../components/tools/ToolPage";
import { Button, ButtonLink } from "../../components/ui/Button";
import { StatusMessage } from "../../components/ui/StatusMessage";
import { errorMessage } from "../../lib/useMutationPromise";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";

/** /squads/{id}: a saved squad on the pitch with its figures, likes and comments. */
export function SquadRoute() {
  const { squad, viewer } = usePreloadedQuery<SquadRouteQuery>(
    graphql`
      query SquadRouteQuery($id: ID!) @preloadable {
        viewer { databaseId }
        squad(id: $id) {
          id
          databaseId
          name
          description
          formation
          isPublic
          likeCount
          viewerHasLiked
          viewerCanEdit
          shareCode
          author { displayName }
          players { slot card { ...squadCard_card } }
          ...SquadComments_squad
        }
      }
    `,
    useRouteQueryRef<SquadRouteQuery>(),
  );
  useDocumentTitle(squad?.name ?? "스쿼드를 찾을 수 없습니다");
  const [toggleLike, liking] = useToggleSquadLikeMutation();
  const [remove] = useDeleteSquadMutation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const formation = squad ? formationByName(squad.formation) : undefined;
  if (!squad || !formation) {
    return (
      <StatusMessage badge="404" title="스쿼드를 찾을 수 없습니다" action={<ButtonLink to="/squads">스쿼드 목록</ButtonLink>}>
        삭제되었거나 비공개 스쿼드입니다.
      </StatusMessage>
    );
  }
  const starters: (BuilderCard | null)[] = Array(STARTERS).fill(null);
  const bench: BuilderCard[] = [];
  for (const p of squad.players) {
    const card = readSquadCard(p.card);
    if (p.slot < STARTERS) starters[p.slot] = card;
    else bench.push(card);
  }
  const figures = squadFigures(formation.positions.map((s) => s.position), starters);
  const like = async () => {
    if (!viewer) return navigate(`/login?returnTo=${encodeURIComponent(`/squads/${squad.databaseId}`)}`);
    setError(errorMessage((await toggleLike({ id: squad.id })).toggleSquadLike));
  };
  const onDelete = async () => {
    if (!window.confirm("스쿼드를 삭제하시겠습니까?")) return;
    const message = errorMessage((await remove({ id: squad.id })).deleteSquad);
    if (message) setError(message);
    else navigate("/squads");
  };
  return (
    <ToolPage>
      <ToolTitle>{squad.name}</ToolTitle>
      <ToolLead>{squad.formation} · {squad.author.displayName}{squad.isPublic ? "" : " · 비공개"}</ToolLead>
      {squad.description && <p>{squad.description}</p>}
      <Bar>
        <Button variant={squad.viewerHasLiked ? "primary" : "secondary"} size="sm" aria-pressed={squad.viewerHasLiked} disabled={liking} onClick={like}>
          좋아요 {squad.likeCount}
        </Button>
        <ButtonLink variant="secondary" size="sm" to={`/squad-builder?s=${squad.shareCode}`}>빌더에서 열기</ButtonLink>
        {squad.viewerCanEdit && (
          <>
            <ButtonLink variant="secondary" size="sm" to={`/squad-builder?s=${squad.shareCode}&edit=${squad.databaseId}`}>수정</ButtonLink>
            <Button variant="ghost" size="sm" onClick={onDelete}>삭제</Button>
          </>
        )}
        <Link to="/squads">목록</Link>
      </Bar>
      {error && <p role="alert">{error}</p>}
      <Layout>
        <div>
          <SquadPitch formation={formation} cards={starters} fits={figures.fits} />
          <h2>후보</h2>
          {bench.length ? <ul>{bench.map((c) => <li key={c.databaseId}><Link to={`/cards/${c.databaseId}`}>{c.ovr} {c.name} ({c.position})</Link></li>)}</ul> : <p>후보가 없습니다.</p>}
        </div>
        <div>
          <SquadFiguresPanel figures={figures} />
          <SquadComments squadRef={squad} signedIn={!!viewer} />
        </div>
      </Layout>
    </ToolPage>
  );
}

const Bar = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: theme.space(2), margin: theme.space(3, 0) }));
const Layout = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(4),
  gridTemplateColumns: "minmax(0, 1fr)",
  "& h2": { fontSize: theme.fontSizes.md, margin: theme.space(3, 0, 2) },
  [theme.mq.md]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
}));
