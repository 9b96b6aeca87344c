import { REPORT_MESSAGES, type ReportTargetType } from "../../../domain/moderation";
import { transaction } from "../../platform/transaction";
import { reportInputSchema } from "../../../domain/reportInput";
import type { Context } from "../../core/context";
import { ConflictError, NotFoundError, RateLimitedError, UnauthorizedError, ValidationError, parseInput } from "../../errors";
import type { Prisma } from "../../generated/prisma/client";
import { requireAdmin } from "../../core/guards";
import { findReportedItem, setItemHidden } from "./targets";
import { isVisibleTo } from "../../core/visibility";

/** Reports are one per member per item; this bounds how many items one member can flood the queue with. */
const REPORT_RATE = { name: "report:create", limit: 20, windowSeconds: 3600 };

/** Hides and dismissals lock one item's open reports; give busy items time like other writes. */
const MODERATION_TX = { maxWait: 20_000, timeout: 20_000 };

/**
 * A member reports someone else's review, reply, post or comment, once per item. The item must
 * be one the member can see (a hidden item of another author is "not found" to them).
 */
export async function reportContent(ctx: Context, payload: unknown) {
  if (!ctx.viewer) throw new UnauthorizedError(REPORT_MESSAGES.loginRequired);
  const viewer = ctx.viewer;
  const input = parseInput(reportInputSchema, payload);
  const item = await findReportedItem(ctx, input.targetType, input.targetId);
  if (!item || !isVisibleTo(item, viewer)) throw new NotFoundError(REPORT_MESSAGES.targetNotFound);
  if (item.userId === viewer.id) throw new ValidationError([{ path: ["targetId"], message: REPORT_MESSAGES.ownContent }]);
  const hit = await ctx.services.limiter.hit(REPORT_RATE, String(viewer.id));
  if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds, REPORT_MESSAGES.rateLimited);
  // ON CONFLICT DO NOTHING: two parallel reports by one member yield one row and one 409.
  const { count } = await ctx.prisma.report.createMany({ data: { ...input, reporterId: viewer.id }, skipDuplicates: true });
  if (count === 0) throw new ConflictError(REPORT_MESSAGES.duplicate);
  const key = { reporterId: viewer.id, targetType: input.targetType, targetId: input.targetId };
  return ctx.prisma.report.findUniqueOrThrow({ where: { reporterId_targetType_targetId: key } });
}

export type ReportStatusFilter = "OPEN" | "HIDDEN" | "DISMISSED";

/** The admin queue's filter: one status (open by default), oldest open first so nothing waits forever. */
export function adminReportsWhere(status: ReportStatusFilter | null | undefined): Prisma.ReportWhereInput {
  return { status: status ?? "OPEN" };
}
export const ADMIN_REPORTS_ORDER = [{ createdAt: "asc" as const }, { id: "asc" as const }];
const ADMIN_REPORTS_PAGE = 20;

/** Open reports per item: the queue shows how many members reported the same thing. */
export function openReportCount(ctx: Context, targetType: ReportTargetType, targetId: number) {
  return ctx.prisma.report.count({ where: { targetType, targetId, status: "OPEN" } });
}

async function resolveItemReports(ctx: Context, reportId: number, action: "HIDDEN" | "DISMISSED") {
  const admin = requireAdmin(ctx);
  return transaction(ctx.prisma, async (tx) => {
    const report = await tx.report.findUnique({ where: { id: reportId }, select: { targetType: true, targetId: true } });
    if (!report) throw new NotFoundError(REPORT_MESSAGES.reportNotFound);
    // A deleted item has nothing left to hide: its reports are closed all the same.
    if (action === "HIDDEN") await setItemHidden(tx, report.targetType, report.targetId, true);
    const open = await tx.report.findMany({ where: { targetType: report.targetType, targetId: report.targetId, status: "OPEN" }, select: { id: true } });
    const ids = [...new Set([reportId, ...open.map((r) => r.id)])];
    await tx.report.updateMany({ where: { id: { in: ids } }, data: { status: action, resolvedById: admin.id, resolvedAt: new Date() } });
    return { resolvedIds: ids, targetType: report.targetType, targetId: report.targetId };
  }, MODERATION_TX);
}

/** Hides the reported item for everyone but its author and admins; closes every open report on it. */
export const hideReportedItem = (ctx: Context, reportId: number) => resolveItemReports(ctx, reportId, "HIDDEN");

/** Keeps the item as it is and closes every open report on it. */
export const dismissReport = (ctx: Context, reportId: number) => resolveItemReports(ctx, reportId, "DISMISSED");

/** Shows a hidden item again (an admin's mistake); its reports keep their status. */
export async function unhideItem(ctx: Context, targetType: ReportTargetType, targetId: number) {
  requireAdmin(ctx);
  const found = await transaction(ctx.prisma, (tx) => setItemHidden(tx, targetType, targetId, false), MODERATION_TX);
  if (!found) throw new NotFoundError(REPORT_MESSAGES.targetNotFound);
  return { targetType, targetId };
}

/** GET /api/admin/reports: one page of the queue with each item's preview, link and open count. */
export async function listReportsForAdmin(ctx: Context, query: { status?: string | null; offset?: string | null; limit?: string | null }) {
  requireAdmin(ctx);
  const status = (["OPEN", "HIDDEN", "DISMISSED"] as const).find((s) => s === (query.status ?? "OPEN").toUpperCase());
  if (!status) throw new ValidationError([{ path: ["status"], message: "상태는 OPEN, HIDDEN, DISMISSED 중 하나여야 합니다." }]);
  const offset = Math.max(0, Number(query.offset ?? 0) || 0);
  const limit = Math.min(100, Math.max(1, Number(query.limit ?? ADMIN_REPORTS_PAGE) || ADMIN_REPORTS_PAGE));
  const where = adminReportsWhere(status);
  const [rows, total] = await Promise.all([
    ctx.prisma.report.findMany({ where, orderBy: ADMIN_REPORTS_ORDER, skip: offset, take: limit, include: { reporter: { select: { id: true, nickname: true } } } }),
    ctx.prisma.report.count({ where }),
  ]);
  const reports = await Promise.all(
    rows.map(async (r) => {
      const item = await findReportedItem(ctx, r.targetType, r.targetId);
      const { resolvedById: _by, ...report } = r;
      return { ...report, target: item && { excerpt: item.excerpt, url: item.url, isHidden: item.hiddenAt !== null }, openReportCount: await openReportCount(ctx, r.targetType, r.targetId) };
    }),
  );
  return { reports, total };
}
