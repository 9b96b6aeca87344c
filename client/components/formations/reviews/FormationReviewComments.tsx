import styled from "@emotion/styled";
import { useState } from "react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import type { FormationReviewCommentsPaginationQuery } from "../../../__generated__/FormationReviewCommentsPaginationQuery.graphql";
import type { FormationReviewCommentsQuery } from "../../../__generated__/FormationReviewCommentsQuery.graphql";
import type { FormationReviewComments_review$key } from "../../../__generated__/FormationReviewComments_review.graphql";
import { FORMATION_REVIEW_MESSAGES as M, FORMATION_REVIEW_PAGE } from "../../../../domain/formationReviews";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/Toast";
import { FormationCommentForm } from "./FormationCommentForm";
import { FormationReviewComment } from "./FormationReviewComment";
import { useDeleteFormationReviewCommentMutation } from "./useDeleteFormationReviewCommentMutation";

type Props = { reviewId: string; isLoggedIn: boolean };

/** A review's comment panel, loaded when opened (one panel open at a time), 10 comments per page. */
export function FormationReviewComments({ reviewId, isLoggedIn }: Props) {
  const data = useLazyLoadQuery<FormationReviewCommentsQuery>(
    graphql`
      query FormationReviewCommentsQuery($id: ID!) {
        node(id: $id) {
          ...FormationReviewComments_review @alias(as: "review")
        }
      }
    `,
    { id: reviewId },
    { fetchPolicy: "store-or-network" },
  );
  return data.node?.review ? <Thread reviewRef={data.node.review} reviewId={reviewId} isLoggedIn={isLoggedIn} /> : null;
}

function Thread({ reviewRef, reviewId, isLoggedIn }: Props & { reviewRef: FormationReviewComments_review$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<FormationReviewCommentsPaginationQuery, FormationReviewComments_review$key>(
    graphql`
      fragment FormationReviewComments_review on FormationReview
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
      @refetchable(queryName: "FormationReviewCommentsPaginationQuery") {
        comments(first: $first, after: $after) @connection(key: "FormationReviewComments_comments") {
          __id
          edges {
            node {
              id
              ...FormationReviewComment_comment
            }
          }
        }
      }
    `,
    reviewRef,
  );
  const toast = useToast();
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [remove] = useDeleteFormationReviewCommentMutation();
  const connections = [data.comments.__id];
  const del = async (id: string) => {
    if (!window.confirm(M.commentDeleteConfirm)) return;
    try {
      const result = (await remove({ id, connections })).deleteFormationReviewComment;
      if (result.__typename === "MutationDeleteFormationReviewCommentSuccess") toast({ title: M.commentDeleted, tone: "success" });
      else toast({ title: M.errorTitle, text: result.__typename === "%other" ? M.commentDeleteFailed : result.message, tone: "error" });
    } catch {
      toast({ title: M.errorTitle, text: M.commentDeleteFailed, tone: "error" });
    }
  };
  const edges = data.comments.edges;
  return (
    <Panel aria-label="포메이션 리뷰 댓글">
      {edges.length === 0 ? <Empty>{M.noComments}</Empty> : null}
      <List>
        {edges.map(({ node }) => (
          <FormationReviewComment key={node.id} commentRef={node} onReply={() => setReplyTo(replyTo === node.id ? null : node.id)} onDelete={(id) => void del(id)}>
            {replyTo === node.id ? (
              <FormationCommentForm reviewId={reviewId} parentId={node.id} connections={connections} isLoggedIn={isLoggedIn} onDone={() => setReplyTo(null)} />
            ) : null}
          </FormationReviewComment>
        ))}
      </List>
      {hasNext ? (
        <Button size="sm" variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(FORMATION_REVIEW_PAGE)}>댓글 더 보기</Button>
      ) : null}
      <FormationCommentForm reviewId={reviewId} connections={connections} isLoggedIn={isLoggedIn} />
    </Panel>
  );
}

const Panel = styled.section(({ theme }) => ({ display: "grid", gap: theme.space(2), paddingTop: theme.space(2), borderTop: `1px solid ${theme.colors.border}` }));
const List = styled.ul(({ theme }) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space(3) }));
const Empty = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));
