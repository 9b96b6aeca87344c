import styled from "@emotion/styled";
import { Suspense, useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useParams } from "react-router-dom";
import type { FormationTopRouteQuery } from "../../__generated__/FormationTopRouteQuery.graphql";
import { formationByName } from "../../../domain/formations";
import { parsePosition } from "../../../domain/positions";
import { RANKING_RULE_TEXT, formatRating } from "../../../domain/rating";
import { OvrBadge, ProgrammeBadge } from "../../components/cards/CardBadges";
import { FormationTopCard, FormationTopPlaceholders, TopList } from "../../components/formations/FormationTopCard";
import { RatingStars } from "../../components/formations/RatingStars";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";

type View = "grid" | "list";

/** /formations/{formation}/{position}: the 100 best reviewed cards there, as a grid or a list. */
export function FormationTopRoute() {
  const params = useParams();
  const formation = formationByName(params.formation ?? "")?.name ?? "";
  const position = parsePosition(params.formationPosition) ?? "";
  const title = `${formation} ${position} TOP 100`;
  useDocumentTitle(title);
  const [view, setView] = useState<View>("grid");
  const queryRef = useRouteQueryRef<FormationTopRouteQuery>();
  return (
    <Container>
      <Head>
        <ButtonLink to="/" size="sm" variant="ghost">← 홈으로</ButtonLink>
        <h1>{title}</h1>
        <div role="group" aria-label="보기 방식">
          <button type="button" aria-pressed={view === "grid"} onClick={() => setView("grid")}>그리드</button>
          <button type="button" aria-pressed={view === "list"} onClick={() => setView("list")}>리스트</button>
        </div>
      </Head>
      <Rule>{RANKING_RULE_TEXT}</Rule>
      <Suspense fallback={<FormationTopPlaceholders view={view} count={20} />}>
        <Players queryRef={queryRef} view={view} position={position} />
      </Suspense>
    </Container>
  );
}

function Players({ queryRef, view, position }: { queryRef: PreloadedQuery<FormationTopRouteQuery>; view: View; position: string }) {
  const { formation } = usePreloadedQuery<FormationTopRouteQuery>(
    graphql`
      query FormationTopRouteQuery($formation: String!, $position: String!) @preloadable {
        formation(name: $formation) {
          __typename
          ... on Formation {
            topPlayers(position: $position, first: 100) {
              edges {
                node {
                  rank
                  avgRating
                  reviewCount
                  card {
                    databaseId
                    name
                    ovr
                    imageUrl
                    position
                    className
                  }
                }
              }
            }
          }
        }
      }
    `,
    queryRef,
  );
  const players = formation.__typename === "Formation" ? formation.topPlayers.edges.map((e) => e.node) : [];
  if (players.length === 0) return <Empty>이 포메이션의 {position} 포지션으로 리뷰된 선수가 없습니다.</Empty>;
  return (
    <TopList data-view={view} aria-label="TOP 100 선수">
      {players.map((p) => (
        <FormationTopCard key={p.rank} to={`/cards/${p.card.databaseId}`} view={view} rank={p.rank} imageUrl={p.card.imageUrl} name={p.card.name} position={p.card.position}>
          <OvrBadge ovr={p.card.ovr} />
          <ProgrammeBadge className={p.card.className} />
          <RatingStars rating={p.avgRating} />
          <small>{formatRating(p.avgRating)} · 리뷰 {p.reviewCount}</small>
        </FormationTopCard>
      ))}
    </TopList>
  );
}

const Head = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  alignItems: "center",
  gap: theme.space(2),
  margin: theme.space(4, 0),
  "& h1": { fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.heavy, textAlign: "center" },
  "& [role=group]": { display: "flex", gap: theme.space(1) },
  "& [role=group] button": {
    minHeight: "36px",
    padding: theme.space(0, 2),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    cursor: "pointer",
  },
  "& [role=group] button[aria-pressed=true]": { background: theme.colors.primary, color: theme.colors.onPrimary },
}));
const Rule = styled.p(({ theme }) => ({ margin: theme.space(0, 0, 3), fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }));
const Empty = styled.p(({ theme }) => ({ padding: theme.space(12, 0), textAlign: "center", color: theme.colors.textMuted }));
