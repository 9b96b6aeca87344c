import { logError as defaultLogError } from "./logger";

/** Work taken off the request path (hashing, mail): run now, failures logged, awaited on shutdown. */
export interface BackgroundTasks {
  /** Starts a task without waiting for it; a failure is logged under `name`, never thrown. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far (and any they started) has settled. */
  drain(): Promise<void>;
}

export function createBackgroundTasks(logError: (message: string, error: unknown) => void = defaultLogError): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      // Starts after the current I/O turn, so the answer is written before the task takes the thread.
      const settled = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => logError(`[background] ${name} failed`, error),
        )
        .finally(() => pending.delete(settled));
      pending.add(settled);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
