import type { RestRouter } from "../../rest/router";
import { idParam } from "../../rest/router";
import { REVIEW_NOT_FOUND, deleteReview } from "./reviews.service";

export function registerReviewRoutes(router: RestRouter) {
  router.delete("/api/reviews/:id", async ({ ctx, params }) => {
    await deleteReview(ctx, idParam(params.id, REVIEW_NOT_FOUND));
    return { message: "리뷰가 삭제되었습니다." };
  });
}
