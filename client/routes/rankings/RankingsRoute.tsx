import styled from "@emotion/styled";
import { graphql, useFragment, usePreloadedQuery } from "react-relay";
import { NavLink, useParams, useSearchParams } from "react-router-dom";
import type { RankingsRouteQuery } from "../../__generated__/RankingsRouteQuery.graphql";
import type { RankingsRoute_positionTop$key } from "../../__generated__/RankingsRoute_positionTop.graphql";
import { BASE_OVR_RULE, levelLabel, levelOfParams, levelParam } from "../../../domain/cardLevelIds";
import { rankingsSubject } from "../../../domain/pageMeta";
import { LevelSelect } from "../../components/cards/LevelSelect";
import { LevelRankingTable } from "./LevelRankingTable";
import { PlayerLink, TableWrap } from "./rankingStyles";
import { RANKING_RULE_TEXT, formatRating, rankingScore } from "../../../domain/rating";
import { DEFAULT_RANKING_POSITION, RANKING_PAGE_POSITIONS } from "../../../domain/positions";
import { OvrBadge, PositionBadge, ProgrammeBadge } from "../../components/cards/CardBadges";
import { ListMessage } from "../../components/cards/CardGrid";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { rankingPosition } from "./rankingsUrl";
import { controlSurface, panelSurface, selectedControl } from "../../components/ui/surfaces";
import { formatCount } from "../../../domain/numbers";

const KEY_STATS = {
  keeper: [["diving", "다이빙"], ["handling", "핸들링"], ["kicking", "킥"]],
  outfield: [["pace", "속력"], ["shooting", "슛"], ["passing", "패스"]],
} as const;

type KeyStats = Record<(typeof KEY_STATS)[keyof typeof KEY_STATS][number][0], number | null | undefined>;
const keyStatsOf = ({ pace, shooting, passing, diving, handling, kicking }: KeyStats): KeyStats => ({ pace, shooting, passing, diving, handling, kicking });

/**
 * Position top 100 (/rankings/{position?}, default ST) with the three summary cards; with
 * ?level=rank-3 the position's OVR ranking at that level instead (LevelRankingTable).
 */
export function RankingsRoute() {
  const position = rankingPosition(useParams().position) ?? DEFAULT_RANKING_POSITION;
  const [params, setParams] = useSearchParams();
  const level = levelOfParams(params);
  useDocumentTitle(rankingsSubject(position, level));
  const data = usePreloadedQuery<RankingsRouteQuery>(
    graphql`
      query RankingsRouteQuery($position: String!, $atLevel: Boolean!, $kind: CardLevelKind!, $level: Int!) @preloadable {
        ...LevelSelect_query
        ...LevelRankingTable_query @include(if: $atLevel) @alias(as: "levelRanking") @arguments(kind: $kind, level: $level, position: $position)
        positionTop(position: $position) @skip(if: $atLevel) {
          ...RankingsRoute_positionTop
        }
      }
    `,
    useRouteQueryRef<RankingsRouteQuery>(),
  );
  const levelQuery = level ? `?level=${levelParam(level)}` : "";
  return (
    <Page>
      <Title>포지션별 TOP 100</Title>
      <Positions aria-label="포지션 선택">
        {RANKING_PAGE_POSITIONS.map((p) => (
          <NavLink key={p} to={`/rankings/${p}${levelQuery}`} aria-current={p === position ? "page" : undefined} preventScrollReset>
            {p}
          </NavLink>
        ))}
      </Positions>
      <LevelRow>
        <LevelSelect queryRef={data} value={level} onChange={(next) => setParams(next ? { level: levelParam(next) } : {}, { preventScrollReset: true })} />
        <Rule>{level ? `${levelLabel(level)} 기준 OVR 순위입니다. ${BASE_OVR_RULE}` : RANKING_RULE_TEXT}</Rule>
      </LevelRow>
      {level && data.levelRanking ? <LevelRankingTable queryRef={data.levelRanking} position={position} level={level} /> : data.positionTop ? <RatingTop topRef={data.positionTop} position={position} /> : null}
    </Page>
  );
}

/** The rating TOP 100 of a position: summary cards and the table. */
function RatingTop({ topRef, position }: { topRef: RankingsRoute_positionTop$key; position: string }) {
  const positionTop = useFragment(
    graphql`
      fragment RankingsRoute_positionTop on PositionTop {
        averageOvr
        averageRating
        totalReviews
        priorMean
        cards {
          id
          databaseId
          name
          position
          ovr
          className
          avgRating
          reviewCount
          pace
          shooting
          passing
          diving
          handling
          kicking
        }
      }
    `,
    topRef,
  );
  const stats = position === "GK" ? KEY_STATS.keeper : KEY_STATS.outfield;
  return (
    <>
      <Summary>
        <div><dt>평균 OVR</dt><dd>{positionTop.averageOvr?.toFixed(1) ?? "-"}</dd></div>
        <div><dt>평균 평점</dt><dd>{positionTop.averageRating != null ? formatRating(positionTop.averageRating) : "-"}</dd></div>
        <div><dt>총 리뷰 수</dt><dd>{formatCount(positionTop.totalReviews)}</dd></div>
      </Summary>
      {positionTop.cards.length === 0 ? (
        <ListMessage>해당 포지션에 등록된 카드가 없습니다</ListMessage>
      ) : (
        <TableWrap>
          <table aria-label={`${position} 순위`}>
            <thead>
              <tr>
                <th scope="col">순위</th>
                <th scope="col">선수</th>
                <th scope="col">OVR</th>
                <th scope="col">보정 평점</th>
                <th scope="col">평점</th>
                <th scope="col">리뷰</th>
                {stats.map(([key, label]) => <th key={key} scope="col">{label}</th>)}
              </tr>
            </thead>
            <tbody>
              {positionTop.cards.map((card, i) => (
                <tr key={card.id}>
                  <td>{i + 1}</td>
                  <td>
                    <PlayerLink to={`/cards/${card.databaseId}`}>
                      <PositionBadge position={card.position} /> {card.name} <ProgrammeBadge className={card.className} />
                    </PlayerLink>
                  </td>
                  <td><OvrBadge ovr={card.ovr} /></td>
                  <td data-testid="ranking-score">{card.reviewCount > 0 && positionTop.priorMean != null ? formatRating(rankingScore(card.avgRating, card.reviewCount, positionTop.priorMean)) : "-"}</td>
                  <td>{card.reviewCount > 0 ? formatRating(card.avgRating) : "-"}</td>
                  <td>{card.reviewCount}</td>
                  {stats.map(([key]) => <td key={key}>{keyStatsOf(card)[key] ?? "-"}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}

const Page = styled(Container)(({ theme }) => ({ display: "grid", gap: theme.space(4), paddingTop: theme.space(6), paddingBottom: theme.space(10) }));
const Title = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.heavy }));
const Rule = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));
const Positions = styled.nav(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space(2),
  "& a": { padding: theme.space(1.5, 3.5), borderRadius: theme.radii.pill, ...controlSurface(theme), fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.sm },
  "& a[aria-current=page]": selectedControl(theme),
}));
const Summary = styled.dl(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: theme.space(3),
  "& > div": { padding: theme.space(3, 4), ...panelSurface(theme) },
  "& dt": { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  "& dd": { margin: 0, fontFamily: theme.fonts.numeric, fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.heavy },
}));
const LevelRow = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: theme.space(3) }));
