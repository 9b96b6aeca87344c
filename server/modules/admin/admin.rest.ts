import type { RestRouter } from "../../rest/router";
import { idParam } from "../../rest/router";
import { cleanupDuplicateReviews } from "./admin.service";
import { adminRoutes } from "../../core/guards";
import { listUsersForAdmin, restoreUser, softDeleteUser } from "./adminUsers.service";
import { listActivityLogs } from "./activityLogs.service";
import { visitorSeries, visitorTotals } from "./stats.service";

const USER_NOT_FOUND = "사용자를 찾을 수 없습니다.";

/** The spec's Admin calls (001 §7). Every one is admin-only: 401 for visitors, 403 for members. */
export function registerAdminRoutes(router: RestRouter) {
  const admin = adminRoutes(router);
  admin.post("/api/reviews/cleanup-duplicates", ({ ctx }) => cleanupDuplicateReviews(ctx));

  admin.get("/api/users", ({ ctx, query }) => listUsersForAdmin(ctx, Object.fromEntries(query)));
  admin.delete("/api/users/:id", async ({ ctx, params }) => {
    await softDeleteUser(ctx, idParam(params.id, USER_NOT_FOUND));
    return { success: true };
  });
  admin.put("/api/users/:id/restore", async ({ ctx, params }) => {
    await restoreUser(ctx, idParam(params.id, USER_NOT_FOUND));
    return { success: true };
  });

  admin.get("/api/stats/detailed", ({ ctx }) => visitorTotals(ctx));
  admin.get("/api/stats/activity-logs", async ({ ctx, query }) => (await listActivityLogs(ctx, Object.fromEntries(query))).logs);
  admin.get("/api/stats/daily-visitors", async ({ ctx, query }) => (await visitorSeries(ctx, Object.fromEntries(query))).series);
}
