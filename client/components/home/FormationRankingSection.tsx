import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { FormationRankingSection_query$key } from "../../__generated__/FormationRankingSection_query.graphql";
import { formatRating } from "../../../domain/rating";
import { RatingStars } from "../formations/RatingStars";
import { PanelHead, StackPanel } from "../ui/Panel";
import { HomePanelEmpty } from "./HomePanelEmpty";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { formatCount } from "../../../domain/numbers";

/** Home: the six most reviewed formations with their average rating. */
export function FormationRankingSection({ queryRef }: { queryRef: FormationRankingSection_query$key }) {
  const data = useFragment(
    graphql`
      fragment FormationRankingSection_query on Query {
        recommendedFormations(first: 6) {
          formation
          usage
          avgRating
        }
      }
    `,
    queryRef,
  );
  const formations = data.recommendedFormations;
  return (
    <StackPanel aria-labelledby="formation-ranking-title">
      <PanelHead>
        <h2 id="formation-ranking-title">포메이션 랭킹</h2>
        <Link to="/formations">
          <VisuallyHidden>포메이션 랭킹 </VisuallyHidden>전체 보기
        </Link>
      </PanelHead>
      {formations.length === 0 ? (
        <HomePanelEmpty>포메이션 데이터가 없습니다.</HomePanelEmpty>
      ) : (
        <List aria-label="포메이션 랭킹 목록">
          {formations.map((f, i) => (
            <li key={f.formation}>
              <Entry to={`/formation-rankings?formation=${encodeURIComponent(f.formation)}`}>
                <Rank data-top={i < 3 || undefined}>{i + 1}</Rank>
                <Name>{f.formation}</Name>
                <Figures>
                  <span>
                    <RatingStars rating={f.avgRating} /> {formatRating(f.avgRating)}
                  </span>
                  <Usage>리뷰 {formatCount(f.usage)}개</Usage>
                </Figures>
              </Entry>
            </li>
          ))}
        </List>
      )}
    </StackPanel>
  );
}

const List = styled.ol(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  listStyle: "none",
  padding: 0,
  margin: 0,
  [theme.mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [theme.mq.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
}));
const Entry = styled(Link)(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "2rem 1fr auto",
  alignItems: "center",
  gap: theme.space(2),
  padding: theme.space(3),
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
  transition: `background ${theme.motion.fast}`,
  "&:hover": { background: theme.colors.surfaceHover },
}));
const Rank = styled.span(({ theme }) => ({
  fontFamily: theme.fonts.numeric,
  fontSize: theme.fontSizes.lg,
  fontWeight: theme.fontWeights.heavy,
  color: theme.colors.textMuted,
  textAlign: "center",
  "&[data-top]": { color: theme.colors.accent },
}));
const Name = styled.span(({ theme }) => ({ fontWeight: theme.fontWeights.bold, minWidth: 0 }));
const Figures = styled.span(({ theme }) => ({ display: "grid", justifyItems: "end", gap: theme.space(0.5), fontSize: theme.fontSizes.sm }));
const Usage = styled.span(({ theme }) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }));
