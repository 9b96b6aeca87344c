import type { RestRouter } from "../../rest/router";
import { idParam, json as jsonResponse } from "../../rest/router";
import { readBodyCapped } from "../../http/body";
import { IMPORT_MAX_BYTES } from "../../../domain/cardImport";
import { importCards, parseImportFormat } from "./cardImport.service";
import { createAnnouncement, deletePostAsAdmin, listPostsForAdmin } from "./adminPosts.service";
import { POST_NOT_FOUND, getPost } from "../community/posts.service";
import { CARD_NOT_FOUND, cardJson } from "../cards/cards.service";
import { cleanupDuplicateReviews } from "./admin.service";
import { adminRoutes } from "../../core/guards";
import { clearNewCards, createCard, deleteCard, updateCard } from "./adminCards.service";
import { listUsersForAdmin, restoreUser, softDeleteUser } from "./adminUsers.service";
import { listActivityLogs } from "./activityLogs.service";
import { visitorSeries, visitorTotals } from "./stats.service";

const USER_NOT_FOUND = "사용자를 찾을 수 없습니다.";

/** The spec's Admin calls (001 §7). Every one is admin-only: 401 for visitors, 403 for members. */
export function registerAdminRoutes(router: RestRouter) {
  const admin = adminRoutes(router);
  admin.post("/api/reviews/cleanup-duplicates", ({ ctx }) => cleanupDuplicateReviews(ctx));

  admin.post("/api/cards/clear-new", ({ ctx }) => clearNewCards(ctx));
  admin.post("/api/cards", async ({ ctx, json }) => cardJson(await createCard(ctx, await json())));
  admin.patch("/api/cards/:id", async ({ ctx, params, json }) => cardJson(await updateCard(ctx, idParam(params.id, CARD_NOT_FOUND), await json())));
  // The bulk file is the request body itself (text/csv or application/json), read up to 20 MB.
  admin.post("/api/admin/cards/import", async ({ ctx, query, request }) => {
    const format = parseImportFormat(query.get("format"));
    const dryRun = ["1", "true"].includes(query.get("dryRun") ?? "");
    const bytes = await readBodyCapped(request, IMPORT_MAX_BYTES, "가져오기 파일은 20MB 이하여야 합니다.");
    const { status, report } = await importCards(ctx, bytes, format, dryRun);
    return jsonResponse(report, status);
  });
  admin.delete("/api/cards/:id", async ({ ctx, params }) => {
    await deleteCard(ctx, idParam(params.id, CARD_NOT_FOUND));
    return { success: true };
  });

  // Beyond the spec's table (its admin screen names no paths): the posts and announcements tabs.
  admin.get("/api/admin/posts", ({ ctx, query }) => listPostsForAdmin(ctx, Object.fromEntries(query)));
  admin.post("/api/admin/announcements", async ({ ctx, json }) => jsonResponse(await getPost(ctx.prisma, ctx.viewer, (await createAnnouncement(ctx, await json())).id), 201));
  admin.delete("/api/admin/posts/:id", async ({ ctx, params }) => {
    await deletePostAsAdmin(ctx, idParam(params.id, POST_NOT_FOUND));
    return { success: true };
  });

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
