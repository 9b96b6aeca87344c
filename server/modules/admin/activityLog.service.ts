import { z } from "zod";
import type { Context } from "../../context";
import type { Db } from "../../platform/db";
import { parseInput } from "../../errors";
import { requireAdmin } from "./adminGuard";

/** The actions the admin statistics tab lists (spec 001 §3 Activity log). */
export type ActivityAction = "user_register" | "review_create" | "post_create" | "card_create" | "card_update";

/** Writes one activity log row in the caller's transaction, with the request's IP and user agent. */
export function logActivity(
  tx: Pick<Db, "activityLog">,
  ctx: Pick<Context, "viewer" | "request">,
  entry: { action: ActivityAction; description: string; metadata?: Record<string, string | number | boolean | null> },
) {
  return tx.activityLog.create({
    data: {
      userId: ctx.viewer?.id ?? null,
      action: entry.action,
      description: entry.description.slice(0, 300),
      metadata: entry.metadata,
      ipAddress: ctx.request.ip || null,
      userAgent: ctx.request.userAgent?.slice(0, 300) ?? null,
    },
  });
}

const pageSchema = z.object({
  limit: z.coerce.number({ error: "limit은 숫자여야 합니다." }).int().min(1, { error: "limit은 1 이상이어야 합니다." }).max(100, { error: "limit은 100 이하여야 합니다." }).default(10),
  offset: z.coerce.number({ error: "offset은 숫자여야 합니다." }).int().min(0, { error: "offset은 0 이상이어야 합니다." }).default(0),
});

/** Admin: the newest activity first (GET /api/stats/activity-logs?limit=10), with the actor's nickname. */
export async function listActivityLogs(ctx: Context, raw: { limit?: unknown; offset?: unknown }) {
  requireAdmin(ctx);
  const page = parseInput(pageSchema, raw);
  const [rows, total] = await Promise.all([
    ctx.prisma.activityLog.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: page.offset,
      take: page.limit,
      select: { id: true, action: true, description: true, userId: true, ipAddress: true, userAgent: true, createdAt: true, user: { select: { nickname: true, username: true } } },
    }),
    ctx.prisma.activityLog.count(),
  ]);
  const logs = rows.map(({ description, user, ...r }) => ({ ...r, details: description, user: user ? { nickname: user.nickname ?? user.username } : null }));
  return { logs, total };
}
