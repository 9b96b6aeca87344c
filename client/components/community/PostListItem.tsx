import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { PostListItem_post$key } from "../../__generated__/PostListItem_post.graphql";
import { LIST_TAGS } from "../../../domain/posts";
import { useRelativeTime } from "../../lib/renderClock";
import { UserName } from "../account/UserName";
import { BlockedFold } from "../account/BlockedFold";
import { PostTypeBadge } from "./PostTypeBadge";
import { BestBadge } from "./BestBadge";

/** One board row: badges (category, 인기), title, 2 tags, author with level, comments, likes, views, relative time. */
export function PostListItem({ postRef }: { postRef: PostListItem_post$key }) {
  const relativeTimeKo = useRelativeTime();
  const post = useFragment(
    graphql`
      fragment PostListItem_post on Post {
        databaseId
        title
        type
        tags
        commentCount
        likes
        views
        isBest
        createdAt
        author {
          ...UserName_user
          ...BlockedFold_user
        }
      }
    `,
    postRef,
  );
  return (
    <Row>
      <Top>
        <PostTypeBadge type={post.type} />
        {post.isBest ? <BestBadge /> : null}
        <BlockedFold authorRef={post.author} what="게시글">
          <Title to={`/posts/${post.databaseId}`}>{post.title}</Title>
        </BlockedFold>
        {post.commentCount > 0 ? <Count aria-label={`댓글 ${post.commentCount}개`}>[{post.commentCount}]</Count> : null}
      </Top>
      <Meta>
        <UserName userRef={post.author} />
        {post.tags.slice(0, LIST_TAGS).map((tag) => (
          <Tag key={tag}>#{tag}</Tag>
        ))}
        <span>좋아요 {post.likes}</span>
        <span>조회 {post.views}</span>
        <time dateTime={post.createdAt}>{relativeTimeKo(post.createdAt)}</time>
      </Meta>
    </Row>
  );
}

const Row = styled.li(({ theme }) => ({ display: "grid", gap: theme.space(1.5), padding: theme.space(3, 1), borderTop: `1px solid ${theme.colors.border}` }));
const Top = styled.div(({ theme }) => ({ display: "flex", alignItems: "center", gap: theme.space(2), minWidth: 0 }));
const Title = styled(Link)(({ theme }) => ({
  minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", fontWeight: theme.fontWeights.bold,
  "&:hover": { color: theme.colors.primary },
}));
const Count = styled.span(({ theme }) => ({ color: theme.colors.primary, fontSize: theme.fontSizes.sm, flexShrink: 0 }));
const Meta = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: theme.space(1, 3), fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }));
const Tag = styled.span(({ theme }) => ({ color: theme.colors.accent }));
