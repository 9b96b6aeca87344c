import { graphql, useLazyLoadQuery, useRefetchableFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { ActivityScrapsQuery } from "../../__generated__/ActivityScrapsQuery.graphql";
import type { ActivityScraps_user$key } from "../../__generated__/ActivityScraps_user.graphql";
import { postTypeLabel } from "../../../domain/posts";
import { useRelativeTime } from "../../lib/renderClock";
import { ButtonLink } from "../ui/Button";
import { Pager } from "./Pager";
import { Chip, Clamp, Empty, Item, List, Meta, Row } from "./styles";
import type { ActivityTabProps } from "./types";
import { useActivityList } from "./useActivityList";

/** My saved posts (스크랩), newest saved first; un-saving is on the post itself. */
function ActivityScraps({ userRef }: ActivityTabProps<ActivityScraps_user$key>) {
  const relativeTimeKo = useRelativeTime();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ActivityScraps_user on User
      @argumentDefinitions(offset: { type: "Int", defaultValue: 0 })
      @refetchable(queryName: "ActivityScrapsRefetchQuery") {
        scraps(first: 20, offset: $offset) {
          totalCount
          edges {
            node {
              id
              databaseId
              title
              type
              excerpt
              createdAt
              scrapCount
            }
          }
        }
      }
    `,
    userRef,
  );
  const total = data.scraps.totalCount;
  const list = useActivityList(refetch, total);

  if (total === 0) {
    return (
      <Empty>
        <p>아직 스크랩한 게시글이 없습니다.</p>
        <ButtonLink to="/community">커뮤니티 가기</ButtonLink>
      </Empty>
    );
  }
  return (
    <>
      <List aria-busy={list.pending}>
        {data.scraps.edges.map(({ node }) => (
          <Item key={node.id}>
            <Row>
              <Chip>{postTypeLabel(node.type)}</Chip>
              <Meta>{relativeTimeKo(node.createdAt)} · 스크랩 {node.scrapCount}</Meta>
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

/** Loads on demand, like the other list tabs (cost limit). */
export function ActivityScrapsTab() {
  const data = useLazyLoadQuery<ActivityScrapsQuery>(
    graphql`
      query ActivityScrapsQuery {
        viewer {
          ...ActivityScraps_user
        }
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );
  return data.viewer ? <ActivityScraps userRef={data.viewer} /> : null;
}
