import { notificationLink, normalizeNotificationType } from "../../../domain/notifications";
import { requireViewer } from "../../core/guards";
import type { Notification } from "../../generated/prisma/client";
import { idParam, type RestRouter } from "../../rest/router";
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_NOT_FOUND,
  NOTIFICATION_PAGE,
} from "./notifications.service";
import { getNotificationSettings, updateNotificationSettings } from "./notificationSettings.service";

/** The stored fields plus where a click goes (`link`) and the normalised kind. */
function notificationJson(n: Notification) {
  return { ...n, kind: normalizeNotificationType(n.type), link: notificationLink(n) };
}

export function registerNotificationRoutes(router: RestRouter) {
  router.get("/api/notifications/unread-count", async ({ ctx }) => ({
    unreadCount: await countUnreadNotifications(ctx, requireViewer(ctx).id),
  }));
  router.get("/api/notifications", async ({ ctx, query }) => {
    const limit = Number(query.get("limit") ?? NOTIFICATION_PAGE);
    const rows = await listNotifications(ctx, requireViewer(ctx).id, limit);
    return { notifications: rows.map(notificationJson) };
  });
  router.put("/api/notifications/read-all", async ({ ctx }) => ({
    success: true,
    updatedCount: await markAllNotificationsRead(ctx, requireViewer(ctx).id),
  }));
  router.put("/api/notifications/:id/read", async ({ ctx, params }) => {
    const viewer = requireViewer(ctx);
    const row = await markNotificationRead(ctx, viewer.id, idParam(params.id, NOTIFICATION_NOT_FOUND));
    return { success: true, notification: notificationJson(row) };
  });
}

export function registerNotificationSettingRoutes(router: RestRouter) {
  router.get("/api/users/me/notification-settings", async ({ ctx }) => ({ settings: await getNotificationSettings(ctx) }));
  router.put("/api/users/me/notification-settings", async ({ ctx, json }) => {
    requireViewer(ctx);
    return { settings: await updateNotificationSettings(ctx, await json()) };
  });
}
