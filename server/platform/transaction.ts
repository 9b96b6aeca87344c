import { setTimeout as sleep } from "node:timers/promises";
import type { Prisma } from "../generated/prisma/client";
import { ConflictError } from "../errors";
import { logger } from "./logger";
import type { Db, Tx } from "./db";
import { collectWrites } from "./rowTracking";

export interface TransactionOptions {
  maxWait?: number;
  timeout?: number;
  isolationLevel?: Prisma.TransactionIsolationLevel;
}

/** Attempts in all (the first and its retries) before a conflict is answered to the user. */
export const TRANSACTION_ATTEMPTS = 4;
export const TRANSACTION_CONFLICT = "다른 요청과 동시에 처리되어 저장하지 못했습니다. 잠시 후 다시 시도해주세요.";

/** SQLSTATEs PostgreSQL asks the client to retry: serialization failure and deadlock. */
const RETRYABLE_SQLSTATES = new Set(["40001", "40P01"]);

/**
 * Whether an error is a serialization failure or deadlock. Through the driver adapters 40001
 * arrives as P2034 and 40P01 as a raw "postgres" cause (P2010 and others), so both are read.
 */
function isRetryableConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const candidate = e as { code?: unknown; meta?: { driverAdapterError?: { cause?: { code?: unknown; originalCode?: unknown } } }; cause?: unknown };
    if (candidate.code === "P2034" || (typeof candidate.code === "string" && RETRYABLE_SQLSTATES.has(candidate.code))) return true;
    const cause = candidate.meta?.driverAdapterError?.cause;
    if (cause && (RETRYABLE_SQLSTATES.has(String(cause.originalCode)) || RETRYABLE_SQLSTATES.has(String(cause.code)))) return true;
    e = candidate.cause;
  }
  return false;
}

/**
 * Every service transaction goes through here: `fn` runs in one interactive transaction and is
 * run again from the start (after a short jittered pause) when PostgreSQL aborts it as a deadlock
 * or serialization failure, at most TRANSACTION_ATTEMPTS times; then the user gets a Korean 409.
 * `fn` must only write through `tx` (side effects after commit belong to the caller).
 */
export async function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      // Its writes are reported to caches once it has committed, not statement by statement.
      return await collectWrites(() => db.$transaction(fn, options));
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= TRANSACTION_ATTEMPTS) {
        logger.warn({ attempts: attempt }, "transaction: gave up after repeated deadlocks or serialization failures");
        throw new ConflictError(TRANSACTION_CONFLICT);
      }
      logger.info({ attempt }, "transaction: retrying after a deadlock or serialization failure");
      // 10, 20, 40 ms on average, jittered so the transactions that collided do not collide again.
      await sleep(10 * 2 ** (attempt - 1) * (0.5 + Math.random()));
    }
  }
}
