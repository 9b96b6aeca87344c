import type { Context } from "../../core/context";
import { NotFoundError } from "../../errors";

export const NOTIFICATION_NOT_FOUND = "알림을 찾을 수 없습니다.";
/** The bell's list size (spec: 10) and the largest page a client may ask for. */
export const NOTIFICATION_PAGE = 10;
const MAX_PAGE = 50;

/** Unread count for the bell; served by the (userId, isRead) index. */
export function countUnreadNotifications(ctx: Pick<Context, "prisma">, userId: number) {
  return ctx.prisma.notification.count({ where: { userId, isRead: false } });
}

/** The newest notifications of a user (REST list; GraphQL pages with a connection). */
export function listNotifications(ctx: Pick<Context, "prisma">, userId: number, limit = NOTIFICATION_PAGE) {
  const take = Math.min(Math.max(1, Math.trunc(limit) || NOTIFICATION_PAGE), MAX_PAGE);
  return ctx.prisma.notification.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
  });
}

/** Marks one of the viewer's notifications read; someone else's is "not found", never touched. */
export async function markNotificationRead(ctx: Pick<Context, "prisma">, userId: number, id: number) {
  const { count } = await ctx.prisma.notification.updateMany({ where: { id, userId }, data: { isRead: true } });
  if (count === 0) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
  return ctx.prisma.notification.findUniqueOrThrow({ where: { id } });
}

/** Marks all of the viewer's notifications read; returns how many changed. */
export async function markAllNotificationsRead(ctx: Pick<Context, "prisma">, userId: number) {
  const { count } = await ctx.prisma.notification.updateMany({ where: { userId, isRead: false }, data: { isRead: true } });
  return count;
}
