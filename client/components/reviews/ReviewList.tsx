import styled from "@emotion/styled";
import { useState, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { ReviewItem_review$data } from "../../__generated__/ReviewItem_review.graphql";
import type { ReviewListPaginationQuery } from "../../__generated__/ReviewListPaginationQuery.graphql";
import type { ReviewList_card$key } from "../../__generated__/ReviewList_card.graphql";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";
import { Button } from "../ui/Button";
import { ReviewItem, type Viewer } from "./ReviewItem";

/** The list's sort orders (each is its own connection in the store). */
export const REVIEW_SORTS = ["RATING_DESC", "RATING_ASC"] as const;
type Sort = (typeof REVIEW_SORTS)[number];
type Props = {
  cardRef: ReviewList_card$key;
  viewer: Viewer;
  onEdit: (review: ReviewItem_review$data) => void;
  onDelete: (review: ReviewItem_review$data) => void;
  onOpenDetail: (reviewId: string) => void;
};

/** The card's shown reviews sorted by rating (high by default), 600 px scroll cap, paged in SQL. */
export function ReviewList({ cardRef, viewer, onEdit, onDelete, onOpenDetail }: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ReviewListPaginationQuery, ReviewList_card$key>(
    graphql`
      fragment ReviewList_card on Card
      @argumentDefinitions(sort: { type: "ReviewSort", defaultValue: RATING_DESC }, first: { type: "Int", defaultValue: 20 }, after: { type: "String" })
      @refetchable(queryName: "ReviewListPaginationQuery") {
        reviews(first: $first, after: $after, sort: $sort) @connection(key: "ReviewList_reviews", filters: ["sort"]) {
          edges {
            node {
              id
              ...ReviewItem_review
            }
          }
        }
      }
    `,
    cardRef,
  );
  const [sort, setSort] = useState<Sort>("RATING_DESC");
  const [replyOpenFor, setReplyOpenFor] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const changeSort = (next: Sort) => {
    setSort(next);
    startTransition(() => {
      refetch({ sort: next }, { fetchPolicy: "store-or-network" });
    });
  };
  const edges = data.reviews.edges;
  return (
    <div>
      <SortBar role="group" aria-label="리뷰 정렬">
        <Button size="sm" variant={sort === "RATING_DESC" ? "primary" : "ghost"} aria-pressed={sort === "RATING_DESC"} onClick={() => changeSort("RATING_DESC")}>평점 높은순</Button>
        <Button size="sm" variant={sort === "RATING_ASC" ? "primary" : "ghost"} aria-pressed={sort === "RATING_ASC"} onClick={() => changeSort("RATING_ASC")}>평점 낮은순</Button>
      </SortBar>
      {edges.length === 0 ? (
        <Empty>{REVIEW_MESSAGES.empty}.</Empty>
      ) : (
        <Scroll data-testid="review-list">
          {edges.map(({ node }) => (
            <ReviewItem
              key={node.id}
              reviewRef={node}
              viewer={viewer}
              replyOpen={replyOpenFor === node.id}
              onToggleReply={() => setReplyOpenFor(replyOpenFor === node.id ? null : node.id)}
              onEdit={onEdit}
              onDelete={onDelete}
              onOpenDetail={onOpenDetail}
            />
          ))}
          {hasNext ? (
            <li>
              <Button size="sm" variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(20)}>리뷰 더 보기</Button>
            </li>
          ) : null}
        </Scroll>
      )}
    </div>
  );
}

const SortBar = styled.div(({ theme }) => ({ display: "flex", gap: theme.space(2), marginBottom: theme.space(3) }));
const Scroll = styled.ul(({ theme }) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space(3), maxHeight: "600px", overflowY: "auto" }));
const Empty = styled.p(({ theme }) => ({ color: theme.colors.textMuted, textAlign: "center", padding: theme.space(6) }));
