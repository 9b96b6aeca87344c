import styled from "@emotion/styled";
import { graphql, usePaginationFragment, usePreloadedQuery } from "react-relay";
import { Link, useSearchParams } from "react-router-dom";
import type { SquadsRouteQuery } from "../../__generated__/SquadsRouteQuery.graphql";
import type { SquadsRoute_query$key } from "../../__generated__/SquadsRoute_query.graphql";
import { FORMATION_NAMES } from "../../../domain/formations";
import { ToolPage, ToolTitle } from "../../components/tools/ToolPage";
import { Button, ButtonLink } from "../../components/ui/Button";
import { controlSurface, selectedControl } from "../../components/ui/surfaces";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { SquadListItem } from "./SquadListItem";
import { isMineList } from "./squadUrls";

/** /squads: public squads, newest or most liked, filtered by formation; `?mine=1` the member's own (private too), to edit or delete. */
export function SquadsRoute() {
  useDocumentTitle("스쿼드");
  const query = usePreloadedQuery<SquadsRouteQuery>(
    graphql`
      query SquadsRouteQuery($sort: SquadSort!, $formation: String, $mine: Boolean!) @preloadable {
        viewer { __typename }
        ...SquadsRoute_query @arguments(sort: $sort, formation: $formation, mine: $mine)
      }
    `,
    useRouteQueryRef<SquadsRouteQuery>(),
  );
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment SquadsRoute_query on Query
      @refetchable(queryName: "SquadsRoutePaginationQuery")
      @argumentDefinitions(
        sort: { type: "SquadSort!" }
        formation: { type: "String" }
        mine: { type: "Boolean", defaultValue: false }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        squads(sort: $sort, formation: $formation, mine: $mine, first: $first, after: $after) @connection(key: "SquadsRoute_squads") {
          totalCount
          edges {
            node {
              id
              ...SquadListItem_squad
            }
          }
        }
      }
    `,
    query as SquadsRoute_query$key,
  );
  const [params, setParams] = useSearchParams();
  const sort = params.get("sort") === "likes" ? "likes" : "newest";
  const mine = isMineList(params);
  // A deleted squad leaves the store at once; the list and its count are asked again.
  const reload = () => refetch({}, { fetchPolicy: "network-only" });
  const set = (key: string, value: string | null) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (value) out.set(key, value);
      else out.delete(key);
      return out;
    });
  return (
    <ToolPage>
      <ToolTitle>스쿼드</ToolTitle>
      <Bar>
        {query.viewer && (
          <div role="group" aria-label="목록">
            <Toggle type="button" aria-pressed={!mine} onClick={() => set("mine", null)}>전체 스쿼드</Toggle>
            <Toggle type="button" aria-pressed={mine} onClick={() => set("mine", "1")}>내 스쿼드</Toggle>
          </div>
        )}
        <div role="group" aria-label="정렬">
          <Toggle type="button" aria-pressed={sort === "newest"} onClick={() => set("sort", null)}>최신순</Toggle>
          <Toggle type="button" aria-pressed={sort === "likes"} onClick={() => set("sort", "likes")}>좋아요순</Toggle>
        </div>
        <select aria-label="포메이션" value={params.get("formation") ?? ""} onChange={(e) => set("formation", e.target.value || null)}>
          <option value="">전체 포메이션</option>
          {FORMATION_NAMES.map((f) => <option key={f} value={f}>{f}</option>)}
        </select>
        <ButtonLink to="/squad-builder" size="sm">스쿼드 만들기</ButtonLink>
      </Bar>
      {mine && !query.viewer ? (
        <p>로그인하면 내 스쿼드를 볼 수 있습니다. <Link to="/login?returnTo=%2Fsquads%3Fmine%3D1">로그인</Link></p>
      ) : (
        <>
          <p>{data.squads.totalCount}개의 스쿼드</p>
          {data.squads.edges.length === 0 ? <p>{mine ? "아직 만든 스쿼드가 없습니다." : "아직 공개된 스쿼드가 없습니다."}</p> : (
            <List aria-label={mine ? "내 스쿼드" : "스쿼드 목록"}>
              {/* A just-deleted squad reads as no node until the list is asked again. */}
              {data.squads.edges.flatMap(({ node }) => (node ? [<SquadListItem key={node.id} squadRef={node} manage={mine} onDeleted={reload} />] : []))}
            </List>
          )}
        </>
      )}
      {hasNext && <Button variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(20)}>더 보기</Button>}
    </ToolPage>
  );
}

const Bar = styled.div(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space(2),
  alignItems: "center",
  margin: theme.space(3, 0),
  "& select": { ...controlSurface(theme), minHeight: "34px", borderRadius: theme.radii.md, padding: theme.space(1, 2) },
}));
const Toggle = styled.button(({ theme }) => ({
  ...controlSurface(theme),
  padding: theme.space(1.5, 3),
  cursor: "pointer",
  "&:first-of-type": { borderRadius: `${theme.radii.md} 0 0 ${theme.radii.md}` },
  "&:last-of-type": { borderRadius: `0 ${theme.radii.md} ${theme.radii.md} 0` },
  "&[aria-pressed=true]": selectedControl(theme),
}));
const List = styled.ul(({ theme }) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space(2) }));
