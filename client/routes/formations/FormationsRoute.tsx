import styled from "@emotion/styled";
import { graphql, usePreloadedQuery } from "react-relay";
import { Link } from "react-router-dom";
import type { FormationsRouteQuery } from "../../__generated__/FormationsRouteQuery.graphql";
import { formatRating } from "../../../domain/rating";
import { RatingStars } from "../../components/formations/RatingStars";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { formatCount } from "../../../domain/numbers";

const rankingsHref = (name: string) => `/formation-rankings?formation=${encodeURIComponent(name)}`;

/** /formations: the top three on a podium (first in the middle, larger), then every formation ranked. */
export function FormationsRoute() {
  useDocumentTitle("포메이션 순위");
  const { formations } = usePreloadedQuery<FormationsRouteQuery>(
    graphql`
      query FormationsRouteQuery @preloadable {
        formations {
          rank
          percentage
          reviewCount
          avgRating
          formation {
            name
          }
        }
      }
    `,
    useRouteQueryRef<FormationsRouteQuery>(),
  );
  const [first, second, third] = formations;
  const podium = [second, first, third].filter((f) => f !== undefined);
  return (
    <Container>
      <Title>포메이션 순위</Title>
      {formations.length === 0 ? (
        <Empty>포메이션 통계 데이터가 없습니다.</Empty>
      ) : (
        <>
          <Podium aria-label="상위 3개 포메이션">
            {podium.map((f) => (
              <li key={f.rank} data-rank={f.rank}>
                <PodiumCard to={rankingsHref(f.formation.name)}>
                  <Medal>{f.rank}위</Medal>
                  <strong>{f.formation.name}</strong>
                  <span>{f.percentage.toFixed(1)}%</span>
                  <RatingStars rating={f.avgRating} />
                  <small>리뷰 {formatCount(f.reviewCount)}개</small>
                </PodiumCard>
              </li>
            ))}
          </Podium>
          <Ranked aria-label="전체 포메이션 순위">
            {formations.map((f) => (
              <li key={f.rank}>
                <Row to={rankingsHref(f.formation.name)}>
                  <b>{f.rank}</b>
                  <span>{f.formation.name}</span>
                  <Bar aria-hidden="true"><i style={{ width: `${Math.min(100, f.percentage * 3)}%` }} /></Bar>
                  <span>{f.percentage.toFixed(1)}%</span>
                  <small>리뷰 {formatCount(f.reviewCount)} · ★ {formatRating(f.avgRating)}</small>
                </Row>
              </li>
            ))}
          </Ranked>
        </>
      )}
    </Container>
  );
}

const Title = styled.h1(({ theme }) => ({ margin: theme.space(4, 0), fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.heavy }));
const Empty = styled.p(({ theme }) => ({ padding: theme.space(12, 0), textAlign: "center", color: theme.colors.textMuted }));
const Podium = styled.ol(({ theme }) => ({
  listStyle: "none",
  margin: theme.space(0, 0, 6),
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  alignItems: "end",
  gap: theme.space(2),
  "& li[data-rank='1'] a": { minHeight: "190px", borderColor: theme.colors.accent, "& strong": { fontSize: theme.fontSizes.lg } },
}));
const PodiumCard = styled(Link)(({ theme }) => ({
  display: "grid",
  justifyItems: "center",
  alignContent: "center",
  gap: theme.space(1),
  minHeight: "150px",
  padding: theme.space(3, 1),
  textAlign: "center",
  borderRadius: theme.radii.lg,
  border: `2px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  "& strong": { fontSize: theme.fontSizes.md, overflowWrap: "anywhere" },
  "& span": { fontFamily: theme.fonts.numeric, color: theme.colors.primary, fontWeight: theme.fontWeights.bold },
  "& small": { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
  "&:hover": { background: theme.colors.surfaceHover },
}));
const Medal = styled.em(({ theme }) => ({ fontStyle: "normal", color: theme.colors.accent, fontWeight: theme.fontWeights.heavy }));
const Ranked = styled.ol(({ theme }) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space(2) }));
const Row = styled(Link)(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "2rem minmax(0, 1fr) auto",
  gridTemplateAreas: '"rank name pct" "rank bar bar" "rank meta meta"',
  alignItems: "center",
  columnGap: theme.space(2),
  rowGap: theme.space(1),
  padding: theme.space(3),
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
  "& b": { gridArea: "rank", fontFamily: theme.fonts.numeric, color: theme.colors.textMuted, textAlign: "center" },
  "& > span:nth-of-type(1)": { gridArea: "name", fontWeight: theme.fontWeights.bold },
  "& > span:nth-of-type(2)": { gridArea: "pct", fontFamily: theme.fonts.numeric },
  "& small": { gridArea: "meta", color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
  "&:hover": { background: theme.colors.surfaceHover },
}));
const Bar = styled.span(({ theme }) => ({
  gridArea: "bar",
  height: "6px",
  borderRadius: "3px",
  background: theme.colors.border,
  overflow: "hidden",
  "& i": { display: "block", height: "100%", background: theme.colors.primary },
}));
