import { graphql, useLazyLoadQuery, useRefetchableFragment } from "react-relay";
import type { ActivityPostsQuery } from "../../__generated__/ActivityPostsQuery.graphql";
import { Link } from "react-router-dom";
import type { ActivityPosts_user$key } from "../../__generated__/ActivityPosts_user.graphql";
import { postTypeLabel } from "../../../domain/posts";
import { useRelativeTime } from "../../lib/renderClock";
import { Button, ButtonLink } from "../ui/Button";
import { Pager } from "./Pager";
import { Actions, Chip, Clamp, Empty, Item, List, Meta, Row } from "./styles";
import type { ActivityTabProps } from "./types";
import { useActivityList } from "./useActivityList";
import { useDeletePostMutation } from "./useDeletePostMutation";

/** My posts. Links use the real routes (/posts/{id}, /community/write?edit={id}), not the spec's broken ones. */
function ActivityPosts({ userRef }: ActivityTabProps<ActivityPosts_user$key>) {
  const relativeTimeKo = useRelativeTime();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ActivityPosts_user on User
      @argumentDefinitions(offset: { type: "Int", defaultValue: 0 })
      @refetchable(queryName: "ActivityPostsRefetchQuery") {
        posts(first: 20, offset: $offset) {
          totalCount
          edges {
            node {
              id
              databaseId
              title
              type
              excerpt
              createdAt
            }
          }
        }
      }
    `,
    userRef,
  );
  const total = data.posts.totalCount;
  const list = useActivityList(refetch, total);
  const [deletePost] = useDeletePostMutation();

  if (total === 0) {
    return (
      <Empty>
        <p>아직 작성한 게시글이 없습니다.</p>
        <ButtonLink to="/community">커뮤니티 가기</ButtonLink>
      </Empty>
    );
  }

  return (
    <>
      <List aria-busy={list.pending}>
        {data.posts.edges.map(({ node }) => (
          <Item key={node.id}>
            <Row>
              <Chip>{postTypeLabel(node.type)}</Chip>
              <Meta>{relativeTimeKo(node.createdAt)}</Meta>
              <Actions>
                <ButtonLink size="sm" variant="secondary" to={`/community/write?edit=${node.databaseId}`}>수정</ButtonLink>
                <Button size="sm" variant="ghost" onClick={() => list.remove("게시글", async (offset) => (await deletePost({ id: node.id, offset })).deletePost)}>삭제</Button>
              </Actions>
            </Row>
            <Link to={`/posts/${node.databaseId}`}>
              <strong>{node.title}</strong>
            </Link>
            <Clamp>{node.excerpt}</Clamp>
          </Item>
        ))}
      </List>
      <Pager total={total} offset={list.offset} onOffset={list.goTo} />
    </>
  );
}

/** The tab loads on demand: one route query with all three lists would exceed the API's cost limit. */
export function ActivityPostsTab() {
  const data = useLazyLoadQuery<ActivityPostsQuery>(
    graphql`
      query ActivityPostsQuery {
        viewer {
          ...ActivityPosts_user
        }
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );
  return data.viewer ? <ActivityPosts userRef={data.viewer} /> : null;
}
