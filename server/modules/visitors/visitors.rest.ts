import type { RestRouter } from "../../rest/router";
import { trackVisit } from "./visitors.service";

export function registerVisitorRoutes(router: RestRouter) {
  router.post("/api/visitors/track", async ({ ctx, json }) => {
    await trackVisit(ctx, await json());
    return { success: true };
  });
}
