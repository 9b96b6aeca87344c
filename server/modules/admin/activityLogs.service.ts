import { z } from "zod";
import type { Context } from "../../core/context";
import { requireAdmin } from "../../core/guards";
import { parseInput } from "../../errors";

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
