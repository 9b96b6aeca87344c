import type { Context } from "../../core/context";
import { watchedAmong } from "./watchlist.service";

/**
 * Card.viewerWatches for every card of one answer in one statement: ids asked in the same tick
 * are loaded together (DataLoader's batching, which the project has no package for). Keyed by the
 * request's context, so nothing outlives or crosses requests.
 */
type Loader = (cardId: number) => Promise<boolean>;
const loaders = new WeakMap<Context, Loader>();

export function viewerWatches(ctx: Context, cardId: number): Promise<boolean> | boolean {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  let load = loaders.get(ctx);
  if (!load) {
    load = batchLoader((ids) => watchedAmong(ctx, viewer.id, ids));
    loaders.set(ctx, load);
  }
  return load(cardId);
}

function batchLoader(loadMany: (ids: number[]) => Promise<Set<number>>): Loader {
  const cache = new Map<number, Promise<boolean>>();
  let queue: { id: number; resolve(v: boolean): void; reject(e: unknown): void }[] = [];
  const send = () => {
    const batch = queue;
    queue = [];
    loadMany([...new Set(batch.map((q) => q.id))]).then(
      (found) => batch.forEach((q) => q.resolve(found.has(q.id))),
      (error: unknown) => batch.forEach((q) => q.reject(error)),
    );
  };
  return (id) => {
    const cached = cache.get(id);
    if (cached) return cached;
    const promise = new Promise<boolean>((resolve, reject) => {
      // After the promise jobs already queued (sibling resolvers), as readBatch and DataLoader do.
      if (queue.length === 0) void Promise.resolve().then(() => process.nextTick(send));
      queue.push({ id, resolve, reject });
    });
    cache.set(id, promise);
    return promise;
  };
}
