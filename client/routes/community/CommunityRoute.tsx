import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import { Link, useNavigate } from "react-router-dom";
import type { CommunityRouteQuery } from "../../__generated__/CommunityRouteQuery.graphql";
import { POST_MESSAGES } from "../../../domain/postRules";
import { BOARD_PAGE_SIZE, BOARD_TABS, rangeLabel } from "../../../domain/posts";
import { useGoToLogin } from "../../components/account/useLoginRedirect";
import { BoardPager } from "../../components/community/BoardPager";
import { BoardSidePanel } from "../../components/community/BoardSidePanel";
import { PostListItem } from "../../components/community/PostListItem";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { useToast } from "../../components/ui/Toast";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { useLatestSearchParams } from "../../lib/useLatestSearchParams";
import { boardParams } from "./communityUrl";
import { controlSurface, selectedControl } from "../../components/ui/surfaces";
import { BestListControls } from "../../components/community/BestListControls";
import { BEST_TAB } from "../../../domain/bestPosts";

/** 커뮤니티 (/community): tabs, search, 10 posts a page; tab, search and page live in the URL. */
export function CommunityRoute() {
  useDocumentTitle("커뮤니티");
  const [params, setParams] = useLatestSearchParams();
  const { tab, search, page, sort, period } = boardParams(params);
  const best = tab === BEST_TAB.key;
  const navigate = useNavigate();
  const toast = useToast();
  const goToLogin = useGoToLogin();
  const data = usePreloadedQuery<CommunityRouteQuery>(
    graphql`
      query CommunityRouteQuery($type: PostType, $search: String, $offset: Int, $best: Boolean, $sort: PostSort, $period: PostPeriod) @preloadable {
        viewer {
          id
        }
        posts(first: 10, offset: $offset, type: $type, search: $search, pinNotices: true, best: $best, sort: $sort, period: $period)
          @connection(key: "CommunityRoute_posts", filters: ["type", "search", "offset", "best", "sort", "period"]) {
          totalCount
          edges {
            node {
              id
              ...PostListItem_post
            }
          }
        }
        ...BoardSidePanel_query
      }
    `,
    useRouteQueryRef<CommunityRouteQuery>(),
  );
  const [draft, setDraft] = useState(search);
  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    // Back/forward changed the URL's search: the box follows it.
    setLastSearch(search);
    setDraft(search);
  }
  // Every control changes the latest URL (a quick second click keeps the first: useLatestSearchParams).
  const update = (patch: Record<string, string | number | null>) =>
    setParams((next) => {
      if (!("page" in patch)) next.delete("page");
      // The 인기 tab's sort and period belong to it: another tab starts without them.
      if ("type" in patch) ["sort", "period"].forEach((key) => next.delete(key));
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === "" || value === "all" || (key === "page" && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: draft.trim() });
  };
  const write = () => {
    if (!data.viewer) {
      toast({ title: "로그인 필요", text: POST_MESSAGES.postLoginRequired, tone: "error" });
      return goToLogin("/community/write");
    }
    navigate("/community/write");
  };
  const total = data.posts.totalCount;
  const pageCount = Math.ceil(total / BOARD_PAGE_SIZE);
  // The URL's page lies past the end of a board that has posts (e.g. ?page=999): offer page 1 instead.
  const pastLastPage = data.posts.edges.length === 0 && total > 0;

  return (
    <Page>
      <Main>
        <Head>
          <Title>커뮤니티</Title>
          <Button onClick={write}>글쓰기</Button>
        </Head>
        <Tabs role="tablist" aria-label="게시판 분류">
          {BOARD_TABS.map((t) => (
            <TabButton key={t.key} type="button" role="tab" aria-selected={t.key === tab} onClick={() => update({ type: t.key })}>
              {t.label}
            </TabButton>
          ))}
        </Tabs>
        {best ? <BestListControls sort={sort} period={period} onChange={update} /> : null}
        <Search role="search" onSubmit={submitSearch}>
          <input type="search" aria-label="게시글 검색" placeholder="제목, 내용, 작성자 검색 (초성 검색 가능)" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
          <Button type="submit" variant="secondary">검색</Button>
        </Search>
        {pastLastPage ? null : <Range role="status">{rangeLabel(total, page, BOARD_PAGE_SIZE)}</Range>}
        {pastLastPage ? (
          <Empty role="status">
            이 페이지에는 게시글이 없습니다
            <br />
            <FirstPage to={{ search: firstPageSearch(params) }}>1페이지로 이동</FirstPage>
          </Empty>
        ) : data.posts.edges.length === 0 ? (
          <Empty>{search ? "검색 결과가 없습니다." : best ? "이 기간의 인기글이 없습니다." : "아직 게시글이 없습니다."}</Empty>
        ) : (
          <List aria-label="게시글 목록">
            {data.posts.edges.map(({ node }) => (
              <PostListItem key={node.id} postRef={node} />
            ))}
          </List>
        )}
        {pastLastPage ? null : <BoardPager page={page} pageCount={pageCount} onChange={(p) => { update({ page: p }); window.scrollTo({ top: 0 }); }} />}
      </Main>
      <BoardSidePanel queryRef={data} />
    </Page>
  );
}

const Page = styled(Container)(({ theme }) => ({
  display: "grid", gap: theme.space(6), gridTemplateColumns: "minmax(0, 1fr)", paddingTop: theme.space(6), paddingBottom: theme.space(10),
  [theme.mq.md]: { gridTemplateColumns: "minmax(0, 1fr) 300px" },
}));
const Main = styled.div(({ theme }) => ({ display: "grid", gap: theme.space(3), alignContent: "start" }));
const Head = styled.div({ display: "flex", justifyContent: "space-between", alignItems: "center" });
const Title = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.heavy }));
const Tabs = styled.div(({ theme }) => ({ display: "flex", gap: theme.space(1), overflowX: "auto" }));
const TabButton = styled.button(({ theme }) => ({
  padding: theme.space(2, 4), borderRadius: theme.radii.pill, ...controlSurface(theme),
  color: theme.colors.textMuted, cursor: "pointer", flexShrink: 0,
  "&[aria-selected=true]": { ...selectedControl(theme), fontWeight: theme.fontWeights.bold },
}));
const Search = styled.form(({ theme }) => ({
  display: "flex", gap: theme.space(2),
  "& input": { flex: 1, minWidth: 0, padding: theme.space(2, 3), borderRadius: theme.radii.sm, ...controlSurface(theme) },
}));
const Range = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));
const List = styled.ul({ listStyle: "none", margin: 0, padding: 0 });
/** The board's query string without its page: the same tab and search, page 1. */
function firstPageSearch(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete("page");
  const search = next.toString();
  return search ? `?${search}` : "";
}

const FirstPage = styled(Link)(({ theme }) => ({ display: "inline-block", marginTop: theme.space(3), color: theme.colors.primary, fontWeight: theme.fontWeights.bold }));
const Empty = styled.p(({ theme }) => ({ padding: theme.space(10, 0), textAlign: "center", color: theme.colors.textMuted }));
