import fs from "node:fs";
import type { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient, type Prisma } from "../generated/prisma/client";
import { logger } from "./logger";
import { ANY, type Tags } from "./rowTags";
import { rowTracking } from "./rowTracking";
import { forgetStalePlans, retryingStalePlan, statementNames, type StatementNames } from "./statementNames";
import { withPlainReads } from "./plainReads";

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
  /** Every SQL statement Prisma sends is passed here (tests use it to fail N+1 patterns); needs `statementLog`. */
  onQuery(listener: (entry: QueryLogEntry) => void): () => void;
  /** Every committed write with the tags of what it changed (server/platform/rowTags.ts). */
  onWrite(listener: (tags: Tags) => void): () => void;
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
  /** A PGlite data directory dumped with `dumpDataDir`, loaded instead of running initdb (tests). */
  pgliteSnapshot?: Blob;
  logQueries?: boolean;
  /**
   * Feeds `onQuery` listeners (tests, benches). Off in production, where nothing listens: Prisma's
   * query log gives every statement a timestamp, two clock reads and its parameters as JSON, ~2 % of
   * a GraphQL card with its 20 reviews (README, Platform decisions).
   */
  statementLog?: boolean;
}

/** What differs between the two engines; everything else is one wrapper (`wrap`). */
interface Engine {
  kind: Database["kind"];
  adapter: PrismaPg | PrismaPGlite;
  /** The names of prepared statements (PostgreSQL; PGlite's adapter prepares none). */
  statements?: StatementNames;
  /** Runs fn on one session: a pooled connection held for its duration, or PGlite's only one. */
  session<T>(fn: (exec: (sql: string) => Promise<void>) => Promise<T>): Promise<T>;
  withStartupLock: Database["withStartupLock"];
  poolStats: Database["poolStats"];
  end(): Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite: one schema, one dialect. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const engine = options.databaseUrl ? postgresEngine(options.databaseUrl) : await pgliteEngine(options.pgliteDir, options.pgliteSnapshot);
  return wrap(engine, options);
}

function postgresEngine(url: string): Engine {
  // A query waits at most 10 s for a free connection, then the request answers 503 (ServiceBusyError) instead of hanging.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: POOL_WAIT_MS });
  // An idle pooled connection can be cut by the server (restart, failover, DROP DATABASE … FORCE);
  // pg then emits "error" on the pool, which would crash the process without a listener.
  pool.on("error", (error) => logger.warn({ error: error.message }, "database: idle connection lost"));
  const statements = statementNames();
  const session: Engine["session"] = async (fn) => {
    const client = await pool.connect();
    try {
      return await fn(async (sql) => void (await client.query(sql)));
    } finally {
      client.release();
    }
  };
  return {
    kind: "postgres",
    adapter: new PrismaPg(pool, { statementNameGenerator: statements.name }),
    statements,
    session,
    // A session-level lock on its own connection; the work itself may use any pooled one.
    withStartupLock: (fn) =>
      session(async (exec) => {
        await exec(`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY})`);
        try {
          return await fn();
        } finally {
          await exec(`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
        }
      }),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    end: () => pool.end(),
  };
}

async function pgliteEngine(dir: string | undefined, snapshot: Blob | undefined): Promise<Engine> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // Imported only for the embedded engine: a PostgreSQL server never loads PGlite's code.
  const [{ PGlite }, { pg_trgm }, { PrismaPGlite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("pglite-prisma-adapter"),
  ]);
  // pg_trgm backs the card search index (migration card_list_indexes), as on PostgreSQL.
  const options = { extensions: { pg_trgm }, loadDataDir: snapshot };
  const pglite = dir ? new PGlite(dir, options) : new PGlite(options);
  await pglite.waitReady;
  return {
    kind: "pglite",
    adapter: new PrismaPGlite(pglite),
    // PGlite has one session: nothing else may query while a script transaction runs (true during start-up).
    session: (fn) => fn(async (sql) => void (await pglite.exec(sql))),
    // Single process: no other instance to wait for.
    withStartupLock: (fn) => fn(),
    poolStats: () => null,
    // An open PGlite handle keeps Node alive.
    end: () => pglite.close(),
  };
}

function wrap(engine: Engine, { logQueries, statementLog }: DatabaseOptions): Database {
  const writeListeners = new Set<(tags: Tags) => void>();
  const reportWrite = (tags: Tags) => {
    for (const listener of writeListeners) listener(tags);
  };
  const observed = Boolean(logQueries || statementLog);
  // errorFormat "minimal": Prisma's default captures a stack trace (`new Error()`) on every call to
  // print the caller's line should the call fail, 0.05–0.08 ms of a card with its 20 reviews (8–10 % of
  // the call, interleaved A/B in one process). A failed call still names the call and what was wrong
  // with it, without the file and line.
  const base = new PrismaClient({ adapter: engine.adapter, ...(observed ? { log: [{ emit: "event" as const, level: "query" as const }] } : {}), errorFormat: "minimal" });
  const queryListeners = observed ? wireQueryLog(base, logQueries) : unobserved;
  // The extended client keeps PrismaClient's API; its type differs only in generics the app never names.
  const tracked = base.$extends(rowTracking(reportWrite));
  const { statements } = engine;
  const extended = statements ? tracked.$extends(forgetStalePlans(statements)) : tracked;
  const prisma = withPlainReads(extended, base, statements && ((call) => retryingStalePlan(statements, call))) as unknown as Db;
  const scriptRan = () => reportWrite(new Set([ANY]));
  return {
    prisma,
    kind: engine.kind,
    execScript: (sql) =>
      engine.session(async (exec) => {
        await exec(sql);
        scriptRan();
      }),
    onQuery: queryListeners,
    onWrite(listener) {
      writeListeners.add(listener);
      return () => void writeListeners.delete(listener);
    },
    withStartupLock: engine.withStartupLock,
    poolStats: engine.poolStats,
    scriptTransaction: (fn) =>
      engine.session(async (exec) => {
        await exec("BEGIN");
        try {
          const result = await fn({ kind: engine.kind, execScript: exec });
          await exec("COMMIT");
          scriptRan();
          return result;
        } catch (error) {
          await exec("ROLLBACK").catch(() => {});
          throw error;
        }
      }),
    async close() {
      await base.$disconnect();
      await engine.end();
    },
  };
}

const unobserved = (): never => {
  throw new Error("onQuery needs openDatabase({ statementLog: true })");
};

/** Passes every statement Prisma sends to the listeners (and prints it with `logQueries`). */
function wireQueryLog(prisma: Db, print?: boolean) {
  const set = new Set<(entry: QueryLogEntry) => void>();
  prisma.$on("query" as never, (e: { query: string; duration: number }) => {
    const entry = { query: e.query, durationMs: e.duration };
    if (print) logger.info({ sql: e.query, ms: e.duration }, "sql");
    for (const listener of set) listener(entry);
  });
  return (listener: (entry: QueryLogEntry) => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
}
