import type { Db } from "./db";

/** Tables a write named; "*" when it cannot be known (scripts outside Prisma). */
export type WrittenTables = ReadonlySet<string>;
export const ANY_TABLE: WrittenTables = new Set(["*"]);

/**
 * The tables an SQL statement writes, from its text ("" when it writes none). Covers Prisma's own
 * statements (`INSERT INTO "public"."Review"`) and ours (`UPDATE "Post" SET`, CTEs). `FOR UPDATE`
 * and `ON CONFLICT … DO UPDATE` are not writes of their own.
 */
export function writtenTables(sql: string): string[] {
  const tables: string[] = [];
  for (const match of sql.matchAll(/(?<!\bFOR\s+)(?<!\bDO\s+)\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:"?public"?\.)?"?(\w+)"?/gi)) {
    tables.push(match[1]);
  }
  return tables;
}

/**
 * Reports every committed write, with its tables, to whoever keeps copies of rows (the response
 * cache, the session cache). A write statement is reported when it has run (an autocommit write has
 * then committed), and an interactive transaction's tables again once it settles: a reader that
 * cached between the statement and the commit still saw the old rows, and this second report drops
 * what it cached.
 */
export function watchWrites(prisma: Db) {
  const listeners = new Set<(tables: WrittenTables) => void>();
  const openTransactions = new Set<Set<string>>();
  const emit = (tables: WrittenTables) => {
    for (const listener of listeners) listener(tables);
  };

  const original = prisma.$transaction.bind(prisma) as (...args: unknown[]) => Promise<unknown>;
  // Concurrent transactions collect each other's tables too: reporting more is safe, less is not.
  (prisma as { $transaction: unknown }).$transaction = (...args: unknown[]) => {
    const written = new Set<string>();
    openTransactions.add(written);
    return original(...args).finally(() => {
      openTransactions.delete(written);
      if (written.size > 0) emit(written);
    });
  };

  return {
    /** Fed every statement Prisma ran (its query log). */
    statement(sql: string) {
      const tables = writtenTables(sql);
      if (tables.length === 0) return;
      for (const open of openTransactions) for (const table of tables) open.add(table);
      emit(new Set(tables));
    },
    /** A script ran outside Prisma: anything may have changed. */
    script() {
      emit(ANY_TABLE);
    },
    onWrite(listener: (tables: WrittenTables) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
