import { REPORT_MESSAGES } from "../../../domain/moderation";
import type { RestRouter } from "../../rest/router";
import { idParam, json as jsonResponse } from "../../rest/router";
import { adminRoutes } from "../../core/guards";
import { dismissReport, hideReportedItem, listReportsForAdmin, reportContent } from "./moderation.service";

/** Reports (members) and the moderation queue (admins), over the same services as GraphQL. */
export function registerModerationRoutes(router: RestRouter) {
  router.post("/api/reports", async ({ ctx, json }) => {
    const body = await json();
    const report = await reportContent(ctx, { ...body, targetType: typeof body.targetType === "string" ? body.targetType.toUpperCase() : body.targetType });
    return jsonResponse({ id: report.id, status: report.status, message: REPORT_MESSAGES.reported }, 201);
  });

  const admin = adminRoutes(router);
  admin.get("/api/admin/reports", ({ ctx, query }) => listReportsForAdmin(ctx, Object.fromEntries(query)));
  admin.post("/api/admin/reports/:id/hide", async ({ ctx, params }) => {
    const { resolvedIds } = await hideReportedItem(ctx, idParam(params.id, REPORT_MESSAGES.reportNotFound));
    return { resolvedIds, message: REPORT_MESSAGES.hidden };
  });
  admin.post("/api/admin/reports/:id/dismiss", async ({ ctx, params }) => {
    const { resolvedIds } = await dismissReport(ctx, idParam(params.id, REPORT_MESSAGES.reportNotFound));
    return { resolvedIds, message: REPORT_MESSAGES.dismissed };
  });
}
