import type { RestRouter } from "../../rest/router";
import { cleanupDuplicateReviews } from "./admin.service";

export function registerAdminRoutes(router: RestRouter) {
  router.post("/api/reviews/cleanup-duplicates", ({ ctx }) => cleanupDuplicateReviews(ctx));
}
