import type { AppServices, Context } from "../../core/context";
import type { Notification } from "../../generated/prisma/client";

/**
 * The rows behind live notification events, read together: one review on a card with 1,000
 * watchers publishes 1,000 different rows, which would otherwise be 1,000 statements on the
 * instance holding their sockets. Ids asked before the event loop turns (the events one Redis
 * read delivers) go in one statement. One loader per server instance, kept on its services.
 */
type Load = (id: number) => Promise<Notification | null>;
const loaders = new WeakMap<AppServices, Load>();

export function loadNotificationRow(ctx: Pick<Context, "prisma" | "services">, id: number): Promise<Notification | null> {
  let load = loaders.get(ctx.services);
  if (!load) {
    load = batchedRows(ctx.prisma);
    loaders.set(ctx.services, load);
  }
  return load(id);
}

function batchedRows(prisma: Context["prisma"]): Load {
  let queue = new Map<number, ((row: Notification | null) => void)[]>();
  let failures = new Map<number, ((error: unknown) => void)[]>();
  const send = () => {
    const [batch, fail] = [queue, failures];
    [queue, failures] = [new Map(), new Map()];
    prisma.notification.findMany({ where: { id: { in: [...batch.keys()] } } }).then(
      (rows) => {
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const [id, waiting] of batch) for (const resolve of waiting) resolve(byId.get(id) ?? null);
      },
      (error: unknown) => {
        for (const rejects of fail.values()) for (const reject of rejects) reject(error);
      },
    );
  };
  return (id) =>
    new Promise((resolve, reject) => {
      if (queue.size === 0) setImmediate(send);
      queue.set(id, [...(queue.get(id) ?? []), resolve]);
      failures.set(id, [...(failures.get(id) ?? []), reject]);
    });
}
