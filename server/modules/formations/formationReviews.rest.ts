import { FORMATION_REVIEW_MESSAGES as M } from "../../../domain/formationReviews";
import { displayName } from "../../../domain/users";
import type { RestRouter } from "../../rest/router";
import { idParam } from "../../rest/router";
import { createFormationReviewComment, deleteFormationReviewComment, listFormationReviewComments } from "./formationReviewComments.service";
import { createFormationReview, deleteFormationReview, listFormationReviews, reactToFormationReview, updateFormationReview } from "./formationReviews.service";

type WithUser = { user: { id: number; nickname: string | null } };
const withDisplayName = <T extends WithUser>(row: T) => ({ ...row, user: { ...row.user, nickname: displayName(row.user) } });
const numberOf = (value: string | null) => (value === null || value === "" ? undefined : Number(value));
const page = (query: URLSearchParams) => ({ limit: numberOf(query.get("limit")), offset: numberOf(query.get("offset")) });

/**
 * The documented /api/formation-reviews calls. One parameter name per segment (`:id`): on the
 * list route it is the formation's name, elsewhere a review id.
 */
export function registerFormationReviewRoutes(router: RestRouter) {
  router.get("/api/formation-reviews/:id", async ({ ctx, params, query }) => {
    const { reviews, total } = await listFormationReviews(ctx, params.id, page(query));
    return { reviews: reviews.map(withDisplayName), total };
  });

  router.post("/api/formation-reviews", async ({ ctx, json }) => {
    const body = await json();
    const review = await createFormationReview(ctx, { formationName: body.formationName, content: body.content, squadId: body.squadId });
    return review;
  });

  router.put("/api/formation-reviews/:id", async ({ ctx, params, json }) => updateFormationReview(ctx, idParam(params.id, M.notFound), await json()));

  router.delete("/api/formation-reviews/:id", async ({ ctx, params }) => {
    await deleteFormationReview(ctx, idParam(params.id, M.notFound));
    return { message: M.deleted };
  });

  for (const [path, type] of [["like", "LIKE"], ["dislike", "DISLIKE"]] as const) {
    router.post(`/api/formation-reviews/:id/${path}`, async ({ ctx, params }) => {
      const { likes, dislikes, reaction } = await reactToFormationReview(ctx, idParam(params.id, M.notFound), type);
      return { likes, dislikes, userReaction: reaction === null ? null : reaction.toLowerCase() };
    });
  }

  router.get("/api/formation-reviews/:id/comments", async ({ ctx, params, query }) => {
    const { comments, total } = await listFormationReviewComments(ctx, idParam(params.id, M.notFound), page(query));
    return { comments: comments.map(withDisplayName), total };
  });

  router.post("/api/formation-reviews/:id/comments", async ({ ctx, params, json }) => {
    const body = await json();
    const parentId = body.parentId == null ? null : idParam(String(body.parentId), M.commentNotFound);
    return createFormationReviewComment(ctx, idParam(params.id, M.notFound), { content: body.content, parentId });
  });

  router.delete("/api/formation-reviews/:id/comments/:commentId", async ({ ctx, params }) => {
    await deleteFormationReviewComment(ctx, idParam(params.commentId, M.commentNotFound), idParam(params.id, M.notFound));
    return { message: M.commentDeleted };
  });
}
