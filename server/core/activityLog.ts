import type { Context } from "./context";
import type { Db } from "../platform/db";

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
