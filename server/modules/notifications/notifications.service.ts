import type { Db } from "../../platform/db";

/** Unread count for the bell; served by the (userId, isRead) index. */
export function countUnreadNotifications(db: Db, userId: number) {
  return db.notification.count({ where: { userId, isRead: false } });
}

/** A notification visible to its recipient only; null for anyone else. */
export function findOwnNotification(db: Db, userId: number, id: number) {
  return db.notification.findFirst({ where: { id, userId } });
}
