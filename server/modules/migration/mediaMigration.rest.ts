import type { RestRouter } from "../../rest/router";
import { adminRoutes } from "../../core/guards";
import { startMediaMigration } from "./mediaMigration.service";

export function registerMediaMigrationRoutes(router: RestRouter) {
  // The migration tool's first button: answers { jobId, total } at once; progress comes over the subscription.
  adminRoutes(router).post("/api/migrate/images", ({ ctx }) => startMediaMigration(ctx));
}
