import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router-dom";
import type { UserTabListQuery } from "../../__generated__/UserTabListQuery.graphql";
import { formatRating } from "../../../domain/rating";
import { useRelativeTime } from "../../lib/renderClock";
import { Clamp, Empty, Item, List, Meta, Row } from "../../components/activity/styles";
import { HiddenMarker } from "../../components/moderation/HiddenMarker";
import type { UserTab } from "./userUrl";

/**
 * One tab of a member's public page: their newest 20 of a kind, loaded when the tab opens. The
 * server filters what the viewer may see (hidden items only for their author and admins).
 */
export function UserTabList({ userId, tab }: { userId: string; tab: UserTab }) {
  const relativeTimeKo = useRelativeTime();
  const data = useLazyLoadQuery<UserTabListQuery>(
    graphql`
      query UserTabListQuery($id: ID!, $posts: Boolean!, $comments: Boolean!, $reviews: Boolean!, $formationReviews: Boolean!) {
        node(id: $id) {
          ... on User {
            posts(first: 20) @include(if: $posts) {
              edges { node { id databaseId title excerpt createdAt isHidden } }
            }
            comments(first: 20) @include(if: $comments) {
              edges { node { id content createdAt isHidden post { databaseId title } } }
            }
            reviews(first: 20) @include(if: $reviews) {
              edges { node { id overallRating reviewText createdAt isHidden card { databaseId name } } }
            }
            formationReviews(first: 20) @include(if: $formationReviews) {
              edges { node { id formationName content createdAt } }
            }
          }
        }
      }
    `,
    { id: userId, posts: tab === "posts", comments: tab === "comments", reviews: tab === "reviews", formationReviews: tab === "formationReviews" },
    { fetchPolicy: "store-and-network" },
  );
  const user = data.node;
  const items =
    tab === "posts"
      ? (user?.posts?.edges ?? []).map(({ node }) => ({ id: node.id, to: `/posts/${node.databaseId}`, title: node.title, text: node.excerpt, at: node.createdAt, hidden: node.isHidden }))
      : tab === "comments"
        ? (user?.comments?.edges ?? []).map(({ node }) => ({ id: node.id, to: `/posts/${node.post.databaseId}`, title: node.post.title, text: node.content, at: node.createdAt, hidden: node.isHidden }))
        : tab === "reviews"
          ? (user?.reviews?.edges ?? []).map(({ node }) => ({
              id: node.id, to: `/cards/${node.card.databaseId}?tab=reviews`, title: `${node.card.name} · ${formatRating(node.overallRating)}`, text: node.reviewText ?? "", at: node.createdAt, hidden: node.isHidden,
            }))
          : (user?.formationReviews?.edges ?? []).map(({ node }) => ({
              id: node.id, to: `/formation-detail?formation=${encodeURIComponent(node.formationName)}&tab=reviews`, title: node.formationName, text: node.content, at: node.createdAt, hidden: false,
            }));
  if (items.length === 0) return <Empty><p>아직 작성한 글이 없습니다.</p></Empty>;
  return (
    <List>
      {items.map((item) => (
        <Item key={item.id}>
          <Row>
            <Link to={item.to}><strong>{item.title}</strong></Link>
            <Meta>{relativeTimeKo(item.at)}</Meta>
            <HiddenMarker hidden={item.hidden} />
          </Row>
          <Clamp>{item.text}</Clamp>
        </Item>
      ))}
    </List>
  );
}
