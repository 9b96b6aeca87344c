import type { Context } from "./context";
import type { Tx } from "../platform/db";
import type { PubSub } from "../platform/pubsub";
import { transaction } from "../platform/transaction";

// Writing notifications is shared by every feature that notifies (replies, comments); reading them is the notifications module's.

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
