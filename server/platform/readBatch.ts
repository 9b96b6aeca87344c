import { Prisma } from "../generated/prisma/client";
import type { Db } from "./db";
import { noteReads, noteRows, rawReads } from "./rowTracking";

/** The keys of T whose values are dates: the columns JSON brings back as text. */
export type DateKey<T> = { [K in keyof T]-?: NonNullable<T[K]> extends Date ? K : never }[keyof T] & string;

/**
 * Independent raw reads of one request, sent as one statement. A GraphQL query calls its root
 * fields' resolvers in one go, so the home page's lists would otherwise cost a statement (and a
 * pooled connection) each.
 */
export interface ReadBatch {
  /**
   * The rows of one SELECT, in its ORDER BY. It waits for the reads queued in the same tick and
   * travels with them as JSON: numbers come back as numbers (count's bigint and numeric too), and
   * the timestamp columns named in `dates` as Dates. `reads` declares what the SELECT reads for
   * the response cache (server/platform/rowTags.ts), and `rowsOf` the model whose rows (by `id`) it returns.
   */
  rows<T extends object>(sql: Prisma.Sql, options: { dates?: readonly DateKey<T>[]; reads: readonly string[]; rowsOf?: string }): Promise<T[]>;
}

interface QueuedRead {
  sql: Prisma.Sql;
  dates: readonly string[];
  resolve(rows: object[]): void;
  reject(error: unknown): void;
}

/** One per request context; nothing is kept between batches. */
export function createReadBatch(db: Db): ReadBatch {
  let queue: QueuedRead[] = [];

  function send() {
    const batch = queue;
    queue = [];
    // One row, one JSON array per read. json_agg takes the rows in the order of its sorted
    // subquery, as it does when nothing else is joined at that level (PostgreSQL, "Aggregate Expressions").
    const columns = batch.map((read, i) => Prisma.sql`(SELECT COALESCE(json_agg(q), '[]'::json) FROM (${read.sql}) q) AS ${Prisma.raw(`"r${i}"`)}`);
    // Each read declares its own tags to its caller below.
    rawReads([], () => db.$queryRaw<Record<string, Record<string, unknown>[]>[]>`SELECT ${Prisma.join(columns)}`).then(
      ([row]) => batch.forEach((read, i) => read.resolve(withDates(row[`r${i}`], read.dates))),
      (error: unknown) => batch.forEach((read) => read.reject(error)),
    );
  }

  return {
    rows<T extends object>(sql: Prisma.Sql, options: { dates?: readonly DateKey<T>[]; reads: readonly string[]; rowsOf?: string }) {
      return new Promise<T[]>((resolve, reject) => {
        // After the promise jobs already queued (resolvers awaiting nothing but each other), like DataLoader's default.
        if (queue.length === 0) void Promise.resolve().then(() => process.nextTick(send));
        queue.push({ sql, dates: options.dates ?? [], resolve: resolve as (rows: object[]) => void, reject });
      }).then((rows) => {
        noteReads(options.reads);
        if (options.rowsOf) noteRows(options.rowsOf, rows);
        return rows;
      });
    },
  };
}

/** `timestamp(3)` arrives as local ISO text without a zone; Prisma reads it as UTC, so do we. */
const ZONED = /(?:Z|[+-]\d\d(?::?\d\d)?)$/;

function withDates(rows: Record<string, unknown>[], dates: readonly string[]): object[] {
  if (dates.length === 0) return rows;
  for (const row of rows) {
    for (const key of dates) {
      const value = row[key];
      if (typeof value === "string") row[key] = new Date(ZONED.test(value) ? value : `${value}Z`);
    }
  }
  return rows;
}
