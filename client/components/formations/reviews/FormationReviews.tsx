import styled from "@emotion/styled";
import { useState } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { FormationReviewItem_review$data } from "../../../__generated__/FormationReviewItem_review.graphql";
import type { FormationReviewsPaginationQuery } from "../../../__generated__/FormationReviewsPaginationQuery.graphql";
import type { FormationReviews_formation$key } from "../../../__generated__/FormationReviews_formation.graphql";
import { FORMATION_REVIEW_MESSAGES as M, FORMATION_REVIEW_PAGE } from "../../../../domain/formationReviews";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/Toast";
import { useGoToLogin } from "../../account/useLoginRedirect";
import { FormationReviewForm } from "./FormationReviewForm";
import { FormationReviewItem } from "./FormationReviewItem";
import { useDeleteFormationReviewMutation } from "./useDeleteFormationReviewMutation";
import { Panel } from "../../ui/Panel";

type FormState = { mode: "closed" } | { mode: "new" } | { mode: "edit"; id: string; content: string };

/** A formation's reviews, newest first, 10 at a time, with the write/edit form and one comment panel open at a time. */
export function FormationReviews({ formationRef, isLoggedIn }: { formationRef: FormationReviews_formation$key; isLoggedIn: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<FormationReviewsPaginationQuery, FormationReviews_formation$key>(
    graphql`
      fragment FormationReviews_formation on Formation
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
      @refetchable(queryName: "FormationReviewsPaginationQuery") {
        name
        reviews(first: $first, after: $after) @connection(key: "FormationReviews_reviews") {
          __id
          totalCount
          edges {
            node {
              id
              ...FormationReviewItem_review
            }
          }
        }
      }
    `,
    formationRef,
  );
  const toast = useToast();
  const goToLogin = useGoToLogin();
  const [form, setForm] = useState<FormState>({ mode: "closed" });
  const [commentsFor, setCommentsFor] = useState<string | null>(null);
  const [remove] = useDeleteFormationReviewMutation();
  const connections = [data.reviews.__id];

  const toggleWrite = () => {
    if (!isLoggedIn) {
      toast({ title: M.loginRequiredTitle, text: M.loginRequired, tone: "error" });
      return goToLogin();
    }
    setForm(form.mode === "new" ? { mode: "closed" } : { mode: "new" });
  };
  const del = async (review: FormationReviewItem_review$data) => {
    if (!window.confirm(M.deleteConfirm)) return;
    try {
      const result = (await remove({ id: review.id, connections })).deleteFormationReview;
      if (result.__typename === "MutationDeleteFormationReviewSuccess") toast({ title: M.deleted, tone: "success" });
      else toast({ title: M.errorTitle, text: result.__typename === "%other" ? M.deleteFailed : result.message, tone: "error" });
    } catch {
      toast({ title: M.errorTitle, text: M.deleteFailed, tone: "error" });
    }
  };

  return (
    <Section aria-labelledby="formation-reviews-title">
      <Head>
        <h2 id="formation-reviews-title">포메이션 리뷰 <small>{data.reviews.totalCount}</small></h2>
        <Button size="sm" variant={form.mode === "new" ? "secondary" : "primary"} onClick={toggleWrite}>리뷰 작성</Button>
      </Head>
      {form.mode !== "closed" ? (
        <FormationReviewForm
          key={form.mode === "edit" ? form.id : "new"}
          formation={data.name}
          editing={form.mode === "edit" ? form : null}
          connections={connections}
          onClose={() => setForm({ mode: "closed" })}
        />
      ) : null}
      {data.reviews.edges.length === 0 ? <Empty>{M.empty}</Empty> : null}
      <List>
        {data.reviews.edges.map(({ node }) => (
          <FormationReviewItem
            key={node.id}
            reviewRef={node}
            isLoggedIn={isLoggedIn}
            commentsOpen={commentsFor === node.id}
            onToggleComments={() => setCommentsFor(commentsFor === node.id ? null : node.id)}
            onEdit={(r) => setForm({ mode: "edit", id: r.id, content: r.content })}
            onDelete={(r) => void del(r)}
          />
        ))}
      </List>
      {hasNext ? (
        <Button size="sm" variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(FORMATION_REVIEW_PAGE)}>리뷰 더 보기</Button>
      ) : null}
    </Section>
  );
}

const Section = styled(Panel)(({ theme }) => ({
  display: "grid",
  gap: theme.space(3),
  alignContent: "start",
  minWidth: 0,
}));
const Head = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  "& h2": { fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold },
  "& small": { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
}));
const List = styled.ul(({ theme }) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space(3) }));
const Empty = styled.p(({ theme }) => ({ color: theme.colors.textMuted, textAlign: "center", padding: theme.space(6, 0) }));
