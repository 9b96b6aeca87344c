import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient, type Prisma } from "../generated/prisma/client";
import { logger } from "./logger";
import { watchWrites, type WrittenTables } from "./writeWatch";

export type Db = PrismaClient;
/** The client inside `prisma.$transaction(async (tx) => …)`. */
export type Tx = Prisma.TransactionClient;

interface QueryLogEntry {
  query: string;
  durationMs: number;
}

export interface Database {
  prisma: Db;
  kind: "pglite" | "postgres";
  /** Runs a multi-statement SQL script outside Prisma (migrations, bulk seed). */
  execScript(sql: string): Promise<void>;
  /** Every SQL statement Prisma sends is passed here (tests use it to fail N+1 patterns). */
  onQuery(listener: (entry: QueryLogEntry) => void): () => void;
  /** Every committed write with the tables it touched (server/platform/writeWatch.ts). */
  onWrite(listener: (tables: WrittenTables) => void): () => void;
  /**
   * Runs fn while holding the start-up lock: a PostgreSQL session advisory lock, so instances
   * starting at once migrate and seed one after another. PGlite is single-process: no lock needed.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Runs fn with a script runner inside one transaction: every script commits, or none does. */
  scriptTransaction<T>(fn: (scripts: ScriptRunner) => Promise<T>): Promise<T>;
  /** Connection pool usage for metrics; null for PGlite (one in-process session). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/** Raw SQL scripts only: Prisma queries would run outside the surrounding transaction. */
export type ScriptRunner = Pick<Database, "kind" | "execScript">;

const POOL_WAIT_MS = 10_000;

/** Arbitrary constant naming this application's start-up lock among advisory locks. */
const STARTUP_LOCK_KEY = 7_310_482_911;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the embedded database in memory. */
  pgliteDir?: string;
  logQueries?: boolean;
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite: one schema, one dialect. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logQueries);
  return openPglite(options.pgliteDir, options.logQueries);
}

async function openPostgres(url: string, logQueries?: boolean): Promise<Database> {
  // A query waits at most 10 s for a free connection, then the request answers 503 (ServiceBusyError) instead of hanging.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: POOL_WAIT_MS });
  // An idle pooled connection can be cut by the server (restart, failover, DROP DATABASE … FORCE);
  // pg then emits "error" on the pool, which would crash the process without a listener.
  pool.on("error", (error) => logger.warn({ error: error.message }, "database: idle connection lost"));
  const prisma = createClient(new PrismaPg(pool));
  const listeners = wireQueryLog(prisma, logQueries);
  return {
    prisma,
    kind: "postgres",
    async execScript(sql) {
      await pool.query(sql);
      listeners.writes.script();
    },
    onQuery: listeners.add,
    onWrite: listeners.writes.onWrite,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async withStartupLock(fn) {
      // Session-level lock on a dedicated connection; the work itself may use any pooled one.
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async scriptTransaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn({ kind: "postgres", execScript: async (sql) => void (await client.query(sql)) });
        await client.query("COMMIT");
        listeners.writes.script();
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function openPglite(dir: string | undefined, logQueries?: boolean): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // pg_trgm backs the card search index (migration card_list_indexes), as on PostgreSQL.
  const extensions = { pg_trgm };
  const pglite = dir ? new PGlite(dir, { extensions }) : new PGlite({ extensions });
  await pglite.waitReady;
  const prisma = createClient(new PrismaPGlite(pglite));
  const listeners = wireQueryLog(prisma, logQueries);
  return {
    prisma,
    kind: "pglite",
    async execScript(sql) {
      await pglite.exec(sql);
      listeners.writes.script();
    },
    onQuery: listeners.add,
    onWrite: listeners.writes.onWrite,
    withStartupLock: (fn) => fn(),
    poolStats: () => null,
    async scriptTransaction(fn) {
      // PGlite has one session: nothing else may query while this runs (true during start-up).
      await pglite.exec("BEGIN");
      try {
        const result = await fn({ kind: "pglite", execScript: async (sql) => void (await pglite.exec(sql)) });
        await pglite.exec("COMMIT");
        listeners.writes.script();
        return result;
      } catch (error) {
        await pglite.exec("ROLLBACK").catch(() => {});
        throw error;
      }
    },
    async close() {
      await prisma.$disconnect();
      // An open PGlite handle keeps Node alive.
      await pglite.close();
    },
  };
}

function createClient(adapter: PrismaPg | PrismaPGlite) {
  return new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
}

function wireQueryLog(prisma: Db, print?: boolean) {
  const set = new Set<(entry: QueryLogEntry) => void>();
  const writes = watchWrites(prisma);
  prisma.$on("query" as never, (e: { query: string; duration: number }) => {
    const entry = { query: e.query, durationMs: e.duration };
    if (print) logger.info({ sql: e.query, ms: e.duration }, "sql");
    writes.statement(e.query);
    for (const listener of set) listener(entry);
  });
  return {
    writes,
    add(listener: (entry: QueryLogEntry) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
  };
}
