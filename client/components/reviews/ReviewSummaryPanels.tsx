import styled from "@emotion/styled";
import { useState, useTransition } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import type { ReviewSummaryPanels_card$key } from "../../__generated__/ReviewSummaryPanels_card.graphql";
import type { ReviewSummaryPanelsRefetchQuery } from "../../__generated__/ReviewSummaryPanelsRefetchQuery.graphql";
import { Button } from "../ui/Button";
import { formatRating } from "../../../domain/rating";
import { Panel } from "../ui/Panel";

const AVERAGE_LABELS = [
  ["pace", "속력"], ["shooting", "슛"], ["passing", "패스"], ["agility", "민첩성"], ["defense", "수비"], ["physical", "피지컬"],
] as const;

type Averages = Record<(typeof AVERAGE_LABELS)[number][0], number>;
const averageOf = ({ pace, shooting, passing, agility, defense, physical }: Averages): Averages => ({ pace, shooting, passing, agility, defense, physical });

/**
 * Card page panels: recommendation, real-use averages, position fit, top 5 formations. A card with
 * 랭크 levels offers a filter: the panels over the reviews played at one rank (Review.level).
 */
export function ReviewSummaryPanels({ cardRef }: { cardRef: ReviewSummaryPanels_card$key }) {
  const [card, refetch] = useRefetchableFragment<ReviewSummaryPanelsRefetchQuery, ReviewSummaryPanels_card$key>(
    graphql`
      fragment ReviewSummaryPanels_card on Card
      @argumentDefinitions(level: { type: "Int" })
      @refetchable(queryName: "ReviewSummaryPanelsRefetchQuery") {
        levels {
          kind
          level
          label
        }
        reviewSummary(level: $level) {
          reviewCount
          averages { pace shooting passing agility defense physical overall }
          recommendation { likes dislikes percent }
          positionFit { ownPosition ownCount others { position count } }
          topFormations { formation count avgRating }
        }
      }
    `,
    cardRef,
  );
  const [level, setLevel] = useState<number | null>(null);
  const [pending, startTransition] = useTransition();
  const ranks = card.levels.filter((l) => l.kind === "RANK");
  const choose = (next: number | null) => {
    setLevel(next);
    startTransition(() => {
      refetch({ level: next }, { fetchPolicy: "store-or-network" });
    });
  };
  const { averages, recommendation, positionFit, topFormations, reviewCount } = card.reviewSummary;
  return (
    <>
    {ranks.length > 0 ? (
      <Filter role="group" aria-label="리뷰 요약 랭크 필터" aria-busy={pending || undefined}>
        {[null, ...ranks.map((r) => r.level)].map((n) => (
          <Button key={n ?? "all"} type="button" size="sm" variant={level === n ? "primary" : "ghost"} aria-pressed={level === n} onClick={() => choose(n)}>
            {n === null ? "전체 랭크" : ranks.find((r) => r.level === n)!.label}
          </Button>
        ))}
      </Filter>
    ) : null}
    <Grid>
      <SummaryPanel aria-labelledby="recommend-title" data-testid="recommend-panel">
        <h3 id="recommend-title">추천 요약</h3>
        <p>추천 <strong>{recommendation.likes}</strong> · 비추천 <strong>{recommendation.dislikes}</strong></p>
        {/* No votes is no data, not "0% 추천". */}
        {recommendation.likes + recommendation.dislikes === 0 ? (
          <p>아직 추천 데이터가 없습니다.</p>
        ) : (
          <>
            <Bar role="meter" aria-label="추천 비율" aria-valuemin={0} aria-valuemax={100} aria-valuenow={recommendation.percent}>
              <span style={{ width: `${recommendation.percent}%` }} />
            </Bar>
            <p><strong>{recommendation.percent}%</strong> 추천</p>
          </>
        )}
      </SummaryPanel>
      <SummaryPanel aria-labelledby="averages-title" data-testid="averages-panel">
        <h3 id="averages-title">실사용 평균 평점</h3>
        {averages ? (
          <dl>
            {AVERAGE_LABELS.map(([key, label]) => (
              <div key={key}><dt>{label}</dt><dd>{formatRating(averageOf(averages)[key])}</dd></div>
            ))}
            <div><dt>종합</dt><dd data-testid="average-overall">{formatRating(averages.overall)}</dd></div>
          </dl>
        ) : (
          <p>아직 평가 데이터가 없습니다.</p>
        )}
        <small>리뷰 {reviewCount}개 기준{level !== null ? ` (랭크 ${level}에서 사용)` : ""}</small>
      </SummaryPanel>
      <SummaryPanel aria-labelledby="fit-title">
        <h3 id="fit-title">포지션 적합도</h3>
        <p>{positionFit.ownPosition} (원래 포지션): <strong>{positionFit.ownCount}</strong>개</p>
        {positionFit.others.length > 0 ? (
          <ul>{positionFit.others.map((o) => <li key={o.position}>{o.position}: {o.count}개</li>)}</ul>
        ) : (
          <p>다른 포지션으로 사용한 리뷰가 없습니다.</p>
        )}
      </SummaryPanel>
      <SummaryPanel aria-labelledby="formations-title">
        <h3 id="formations-title">추천 포메이션</h3>
        {topFormations.length > 0 ? (
          <ol>
            {topFormations.map((f) => (
              <li key={f.formation}>{f.formation} · {f.count}개 · 평균 {formatRating(f.avgRating)}</li>
            ))}
          </ol>
        ) : (
          <p>포메이션 데이터가 없습니다.</p>
        )}
      </SummaryPanel>
    </Grid>
    </>
  );
}

const Filter = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space(1.5) }));

const Grid = styled.div(({ theme }) => ({ display: "grid", gap: theme.space(3), gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))" }));
const SummaryPanel = styled(Panel)(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  alignContent: "start",
  "& h3": { margin: 0, fontSize: theme.fontSizes.md, fontWeight: theme.fontWeights.bold },
  "& p, & ul, & ol, & dl": { margin: 0, fontSize: theme.fontSizes.sm },
  "& ul, & ol": { paddingLeft: theme.space(5) },
  "& dl": { display: "grid", gridTemplateColumns: "repeat(2, 1fr)", gap: theme.space(1, 3) },
  "& dl div": { display: "flex", justifyContent: "space-between" },
  "& dt": { color: theme.colors.textMuted },
  "& small": { color: theme.colors.textSubtle },
}));
const Bar = styled.div(({ theme }) => ({
  height: "10px",
  borderRadius: theme.radii.pill,
  background: theme.colors.danger,
  overflow: "hidden",
  "& span": { display: "block", height: "100%", background: theme.colors.primary },
}));
