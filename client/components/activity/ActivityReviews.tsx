import { useState } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { ActivityReviews_user$key } from "../../__generated__/ActivityReviews_user.graphql";
import { formatRating } from "../../../domain/rating";
import { useRelativeTime } from "../../lib/renderClock";
import { Button, ButtonLink } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { ReviewForm } from "../reviews/ReviewForm";
import { ReviewRatings } from "../reviews/ReviewRatings";
import { Pager } from "./Pager";
import { Actions, Chip, Clamp, Empty, Item, List, Meta, Row } from "./styles";
import { useActivityList } from "./useActivityList";
import { useDeleteReviewMutation } from "./useDeleteReviewMutation";
import type { ActivityTabProps } from "./types";

/** Reviews written: 20 per page, card link, six sub-ratings, edit (dialog) and delete. */
export function ActivityReviews({ userRef }: ActivityTabProps<ActivityReviews_user$key>) {
  const relativeTimeKo = useRelativeTime();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ActivityReviews_user on User
      @argumentDefinitions(offset: { type: "Int", defaultValue: 0 })
      @refetchable(queryName: "ActivityReviewsRefetchQuery") {
        reviews(first: 20, offset: $offset) {
          totalCount
          edges {
            node {
              id
              formation
              positionBreak
              overallRating
              ...ReviewRatings_review
              reviewText
              createdAt
              ...ReviewForm_review
              card {
                id
                databaseId
                name
                position
                ovr
              }
            }
          }
        }
      }
    `,
    userRef,
  );
  const total = data.reviews.totalCount;
  const list = useActivityList(refetch, total);
  const [deleteReview] = useDeleteReviewMutation();
  const [editing, setEditing] = useState<{ title: string; node: (typeof data.reviews.edges)[number]["node"] } | null>(null);

  if (total === 0) {
    return (
      <Empty>
        <p>아직 작성한 리뷰가 없습니다.</p>
        <ButtonLink to="/cards">선수 검색하러 가기</ButtonLink>
      </Empty>
    );
  }

  return (
    <>
      <List aria-busy={list.pending}>
        {data.reviews.edges.map(({ node }) => {
          const card = node.card;
          const title = card ? `${card.name} (${card.position})` : "알 수 없는 선수";
          return (
            <Item key={node.id}>
              <Row>
                {card ? <Link to={`/cards/${card.databaseId}`}><Chip><VisuallyHidden>{card.name} 카드 보기, OVR </VisuallyHidden>{card.ovr}</Chip></Link> : <Chip>??</Chip>}
                {card ? <Link to={`/cards/${card.databaseId}`}><strong>{card.name}</strong></Link> : <strong>알 수 없는 선수</strong>}
                {card ? <Meta>{node.positionBreak ?? card.position}</Meta> : null}
                <Chip>{node.formation}</Chip>
                <Meta>{relativeTimeKo(node.createdAt)}</Meta>
                <strong aria-label="종합 평점">{formatRating(node.overallRating)}</strong>
                <Actions>
                  <Button size="sm" variant="secondary" onClick={() => setEditing({ title, node })}>수정</Button>
                  <Button size="sm" variant="ghost" onClick={() => list.remove("리뷰", async (offset) => (await deleteReview({ id: node.id, offset })).deleteReview)}>삭제</Button>
                </Actions>
              </Row>
              {node.reviewText ? <Clamp>{node.reviewText}</Clamp> : null}
              <ReviewRatings reviewRef={node} />
            </Item>
          );
        })}
      </List>
      <Pager total={total} offset={list.offset} onOffset={list.goTo} />
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing?.title ?? ""}>
        {editing?.node.card ? (
          <ReviewForm
            key={editing.node.id}
            cardId={editing.node.card.id}
            reviewRef={editing.node}
            isLoggedIn
            onSaved={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </>
  );
}
