import styled from "@emotion/styled";
import { graphql, usePaginationFragment, usePreloadedQuery } from "react-relay";
import { Link, useSearchParams } from "react-router-dom";
import type { SquadsRouteQuery } from "../../__generated__/SquadsRouteQuery.graphql";
import type { SquadsRoute_query$key } from "../../__generated__/SquadsRoute_query.graphql";
import { FORMATION_NAMES } from "../../../domain/formations";
import { ToolPage, ToolTitle } from "../../components/tools/ToolPage";
import { Button, ButtonLink } from "../../components/ui/Button";
import { controlSurface, selectedControl } from "../../components/ui/surfaces";
import { panelSurface } from "../../components/ui/surfaces";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";

/** /squads: public squads, newest or most liked, filtered by formation. */
export function SquadsRoute() {
  useDocumentTitle("스쿼드");
  const query = usePreloadedQuery<SquadsRouteQuery>(
    graphql`
      query SquadsRouteQuery($sort: SquadSort!, $formation: String) @preloadable {
        ...SquadsRoute_query @arguments(sort: $sort, formation: $formation)
      }
    `,
    useRouteQueryRef<SquadsRouteQuery>(),
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment SquadsRoute_query on Query
      @refetchable(queryName: "SquadsRoutePaginationQuery")
      @argumentDefinitions(
        sort: { type: "SquadSort!" }
        formation: { type: "String" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        squads(sort: $sort, formation: $formation, first: $first, after: $after) @connection(key: "SquadsRoute_squads") {
          totalCount
          edges {
            node {
              id
              databaseId
              name
              formation
              likeCount
              commentCount
              author { displayName }
            }
          }
        }
      }
    `,
    query as SquadsRoute_query$key,
  );
  const [params, setParams] = useSearchParams();
  const sort = params.get("sort") === "likes" ? "likes" : "newest";
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
      <p>{data.squads.totalCount}개의 스쿼드</p>
      {data.squads.edges.length === 0 ? <p>아직 공개된 스쿼드가 없습니다.</p> : (
        <List>
          {data.squads.edges.map(({ node }) => (
            <li key={node.id}>
              <Link to={`/squads/${node.databaseId}`}><strong>{node.name}</strong></Link>
              <span>{node.formation} · {node.author.displayName} · 좋아요 {node.likeCount} · 댓글 {node.commentCount}</span>
            </li>
          ))}
        </List>
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
const List = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: theme.space(2),
  "& li": { ...panelSurface(theme), padding: theme.space(3, 4), display: "grid", gap: theme.space(1) },
  "& span": { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
}));
