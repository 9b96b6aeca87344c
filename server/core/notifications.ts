import type { BatchedText } from "../../domain/notifications";
import type { Context } from "./context";
import { Prisma } from "../generated/prisma/client";
import type { Tx } from "../platform/db";
import type { PubSub } from "../platform/pubsub";
import { transaction } from "../platform/transaction";
import { rawWrites } from "../platform/rowTracking";
import { notMutedForType } from "./notificationSettings";
import { hasBlocked } from "./blocks";

// Writing notifications is shared by every feature that notifies (replies, comments, likes, watch alerts); reading them is the notifications module's.

interface NotificationBase {
  recipientId: number;
  /** Who acted; a user is never notified of their own action. */
  actorId: number | null;
  /** Raw type (e.g. "review_reply", "post_comment"); domain/notifications.ts normalises it. */
  type: string;
  contentId?: number | null;
  cardId?: number | null;
  postId?: number | null;
  formationName?: string | null;
}

/**
 * A `message`, or a `batch` text (likes): while the recipient has not read it, one notification per
 * type and `contentId` counts every member who acted and names the latest of them.
 */
type NotificationInput = NotificationBase & ({ message: string } | { batch: BatchedText });

/** A row a notification insert wrote; `revision` (the batch's size) lets a batched row's later versions reach the bell too. */
export type Written = { id: number; userId: number; revision?: number };

export type Notify = ((input: NotificationInput) => Promise<void>) & {
  /** Rows a fan-out statement wrote (core/watchAlerts.ts), published after the commit like notify's own. */
  written(rows: Written[]): void;
};

/**
 * Runs `work` in one transaction with a `notify` function: notifications are written in the
 * caller's transaction and published (to every server instance) only after it commits, so a
 * rolled-back action never rings anyone's bell. Every insert skips recipients who switched the
 * type off (core/notificationSettings.ts).
 */
export async function withNotifications<T>(
  ctx: Pick<Context, "prisma" | "pubsub">,
  work: (tx: Tx, notify: Notify) => Promise<T>,
  options?: { maxWait?: number; timeout?: number },
): Promise<T> {
  let created: Written[] = [];
  const result = await transaction(ctx.prisma, (tx) => {
    // A retried attempt starts over: only the committed attempt's rows are published.
    created = [];
    const notify: Notify = Object.assign(
      async (input: NotificationInput) => {
        const row = await createNotification(tx, input);
        if (row) created.push(row);
      },
      { written: (rows: Written[]) => void created.push(...rows) },
    );
    return work(tx, notify);
  }, options);
  publishCreated(ctx.pubsub, created);
  return result;
}

async function createNotification(tx: Tx, input: NotificationInput): Promise<Written | null> {
  if (input.actorId !== null && input.actorId === input.recipientId) return null;
  // A member who blocked the actor hears nothing from them (replies, mentions, likes).
  if (input.actorId !== null && (await hasBlocked(tx, input.recipientId, input.actorId))) return null;
  if ("batch" in input) return batchNotification(tx, input, input.batch);
  const rows = await rawWrites(["Notification"], () => tx.$queryRaw<Written[]>(Prisma.sql`
    INSERT INTO "Notification" ("userId", "sourceUserId", type, message, "contentId", "cardId", "postId", "formationName", "createdAt")
    SELECT ${input.recipientId}::int, ${input.actorId}::int, ${input.type}::text, ${input.message}::text, ${input.contentId ?? null}::int,
           ${input.cardId ?? null}::int, ${input.postId ?? null}::int, ${input.formationName ?? null}::text, now() AT TIME ZONE 'UTC'
    WHERE ${notMutedForType(Prisma.sql`${input.recipientId}::int`, input.type)}
    RETURNING id, "userId"`));
  return rows[0] ?? null;
}

/**
 * One statement, so parallel likes never read-modify-write: the first like inserts the unread row,
 * later ones count into it on the partial unique index (see the migration). The same member
 * liking again right after unliking changes nothing.
 */
async function batchNotification(tx: Tx, input: NotificationBase, text: BatchedText): Promise<Written | null> {
  const rows = await rawWrites(["Notification"], () => tx.$queryRaw<{ id: number; userId: number; actorCount: number }[]>(Prisma.sql`
    INSERT INTO "Notification" ("userId", "sourceUserId", type, message, "contentId", "cardId", "postId", "formationName", "actorCount", "createdAt")
    SELECT ${input.recipientId}::int, ${input.actorId}::int, ${input.type}::text, ${text.one}::text, ${input.contentId ?? null}::int, ${input.cardId ?? null}::int,
           ${input.postId ?? null}::int, ${input.formationName ?? null}::text, 1, now() AT TIME ZONE 'UTC'
    WHERE ${notMutedForType(Prisma.sql`${input.recipientId}::int`, input.type)}
    ON CONFLICT ("userId", type, "contentId") WHERE "actorCount" IS NOT NULL AND NOT "isRead"
    DO UPDATE SET "actorCount" = "Notification"."actorCount" + 1, "sourceUserId" = EXCLUDED."sourceUserId",
      message = ${text.many[0]} || "Notification"."actorCount"::text || ${text.many[1]}, "createdAt" = EXCLUDED."createdAt"
    WHERE "Notification"."sourceUserId" IS DISTINCT FROM EXCLUDED."sourceUserId"
    RETURNING id, "userId", "actorCount"`));
  const row = rows[0];
  return row ? { id: row.id, userId: row.userId, revision: row.actorCount } : null;
}

function publishCreated(pubsub: PubSub, rows: Written[]) {
  for (const row of rows) pubsub.publish("notification:created", row.userId, row.revision ? { notificationId: row.id, revision: row.revision } : { notificationId: row.id });
}
