import { Repeater } from "graphql-yoga";
import type { AppServices, Context } from "../../core/context";
import { subscriptionClosed, subscriptionOpened } from "../../ops/metrics";

type Payload = { notificationId: number; revision?: number };

/** Stored notifications replayed at once (on resume, after an outage); the bell's list pages the rest. */
const REPLAY_LIMIT = 50;

/**
 * The viewer's live notification events. Notifications are rows first, events second: a client
 * resuming `after` the last id it saw gets the stored rows since then, and when the event bus
 * recovers from an outage the rows created meanwhile are replayed; each id is delivered at most once.
 * `after` 0 (a client that saw none) replays from the viewer's first row.
 */
export function notificationStream(
  ctx: Pick<Context, "prisma" | "pubsub"> & { services: Pick<AppServices, "events"> },
  userId: number,
  after?: number,
): AsyncIterable<Payload> {
  return new Repeater<Payload>(async (push, stop) => {
    subscriptionOpened();
    void stop.then(subscriptionClosed);
    // Without a resume point the stream starts at the newest row, read before going live so nothing falls between
    // (what comes after it until the subscription is acknowledged is replayed below).
    let floor = after ?? (await newestId(ctx, userId));
    const delivered = new Set<number>();
    const deliver = async (notificationId: number, revision?: number) => {
      // A batched row that changed again (another like) is news even when its first version was delivered or predates the stream.
      if (revision !== undefined && revision > 1) {
        await push({ notificationId, revision });
        return;
      }
      if (notificationId <= floor || delivered.has(notificationId)) return;
      delivered.add(notificationId);
      await push({ notificationId });
    };
    // One delivery at a time, in order: a replayed backlog first, live events queued behind it.
    let queue: Promise<void> = Promise.resolve();
    const enqueue = (work: () => Promise<void>) => (queue = queue.then(work).catch(() => {}));
    const replay = () =>
      enqueue(async () => {
        const rows = await ctx.prisma.notification.findMany({
          where: { userId, id: { gt: floor } },
          orderBy: { id: "asc" },
          select: { id: true },
          take: REPLAY_LIMIT,
        });
        for (const row of rows) await deliver(row.id);
        // Every row of this viewer up to the last one read is now delivered: later replays start there.
        const last = rows.at(-1);
        if (last) {
          floor = last.id;
          for (const id of delivered) if (id <= floor) delivered.delete(id);
        }
      });
    const offRecovered = ctx.services.events.onRecovered(() => void replay());
    const live = ctx.pubsub.subscribe("notification:created", userId)[Symbol.asyncIterator]();
    void stop.then(() => {
      offRecovered();
      void live.return?.();
    });
    // The live subscription starts (its first pull sends SUBSCRIBE) and Redis acknowledges it before
    // the backlog is read: a row stored and published while the SUBSCRIBE was in flight is in the backlog.
    const first = live.next();
    await ctx.services.events.subscribed("notification:created", userId);
    void replay();
    for (let next = await first; !next.done; next = await live.next()) {
      const { notificationId, revision } = next.value;
      await enqueue(() => deliver(notificationId, revision));
    }
    stop();
  });
}

async function newestId(ctx: Pick<Context, "prisma">, userId: number): Promise<number> {
  const newest = await ctx.prisma.notification.findFirst({ where: { userId }, orderBy: { id: "desc" }, select: { id: true } });
  return newest?.id ?? 0;
}
