import { graphql, usePreloadedQuery } from "react-relay";
import { Link, useSearchParams } from "react-router-dom";
import type { CompareRouteQuery, CompareRouteQuery$data } from "../../__generated__/CompareRouteQuery.graphql";
import { CARD_COMPARE_COUNT_MESSAGE, CARD_COMPARE_MAX, compareCountOk, comparePath, parseCompareIds } from "../../../domain/cardComparison";
import { programmeLabel } from "../../../domain/programmes";
import { DETAILED_STATS, GK_STATS, MAIN_STATS, type StatKey } from "../../../domain/stats";
import { CompareRadar } from "../../components/tools/CompareRadar";
import { CompareStatTable, type CompareRow } from "../../components/tools/CompareStatTable";
import { Notice, ToolPanel, ToolLead, ToolPage, ToolTitle } from "../../components/tools/ToolPage";
import { ButtonLink } from "../../components/ui/Button";
import { ProgrammeBadge } from "../../components/cards/CardBadges";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";

type CardData = Extract<CompareRouteQuery$data["nodes"][number], { __typename: "Card" }>;

/** Every stat the query selects, by catalogue key (a stat missing here is a type error). */
function statValues({
  pace, shooting, passing, agilityMain, defending, physical,
  acceleration, sprintSpeed, finishing, shotPower, longShots, positioning, penalties, volleys,
  shortPassing, longPassing, vision, crossing, curve, fkAccuracy,
  dribbling, ballControl, agility, reactions, balance, composure,
  marking, defAwareness, standingTackle, slidingTackle, interceptions, headingAccuracy,
  strength, aggression, jumping, stamina,
  diving, handling, kicking, reflexes, gkPositioning,
}: CardData): Record<StatKey, number | null | undefined> {
  return {
    pace, shooting, passing, agilityMain, defending, physical,
    acceleration, sprintSpeed, finishing, shotPower, longShots, positioning, penalties, volleys,
    shortPassing, longPassing, vision, crossing, curve, fkAccuracy,
    dribbling, ballControl, agility, reactions, balance, composure,
    marking, defAwareness, standingTackle, slidingTackle, interceptions, headingAccuracy,
    strength, aggression, jumping, stamina,
    diving, handling, kicking, reflexes, gkPositioning,
  };
}

type Averages = NonNullable<CardData["reviewSummary"]["averages"]>;
const reviewValues = ({ pace, shooting, passing, agility, defense, physical, overall }: Averages) =>
  ({ pace, shooting, passing, agility, defense, physical, overall });

const REVIEW_AVERAGES = [
  ["pace", "속력"], ["shooting", "슛"], ["passing", "패스"], ["agility", "민첩성"], ["defense", "수비"], ["physical", "피지컬"], ["overall", "총점"],
] as const;

/** Card-vs-card comparison (/compare?cards=1,2,3): 2–4 cards side by side, shareable by URL. */
export function CompareRoute() {
  useDocumentTitle("카드 비교");
  const { nodes } = usePreloadedQuery<CompareRouteQuery>(
    graphql`
      query CompareRouteQuery($ids: [ID!]!) @preloadable {
        nodes(ids: $ids) {
          __typename
          ... on Card {
            databaseId name position ovr className
            otherVersions { databaseId ovr className }
            pace shooting passing agilityMain defending physical
            acceleration sprintSpeed finishing shotPower longShots positioning penalties volleys
            shortPassing longPassing vision crossing curve fkAccuracy
            dribbling ballControl agility reactions balance composure
            marking defAwareness standingTackle slidingTackle interceptions headingAccuracy
            strength aggression jumping stamina
            diving handling kicking reflexes gkPositioning
            reviewSummary { reviewCount averages { pace shooting passing agility defense physical overall } }
          }
        }
      }
    `,
    useRouteQueryRef<CompareRouteQuery>(),
  );
  const [params] = useSearchParams();
  const requested = parseCompareIds(params.get("cards"));
  const cards = nodes.flatMap((n) => (n?.__typename === "Card" ? [n] : []));
  if (!compareCountOk(requested) || cards.length < 2) {
    const missing = compareCountOk(requested) ? "비교할 카드를 찾을 수 없습니다. " : "";
    return (
      <ToolPage>
        <ToolTitle>카드 비교</ToolTitle>
        <Notice role="alert">{missing}{CARD_COMPARE_COUNT_MESSAGE} 선수 검색이나 카드 페이지에서 비교할 카드를 고르세요.</Notice>
        <ButtonLink to="/cards">선수 검색으로</ButtonLink>
      </ToolPage>
    );
  }
  const names = cards.map((c) => c.name);
  const values = cards.map(statValues);
  const rows = (stats: readonly { key: StatKey; label: string }[]): CompareRow[] =>
    stats.map(({ key, label }) => ({ key, label, values: values.map((v) => v[key] ?? null) }));
  const reviewRows: CompareRow[] = REVIEW_AVERAGES.map(([key, label]) => ({
    key,
    label,
    values: cards.map(({ reviewSummary: { reviewCount, averages } }) => (reviewCount > 0 && averages ? reviewValues(averages)[key] : null)),
  }));
  const hasKeeper = cards.some((c) => c.position === "GK");
  return (
    <ToolPage>
      <ToolTitle>카드 비교</ToolTitle>
      <ToolLead>더 높은 값에 ▲ 표시가 붙습니다. 이 페이지 주소를 공유하면 같은 비교를 볼 수 있습니다.</ToolLead>
      <ToolPanel aria-label="비교 카드">
        <ol>
          {cards.map((c) => (
            <li key={c.databaseId}>
              <Link to={`/cards/${c.databaseId}`}>{c.name}</Link> <ProgrammeBadge className={c.className} /> · {c.position} · OVR {c.ovr}
              <VersionPicks ids={requested} versions={c.otherVersions} />
            </li>
          ))}
        </ol>
      </ToolPanel>
      <CompareRadar names={names} rows={rows(MAIN_STATS)} />
      <CompareStatTable title="주요 스탯" names={names} rows={rows(MAIN_STATS)} />
      <CompareStatTable title="실사용 평균 평점" names={names} rows={reviewRows} />
      <CompareStatTable title="세부 스탯" names={names} rows={rows(DETAILED_STATS)} />
      {hasKeeper ? <CompareStatTable title="골키퍼 스탯" names={names} rows={rows(GK_STATS)} /> : null}
    </ToolPage>
  );
}

/** The player's other versions not yet compared, each a link that adds it (while fewer than four cards are compared). */
function VersionPicks({ ids, versions }: { ids: readonly number[]; versions: CardData["otherVersions"] }) {
  const open = versions.filter((v) => !ids.includes(v.databaseId));
  if (open.length === 0 || ids.length >= CARD_COMPARE_MAX) return null;
  return (
    <small data-testid="compare-versions">
      {" · 다른 버전 추가: "}
      {open.map((v, i) => (
        <span key={v.databaseId}>
          {i > 0 ? ", " : null}
          <Link to={comparePath([...ids, v.databaseId])}>{v.className ? programmeLabel(v.className) : "버전"} {v.ovr}</Link>
        </span>
      ))}
    </small>
  );
}
