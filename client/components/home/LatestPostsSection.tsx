import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { LatestPostsSection_post$key } from "../../__generated__/LatestPostsSection_post.graphql";
import type { LatestPostsSection_query$key } from "../../__generated__/LatestPostsSection_query.graphql";
import { useRelativeTime } from "../../lib/renderClock";
import { PostTypeBadge } from "../community/PostTypeBadge";
import { Panel, PanelHead } from "../ui/Panel";
import { VisuallyHidden } from "../ui/VisuallyHidden";

/** The home page's 10 latest posts; a new post joins the top of this list (useCreatePostMutation). */
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
  return (
    <Panel aria-labelledby="latest-posts-title">
      <Head>
        <h2 id="latest-posts-title">최신 게시글</h2>
        <Link to="/community">
          <VisuallyHidden>최신 게시글 </VisuallyHidden>전체 보기
        </Link>
      </Head>
      {data.posts.edges.length === 0 ? (
        <Empty>아직 게시글이 없습니다</Empty>
      ) : (
        <List>
          {data.posts.edges.map(({ node }) => (
            <LatestPost key={node.id} postRef={node} />
          ))}
        </List>
      )}
    </Panel>
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
const List = styled.ul({ listStyle: "none", margin: 0, padding: 0 });
const Item = styled(Link)(({ theme }) => ({
  display: "flex", alignItems: "center", gap: theme.space(2), padding: theme.space(3, 1), borderTop: `1px solid ${theme.colors.border}`, fontSize: theme.fontSizes.sm,
  "& time": { flexShrink: 0, color: theme.colors.textSubtle, fontSize: theme.fontSizes.xs },
  "&:hover": { color: theme.colors.primary },
}));
const PostTitle = styled.span({ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
const Count = styled.span(({ theme }) => ({ color: theme.colors.primary, flexShrink: 0 }));
const Empty = styled.p(({ theme }) => ({ padding: theme.space(6, 0), textAlign: "center", color: theme.colors.textMuted }));
