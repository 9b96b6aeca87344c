import styled from "@emotion/styled";
import { Suspense, useState } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router-dom";
import type { LatestPostsSection_post$key } from "../../__generated__/LatestPostsSection_post.graphql";
import type { LatestPostsSection_query$key } from "../../__generated__/LatestPostsSection_query.graphql";
import type { LatestPostsSectionBestQuery } from "../../__generated__/LatestPostsSectionBestQuery.graphql";
import { BEST_TAB } from "../../../domain/bestPosts";
import { useRelativeTime } from "../../lib/renderClock";
import { PostTypeBadge } from "../community/PostTypeBadge";
import { Panel, PanelHead } from "../ui/Panel";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { controlSurface, selectedControl } from "../ui/surfaces";

const TABS = [
  { key: "latest", label: "최신", title: "최신 게시글", to: "/community" },
  { key: "best", label: BEST_TAB.label, title: "인기 게시글", to: `/community?type=${BEST_TAB.key}` },
] as const;

/**
 * The home page's posts: the 10 latest (a new post joins the top: useCreatePostMutation) or, on
 * the 인기 tab, the 10 most liked 인기 posts. The page renders 최신 on the server and on hydration;
 * 인기 is fetched on its first click, so the home query (and its cache) does not depend on likes.
 */
export function LatestPostsSection({ queryRef }: { queryRef: LatestPostsSection_query$key }) {
  const data = useFragment(
    graphql`
      fragment LatestPostsSection_query on Query {
        posts(first: 10) @connection(key: "LatestPostsSection_posts") {
          edges {
            node {
              id
              ...LatestPostsSection_post
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [tabKey, setTabKey] = useState<(typeof TABS)[number]["key"]>("latest");
  const tab = TABS.find((t) => t.key === tabKey)!;
  return (
    <Panel aria-labelledby="latest-posts-title">
      <Head>
        <h2 id="latest-posts-title">게시글</h2>
        <Link to={tab.to}>
          <VisuallyHidden>{tab.title} </VisuallyHidden>전체 보기
        </Link>
      </Head>
      <Tabs role="tablist" aria-label="게시글 목록">
        {TABS.map((t) => (
          <TabButton key={t.key} id={`home-posts-${t.key}`} type="button" role="tab" aria-selected={t.key === tabKey} aria-controls="home-posts-panel" onClick={() => setTabKey(t.key)}>
            {t.label}
          </TabButton>
        ))}
      </Tabs>
      <div id="home-posts-panel" role="tabpanel" aria-labelledby={`home-posts-${tabKey}`}>
        {tabKey === "best" ? (
          <Suspense fallback={<Empty role="status">불러오는 중…</Empty>}>
            <BestPosts />
          </Suspense>
        ) : (
          <PostList edges={data.posts.edges} empty="아직 게시글이 없습니다" />
        )}
      </div>
    </Panel>
  );
}

/** The 인기 tab: 10 인기 posts, most liked first (domain/bestPosts.ts), fetched when the tab is first opened. */
function BestPosts() {
  const data = useLazyLoadQuery<LatestPostsSectionBestQuery>(
    graphql`
      query LatestPostsSectionBestQuery {
        posts(first: 10, best: true) {
          edges {
            node {
              id
              ...LatestPostsSection_post
            }
          }
        }
      }
    `,
    {},
    // Shown at once when seen before, refreshed behind it: likes move this list.
    { fetchPolicy: "store-and-network" },
  );
  return <PostList edges={data.posts.edges} empty="아직 인기글이 없습니다" />;
}

/** The panel's list (최신 or 인기). */
function PostList({ edges, empty }: { edges: readonly { node: { id: string } & LatestPostsSection_post$key }[]; empty: string }) {
  if (edges.length === 0) return <Empty>{empty}</Empty>;
  return (
    <List>
      {edges.map(({ node }) => (
        <LatestPost key={node.id} postRef={node} />
      ))}
    </List>
  );
}

function LatestPost({ postRef }: { postRef: LatestPostsSection_post$key }) {
  const relativeTimeKo = useRelativeTime();
  const post = useFragment(
    graphql`
      fragment LatestPostsSection_post on Post {
        databaseId
        title
        type
        commentCount
        createdAt
      }
    `,
    postRef,
  );
  return (
    <li>
      <Item to={`/posts/${post.databaseId}`}>
        <PostTypeBadge type={post.type} />
        <PostTitle>{post.title}</PostTitle>
        {post.commentCount > 0 ? <Count>[{post.commentCount}]</Count> : null}
        <time dateTime={post.createdAt}>{relativeTimeKo(post.createdAt)}</time>
      </Item>
    </li>
  );
}

const Head = styled(PanelHead)(({ theme }) => ({ marginBottom: theme.space(2) }));
const Tabs = styled.div(({ theme }) => ({ display: "flex", gap: theme.space(1), marginBottom: theme.space(2) }));
const TabButton = styled.button(({ theme }) => ({
  padding: theme.space(1, 3), borderRadius: theme.radii.pill, ...controlSurface(theme),
  color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, cursor: "pointer",
  "&[aria-selected=true]": { ...selectedControl(theme), fontWeight: theme.fontWeights.bold },
}));
const List = styled.ul({ listStyle: "none", margin: 0, padding: 0 });
const Item = styled(Link)(({ theme }) => ({
  display: "flex", alignItems: "center", gap: theme.space(2), padding: theme.space(3, 1), borderTop: `1px solid ${theme.colors.border}`, fontSize: theme.fontSizes.sm,
  "& time": { flexShrink: 0, color: theme.colors.textSubtle, fontSize: theme.fontSizes.xs },
  "&:hover": { color: theme.colors.primary },
}));
const PostTitle = styled.span({ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
const Count = styled.span(({ theme }) => ({ color: theme.colors.primary, flexShrink: 0 }));
const Empty = styled.p(({ theme }) => ({ padding: theme.space(6, 0), textAlign: "center", color: theme.colors.textMuted }));
