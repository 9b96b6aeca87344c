import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import type { ReviewInsightPanel_card$key } from "../../__generated__/ReviewInsightPanel_card.graphql";
import { formatRating } from "../../../domain/rating";
import { INSIGHT_AXES, INSIGHT_RULE_TEXT } from "../../../domain/reviewInsight";
import { Panel } from "../ui/Panel";

const axisLabel = (key: string) => INSIGHT_AXES.find((a) => a.key === key)?.label ?? key;
const top = (percentile: number) => `상위 ${Math.max(1, Math.round(100 - percentile))}%`;

/** The review summary above the reviews: strongest and weakest axes against the position, and the most-liked praise and complaint. */
export function ReviewInsightPanel({ cardRef }: { cardRef: ReviewInsightPanel_card$key }) {
  const card = useFragment(
    graphql`
      fragment ReviewInsightPanel_card on Card {
        position
        reviewInsight {
          peerCount
          strongest
          weakest
          axes { key percentile average }
          positive { reviewText overallRating likeCount }
          negative { reviewText overallRating likeCount }
        }
      }
    `,
    cardRef,
  );
  const insight = card.reviewInsight;
  if (!insight) return null;
  const axis = (key: string) => insight.axes.find((a) => a.key === key);
  const strongest = axis(insight.strongest);
  const weakest = axis(insight.weakest);
  return (
    <Panel aria-labelledby="review-insight-title" data-testid="review-insight">
      <h3 id="review-insight-title">리뷰 요약</h3>
      <Lead>{INSIGHT_RULE_TEXT} ({card.position} {insight.peerCount}장)</Lead>
      <Axes>
        {strongest ? <div><dt>가장 강한 점</dt><dd>{axisLabel(strongest.key)} {formatRating(strongest.average)} · {top(strongest.percentile)}</dd></div> : null}
        {weakest ? <div><dt>가장 약한 점</dt><dd>{axisLabel(weakest.key)} {formatRating(weakest.average)} · {top(weakest.percentile)}</dd></div> : null}
      </Axes>
      {[{ label: "추천 많은 호평", quote: insight.positive }, { label: "추천 많은 혹평", quote: insight.negative }].map(({ label, quote }) =>
        quote ? (
          <Quote key={label}>
            <strong>{label}</strong> <span>★ {formatRating(quote.overallRating)} · 추천 {quote.likeCount}</span>
            <p>“{quote.reviewText}”</p>
          </Quote>
        ) : null,
      )}
    </Panel>
  );
}

const Lead = styled.p(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, margin: theme.space(1, 0, 3) }));
const Axes = styled.dl(({ theme }) => ({
  display: "grid", gap: theme.space(2), gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))", margin: 0,
  "& dt": { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  "& dd": { margin: 0, fontWeight: theme.fontWeights.bold },
}));
const Quote = styled.blockquote(({ theme }) => ({
  margin: theme.space(3, 0, 0),
  "& span": { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  "& p": { margin: theme.space(1, 0, 0), whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
}));
