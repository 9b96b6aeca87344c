import crypto from "node:crypto";
import pg from "pg";
import { parseConfig } from "../../server/config";
import { buildApp, type App } from "../../server/app";
import { openDatabase, type Database } from "../../server/platform/db";
import { TEST_PG_ADMIN_URL } from "./global-setup";
import { migratedPgliteSnapshot, migratedPostgresTemplate } from "./schemaSnapshots";

export type Backend = "pglite" | "postgres";
/** Every server suite runs on both engines: the embedded default and production PostgreSQL. */
export const BACKENDS: Backend[] = ["pglite", "postgres"];

export interface TestApp {
  app: App;
  db: Database;
  /** Base URL of the real HTTP server (REST and WebSocket tests). */
  url: string;
  /** The scratch PostgreSQL database, so a second instance can share it. */
  databaseUrl?: string;
  /** Runs one GraphQL operation through yoga.fetch. */
  // Tests read answers in the shape of their own inline query; typing each of ~80 call sites buys nothing.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  /** Counts the SQL statements Prisma sends while fn runs. */
  countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: string[] }>;
  close(): Promise<void>;
}

function scratchUrl(name: string) {
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, migrated database on the given engine, and an app serving it on a random port. */
export async function startTestApp(backend: Backend, env: Record<string, string> = {}, listen: { host?: string } = {}): Promise<TestApp> {
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (backend === "postgres") {
    const name = `fcm_test_${Math.floor(Date.now() / 1000)}_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${await migratedPostgresTemplate(TEST_PG_ADMIN_URL)}"`);
    await admin.end();
    databaseUrl = scratchUrl(name);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    };
  }
  const db = await openDatabase({ statementLog: true, ...(databaseUrl ? { databaseUrl } : { pgliteSnapshot: await migratedPgliteSnapshot() }) });
  const config = parseConfig({ NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl ?? "memory://", SEED: "none", ...env });
  const app = await buildApp(config, { database: db });
  const url = await app.start(0, listen.host ?? "127.0.0.1");

  return {
    app,
    db,
    url,
    databaseUrl,
    async gql(query, variables, token) {
      const response = await app.yoga.fetch("http://test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    async countQueries(fn) {
      const queries: string[] = [];
      const off = db.onQuery((e) => queries.push(e.query));
      try {
        const result = await fn();
        return { result, queries: queries.filter((q) => !/^(BEGIN|COMMIT|ROLLBACK)/i.test(q)) };
      } finally {
        off();
      }
    },
    async close() {
      await app.stop();
      await db.close();
      await dropDatabase();
    },
  };
}
