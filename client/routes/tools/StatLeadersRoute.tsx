import { Suspense, useEffect, useState } from "react";
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from "react-relay";
import { Link, useSearchParams } from "react-router-dom";
import type { StatLeadersRouteQuery } from "../../__generated__/StatLeadersRouteQuery.graphql";
import { STAT_LEADERS_LIMIT, parseStatLeaderSelection } from "../../../domain/statLeaders";
import { StatLeaderForm, type StatLeaderDraft } from "../../components/tools/StatLeaderForm";
import { StatLeaderResults } from "../../components/tools/StatLeaderResults";
import { Notice, ToolLead, ToolPage, ToolTitle } from "../../components/tools/ToolPage";
import { Skeleton } from "../../components/ui/Skeleton";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

const StatLeadersQuery = graphql`
  query StatLeadersRouteQuery($position: String, $boosts: [String!]!, $stats: [String!]!, $first: Int) {
    statLeaders(position: $position, boosts: $boosts, stats: $stats, first: $first) {
      __typename
      ... on QueryStatLeadersSuccess { data { ...StatLeaderResults_result } }
      ... on ValidationError { message }
    }
  }
`;

const list = (value: string | null) => (value ? value.split(",").filter(Boolean) : []);
const EMPTY: StatLeaderDraft = { position: "", boosts: [], stats: [] };

/** Stat leaders: the search runs on 찾기 only; the last search lives in the URL so it can be shared. */
export function StatLeadersRoute() {
  useDocumentTitle("스탯 리더");
  const [params, setParams] = useSearchParams();
  const committed: StatLeaderDraft = { position: params.get("position") ?? "", boosts: list(params.get("boosts")), stats: list(params.get("stats")) };
  const key = params.toString();
  const [draft, setDraft] = useState(committed);
  const [message, setMessage] = useState<string | null>(null);
  const [queryRef, loadQuery, disposeQuery] = useQueryLoader<StatLeadersRouteQuery>(StatLeadersQuery);

  useEffect(() => {
    const { position, boosts, stats } = committed;
    if (boosts.length && stats.length) loadQuery({ position: position || null, boosts, stats, first: STAT_LEADERS_LIMIT }, { fetchPolicy: "store-or-network" });
    else disposeQuery();
    // `key` is the committed search; the lists are rebuilt from it on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, loadQuery, disposeQuery]);

  const find = () => {
    const parsed = parseStatLeaderSelection(draft);
    if ("error" in parsed) {
      setMessage(parsed.error);
      return;
    }
    setMessage(null);
    const next = new URLSearchParams({ boosts: parsed.selection.boosts.join(","), stats: parsed.selection.stats.join(",") });
    if (parsed.selection.position) next.set("position", parsed.selection.position);
    setParams(next);
  };
  const reset = () => {
    setDraft(EMPTY);
    setMessage(null);
    setParams(new URLSearchParams());
  };

  return (
    <ToolPage>
      <ToolTitle>스탯 리더</ToolTitle>
      <ToolLead>스킬부스트와 스탯을 고르면 그 스킬부스트를 가진 카드 중 고른 스탯의 합이 가장 높은 카드 {STAT_LEADERS_LIMIT}장을 보여 드립니다. 스킬부스트끼리 비교하려면 <Link to="/skill-boost-comparison">스킬부스트 비교</Link>를 이용하세요.</ToolLead>
      <StatLeaderForm draft={draft} onChange={setDraft} onFind={find} onReset={reset} />
      {message ? <Notice data-tone="error" role="alert">{message}</Notice> : null}
      {queryRef ? (
        <Suspense fallback={<Skeleton height="240px" />}>
          <Results queryRef={queryRef} />
        </Suspense>
      ) : null}
    </ToolPage>
  );
}

function Results({ queryRef }: { queryRef: PreloadedQuery<StatLeadersRouteQuery> }) {
  const { statLeaders } = usePreloadedQuery<StatLeadersRouteQuery>(StatLeadersQuery, queryRef);
  if (statLeaders.__typename === "ValidationError") return <Notice data-tone="error" role="alert">{statLeaders.message}</Notice>;
  if (statLeaders.__typename !== "QueryStatLeadersSuccess") return null;
  return <StatLeaderResults resultRef={statLeaders.data} />;
}
