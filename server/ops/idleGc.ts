import type { RequestTracker } from "./requests";

/** How long after the last answer the server counts as back at rest. */
export const IDLE_GC_DELAY_MS = 15_000;

/**
 * One full garbage collection each time the server comes back to rest after traffic. V8's memory
 * reducer did this on Node 20 (idle RSS fell 10–12 MiB ~20 s after the last request); on Node 24 it
 * does not, so a quiet server kept the heap its last burst had grown. Measured (`npm run bench:memory`,
 * production bundle, demo data on PostgreSQL): 5 s after a few pages 177 MiB, at rest 160; after a minute
 * of mixed traffic 291, at rest 188 (277 without). Runs only when the process was started with
 * `--expose-gc` (npm start is). The collection takes 0.16–0.2 s of the event loop: a request that
 * arrives in that window, after 15 s of quiet, waits that much longer; a busy server never collects.
 * `release` runs just before it (the app drops its response cache's expired answers there).
 */
export function collectWhenIdle(
  requests: Pick<RequestTracker, "active" | "finishedListeners">,
  {
    delayMs = IDLE_GC_DELAY_MS,
    gc = globalThis.gc,
    release = () => {},
  }: { delayMs?: number; gc?: ((options: NodeJS.GCOptions) => unknown) | null; release?: () => void } = {},
) {
  if (!gc) return { stop() {} };
  // Armed at start too: start-up (migrations, the first seeding) leaves garbage of its own.
  const timer = setTimeout(() => {
    // A long request still in flight: wait for its end, which re-arms the timer.
    if (requests.active > 0) return;
    // What only traffic needed (expired cached answers) goes first, so the collection hands its memory back too.
    release();
    // "last-resort" is what V8 runs before giving up on memory: full collections until nothing more is freed,
    // compaction, and the freed pages handed back to the system; a plain gc() kept them (182 → 182 MiB).
    gc({ type: "major", execution: "sync", flavor: "last-resort" });
  }, delayMs);
  timer.unref();
  // Re-armed per answer, also after it fired: Timeout.refresh() relinks the same timer, no allocation.
  const rearm = () => timer.refresh();
  requests.finishedListeners.add(rearm);
  return {
    stop() {
      requests.finishedListeners.delete(rearm);
      clearTimeout(timer);
    },
  };
}
