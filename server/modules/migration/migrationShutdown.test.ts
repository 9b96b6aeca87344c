import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { parseConfig } from "../../config";
import { buildApp } from "../../app";
import { createUser } from "../../../test/server/factories";
import { rest } from "../../../test/server/accounts";
import { startMediaApp, type MediaTestApp } from "../../../test/server/mediaKit";
import { sampleBytes, writeSamples } from "../../../test/server/migrationKit";

const FILES = 120;

describe("media migration on graceful shutdown, and its subscription's scope", () => {
  let t: MediaTestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    t = await startMediaApp("postgres", "s3");
    admin = (await createUser(t.db.prisma, { isAdmin: true })).token;
    member = (await createUser(t.db.prisma)).token;
    writeSamples(path.join(t.dataDir, "uploads"), Array.from({ length: FILES }, (_, i) => ({ rel: `old/${i}.jpg`, data: sampleBytes(64 * 1024, i) })));
  });
  afterAll(() => t.close());

  it("refuses the progress subscription to a member", async () => {
    const client = createClient({ url: t.url.replace(/^http/, "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${member}` }, retryAttempts: 0 });
    const first = await new Promise<unknown>((resolve) =>
      client.subscribe({ query: "subscription { mediaMigrationProgress(jobId: 1) { status } }" }, { next: resolve, error: resolve, complete: () => resolve("complete") }),
    );
    await client.dispose();
    // Refused before any event: the error callback gets the GraphQL errors.
    expect(first).toMatchObject([{ message: "관리자만 사용할 수 있습니다.", extensions: { status: 403 } }]);
  });

  it("stops between files when its instance shuts down, and another instance takes the job over at once", async () => {
    // The first instance: same database and bucket, its own process state.
    const config = parseConfig({ NODE_ENV: "test", DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl!, SEED: "none", ATTACHED_ASSETS_DIR: path.join(t.dataDir, "none"), ...t.s3!.env });
    const first = await buildApp(config, { database: t.db });
    const firstUrl = await first.start(0, "127.0.0.1");
    const started = await fetch(`${firstUrl}/api/migrate/images`, { method: "POST", headers: { authorization: `Bearer ${admin}` } });
    const { jobId } = (await started.json()) as { jobId: number };
    await first.stop();
    const stopped = await t.db.prisma.migrationJob.findUniqueOrThrow({ where: { id: jobId } });
    expect(stopped.status).toBe("RUNNING");
    expect(stopped.processed).toBeLessThan(FILES);
    expect(stopped.heartbeatAt.getTime()).toBe(0);

    expect((await rest(t, "POST", "/api/migrate/images", undefined, admin)).body).toEqual({ jobId, total: FILES });
    await t.app.services.background.drain();
    const done = await t.db.prisma.migrationJob.findUniqueOrThrow({ where: { id: jobId } });
    // The failed files first, so a failure names their reason.
    expect(await t.db.prisma.migrationItem.findMany({ where: { status: "FAILED" }, select: { key: true, error: true } })).toEqual([]);
    expect(done).toMatchObject({ status: "COMPLETED", processed: FILES, failed: 0 });
    expect(await t.db.prisma.migrationItem.count({ where: { status: "VERIFIED", copies: { lte: 1 } } })).toBe(FILES);
  });
});
