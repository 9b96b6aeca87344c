import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { TEST_PG_ADMIN_URL } from "../../test/server/global-setup";
import { PrismaClient } from "../generated/prisma/client";
import { ServiceBusyError, typedError } from "../errors";

const BUSY = { message: "요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해주세요." };
const TRACK = `mutation ($input: TrackVisitInput!) { trackVisit(input: $input) { __typename } }`;
/**
 * Longer than Prisma's default maxWait (2 s) for an interactive transaction to get a connection, by
 * enough that a request sent up to 2 s after every connection is held still finds none free in time
 * (with 0.6 s to spare, a CI run on a loaded machine once sent it too late and got a 200).
 */
const HOLD_MS = 4000;

describe.each(BACKENDS)("a database too busy to take a request on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  /** Keeps every connection of the app's database inside an open transaction for HOLD_MS. */
  const holdEveryConnection = async () => {
    const holders = backend === "postgres" ? 10 : 1;
    let opened = 0;
    const held = Promise.all(
      Array.from({ length: holders }, () =>
        t.db.prisma.$transaction(
          async (tx) => {
            await tx.$queryRaw`SELECT 1`;
            opened += 1;
            await sleep(HOLD_MS);
          },
          { timeout: HOLD_MS * 3 },
        ),
      ),
    );
    while (opened < holders) await sleep(10);
    // Wrapped, so awaiting this function does not wait for the transactions to end.
    return { released: held };
  };
  const track = (path: string, body: unknown) =>
    fetch(`${t.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("answers REST 503 with a Korean message and Retry-After when no transaction can start in time (P2028)", async () => {
    const { released } = await holdEveryConnection();
    const response = await track("/api/visitors/track", { sessionId: `busy-rest-${backend}`, page: "/" });
    await released;
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual(BUSY);
  });

  it("answers GraphQL 503 with a typed error, the same message and Retry-After", async () => {
    const { released } = await holdEveryConnection();
    const response = await track("/graphql", { query: TRACK, variables: { input: { sessionId: `busy-gql-${backend}`, page: "/" } } });
    await released;
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    const body = (await response.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors).toEqual([expect.objectContaining({ ...BUSY, extensions: expect.objectContaining({ code: "ServiceBusyError", status: 503 }) })]);
  });
});

describe("a connection pool that gives up waiting", () => {
  it("is typed as ServiceBusyError, as node-postgres raises it through Prisma", async () => {
    const pool = new pg.Pool({ connectionString: TEST_PG_ADMIN_URL, max: 1, connectionTimeoutMillis: 50 });
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    // The pool's one connection, held; on a loaded machine opening it can itself take over 50 ms.
    const busy = await holdOne(pool);
    try {
      const error = await prisma.$queryRaw`SELECT 1`.then(() => null, (e: unknown) => e);
      expect(typedError(error)).toBeInstanceOf(ServiceBusyError);
      expect(typedError(new Error("something else"))).not.toBeInstanceOf(ServiceBusyError);
    } finally {
      busy.release();
      await prisma.$disconnect();
      await pool.end();
    }
  });
});

async function holdOne(pool: pg.Pool, attempts = 50): Promise<pg.PoolClient> {
  for (let i = 1; ; i++) {
    try {
      return await pool.connect();
    } catch (error) {
      if (i >= attempts) throw error;
    }
  }
}
