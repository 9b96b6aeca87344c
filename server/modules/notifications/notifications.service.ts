import type { Context } from "../../core/context";
import { transaction } from "../../platform/transaction";
import type { Db, Tx } from "../../platform/db";
import type { PubSub } from "../../platform/pubsub";
import { NotFoundError } from "../../errors";

export const NOTIFICATION_NOT_FOUND = "알림을 찾을 수 없습니다.";
/** The bell's list size (spec: 10) and the largest page a client may ask for. */
export const NOTIFICATION_PAGE = 10;
const MAX_PAGE = 50;

interface NotificationInput {
  recipientId: number;
  /** Who acted; a user is never notified of their own action. */
  actorId: number | null;
  /** Raw type (e.g. "review_reply", "post_comment"); domain/notifications.ts normalises it. */
  type: string;
  message: string;
  contentId?: number | null;
  cardId?: number | null;
  postId?: number | null;
  formationName?: string | null;
}

export type Notify = (input: NotificationInput) => Promise<void>;

/**
 * Runs `work` in one transaction with a `notify` function: notifications are written in the
 * caller's transaction and published (to every server instance) only after it commits, so a
 * rolled-back action never rings anyone's bell.
 */
export async function withNotifications<T>(
  ctx: Pick<Context, "prisma" | "pubsub">,
  work: (tx: Tx, notify: Notify) => Promise<T>,
  options?: { maxWait?: number; timeout?: number },
): Promise<T> {
  let created: { id: number; userId: number }[] = [];
  const result = await transaction(ctx.prisma, (tx) => {
    // A retried attempt starts over: only the committed attempt's rows are published.
    created = [];
    return work(tx, async (input) => {
      const row = await createNotification(tx, input);
      if (row) created.push(row);
    });
  }, options);
  publishCreated(ctx.pubsub, created);
  return result;
}

async function createNotification(tx: Tx, input: NotificationInput) {
  if (input.actorId !== null && input.actorId === input.recipientId) return null;
  return tx.notification.create({
    data: {
      userId: input.recipientId,
      sourceUserId: input.actorId,
      type: input.type,
      message: input.message,
      contentId: input.contentId ?? null,
      cardId: input.cardId ?? null,
      postId: input.postId ?? null,
      formationName: input.formationName ?? null,
    },
    select: { id: true, userId: true },
  });
}

function publishCreated(pubsub: PubSub, rows: { id: number; userId: number }[]) {
  for (const row of rows) pubsub.publish("notification:created", row.userId, { notificationId: row.id });
}

/** Unread count for the bell; served by the (userId, isRead) index. */
export function countUnreadNotifications(db: Db, userId: number) {
  return db.notification.count({ where: { userId, isRead: false } });
}

/** The newest notifications of a user (REST list; GraphQL pages with a connection). */
export function listNotifications(db: Db, userId: number, limit = NOTIFICATION_PAGE) {
  const take = Math.min(Math.max(1, Math.trunc(limit) || NOTIFICATION_PAGE), MAX_PAGE);
  return db.notification.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
  });
}

/** Marks one of the viewer's notifications read; someone else's is "not found", never touched. */
export async function markNotificationRead(db: Db, userId: number, id: number) {
  const { count } = await db.notification.updateMany({ where: { id, userId }, data: { isRead: true } });
  if (count === 0) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
  return db.notification.findUniqueOrThrow({ where: { id } });
}

/** Marks all of the viewer's notifications read; returns how many changed. */
export async function markAllNotificationsRead(db: Db, userId: number) {
  const { count } = await db.notification.updateMany({ where: { userId, isRead: false }, data: { isRead: true } });
  return count;
}
