import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { parseConfig } from "../../config";
import { buildApp, type App } from "../../app";
import { createUser } from "../../../test/server/factories";
import { rest } from "../../../test/server/accounts";
import { startMediaApp, type MediaTestApp } from "../../../test/server/mediaKit";
import { sampleBytes, writeSamples } from "../../../test/server/migrationKit";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const FILES = 100;

describe("media migration progress across two instances on one Redis, PostgreSQL and bucket", () => {
  let a: MediaTestApp;
  let b: App;
  let bUrl: string;
  let admin: string;
  beforeAll(async () => {
    a = await startMediaApp("postgres", "s3", { REDIS_URL });
    b = await buildApp(parseConfig({ NODE_ENV: "test", DATA_DIR: path.join(a.dataDir, "b"), DATABASE_URL: a.databaseUrl!, REDIS_URL, SEED: "none", ...a.s3!.env }));
    bUrl = await b.start(0, "127.0.0.1");
    admin = (await createUser(a.db.prisma, { isAdmin: true })).token;
    writeSamples(path.join(a.dataDir, "uploads"), Array.from({ length: FILES }, (_, i) => ({ rel: `p/${i}.png`, data: sampleBytes(32 * 1024, i) })));
  });
  afterAll(async () => {
    await b.stop();
    await a.close();
  });

  it("a subscriber on the other instance sees the count rise to the total, then the stream ends", async () => {
    const { body } = await rest(a, "POST", "/api/migrate/images", undefined, admin);
    expect(body.total).toBe(FILES);
    const client = createClient({ url: bUrl.replace(/^http/, "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${admin}` }, retryAttempts: 0 });
    const seen: { status: string; processed: number }[] = [];
    await new Promise<void>((resolve, reject) =>
      client.subscribe<{ mediaMigrationProgress: { status: string; processed: number } }>(
        { query: "subscription($id: Int!) { mediaMigrationProgress(jobId: $id) { status processed } }", variables: { id: body.jobId } },
        { next: ({ data }) => void seen.push(data!.mediaMigrationProgress), error: reject, complete: resolve },
      ),
    );
    await client.dispose();
    const counts = seen.map((s) => s.processed);
    expect(counts).toEqual([...counts].sort((x, y) => x - y));
    expect(seen.at(-1)).toEqual({ status: "completed", processed: FILES });
    // Events, not one final answer: the bar moved through intermediate counts.
    expect(new Set(counts.filter((c) => c > 0 && c < FILES)).size).toBeGreaterThan(1);
  });
});
