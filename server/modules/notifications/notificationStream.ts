import { Repeater } from "graphql-yoga";
import type { Context } from "../../core/context";
import { subscriptionClosed, subscriptionOpened } from "../../ops/metrics";

type Payload = { notificationId: number };

/**
 * The viewer's live notification events. Notifications are rows first, events second: when the
 * event bus recovers from an outage, rows created meanwhile are replayed, each id at most once.
 */
export function notificationStream(ctx: Pick<Context, "prisma" | "pubsub" | "services">, userId: number): AsyncIterable<Payload> {
  return new Repeater<Payload>(async (push, stop) => {
    subscriptionOpened();
    void stop.then(subscriptionClosed);
    const newest = await ctx.prisma.notification.findFirst({ where: { userId }, orderBy: { id: "desc" }, select: { id: true } });
    const floor = newest?.id ?? 0;
    const delivered = new Set<number>();
    const deliver = async (notificationId: number) => {
      if (notificationId <= floor || delivered.has(notificationId)) return;
      delivered.add(notificationId);
      await push({ notificationId });
    };
    const offRecovered = ctx.services.events.onRecovered(() => {
      ctx.prisma.notification
        .findMany({ where: { userId, id: { gt: floor } }, orderBy: { id: "asc" }, select: { id: true }, take: 100 })
        .then(async (rows) => {
          for (const row of rows) await deliver(row.id);
        })
        .catch(() => {});
    });
    const live = ctx.pubsub.subscribe("notification:created", userId)[Symbol.asyncIterator]();
    void stop.then(() => {
      offRecovered();
      void live.return?.();
    });
    for (let next = await live.next(); !next.done; next = await live.next()) await deliver(next.value.notificationId);
    stop();
  });
}
