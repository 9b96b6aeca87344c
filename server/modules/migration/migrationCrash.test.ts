import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { openDatabase, type Database } from "../../platform/db";
import { createUser } from "../../../test/server/factories";
import { createScratchDatabase, killServer, spawnServer, type ServerProcess } from "../../../test/server/processes";
import { startS3, type TestS3 } from "../../../test/server/s3Server";
import { sampleBytes, sha256, writeSamples } from "../../../test/server/migrationKit";

const FILES = 50;
const PROGRESS = `subscription($jobId: Int!) { mediaMigrationProgress(jobId: $jobId) { status processed total } }`;
type Progress = { status: string; processed: number; total: number };

/** Follows a job over the WebSocket until until(progress) holds (or the stream ends); answers the last event. */
function follow(url: string, token: string, jobId: number, until: (p: Progress) => boolean) {
  const client = createClient({ url: url.replace(/^http/, "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  return new Promise<Progress>((resolve, reject) => {
    let last: Progress | undefined;
    const stop = client.subscribe<{ mediaMigrationProgress: Progress }>({ query: PROGRESS, variables: { jobId } }, {
      next: ({ data, errors }) => {
        if (errors) return reject(new Error(errors[0].message));
        last = data!.mediaMigrationProgress;
        if (!until(last)) return;
        stop();
        void client.dispose();
        resolve(last);
      },
      error: reject,
      complete: () => (last ? resolve(last) : reject(new Error("no progress event"))),
    });
  });
}

describe("a media migration killed with SIGKILL midway, then run again on a new process", () => {
  let db: Awaited<ReturnType<typeof createScratchDatabase>>;
  let s3: TestS3;
  let database: Database;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const files = Array.from({ length: FILES }, (_, i) => ({ rel: `legacy/${String(i).padStart(2, "0")}.jpg`, data: sampleBytes(512 * 1024, i) }));

  beforeAll(async () => {
    db = await createScratchDatabase();
    s3 = await startS3();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcm-crash-"));
    writeSamples(path.join(dataDir, "uploads"), files);
  });
  afterAll(async () => {
    await Promise.all(servers.map(killServer));
    await database?.close();
    await s3.close();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const server = spawnServer({ DATABASE_URL: db.url, SEED: "none", DATA_DIR: dataDir, ATTACHED_ASSETS_DIR: path.join(dataDir, "none"), ...s3.env });
    servers.push(server);
    return server.ready;
  };
  const migrate = async (url: string, token: string) => {
    const response = await fetch(`${url}/api/migrate/images`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as { jobId: number; total: number };
  };

  it("ends with every file migrated once and verified", { timeout: 180_000 }, async () => {
    const first = await start();
    database = await openDatabase({ databaseUrl: db.url });
    const { token } = await createUser(database.prisma, { isAdmin: true });
    const { jobId, total } = await migrate(first, token);
    expect(total).toBe(FILES);

    await follow(first, token, jobId, (p) => p.processed >= 5);
    servers[0].child.kill("SIGKILL");
    await servers[0].exited;
    const cut = await database.prisma.migrationJob.findUniqueOrThrow({ where: { id: jobId } });
    expect(cut.status).toBe("RUNNING");
    expect(cut.processed).toBeLessThan(FILES);

    const second = await start();
    // A live heartbeat is left alone: the new process answers the same job without taking it.
    expect(await migrate(second, token)).toEqual({ jobId, total: FILES });
    // Past 30 s without a heartbeat the job is an orphan (the clock is moved rather than waited for).
    await database.prisma.migrationJob.update({ where: { id: jobId }, data: { heartbeatAt: new Date(Date.now() - 31_000) } });
    expect(await migrate(second, token)).toEqual({ jobId, total: FILES });
    const done = await follow(second, token, jobId, (p) => p.status !== "running");
    expect(done).toEqual({ status: "completed", processed: FILES, total: FILES });

    const items = await database.prisma.migrationItem.findMany({ orderBy: { key: "asc" } });
    expect(items).toHaveLength(FILES);
    for (const [i, item] of items.entries()) {
      expect(item).toMatchObject({ key: files[i].rel, status: "VERIFIED", sha256: sha256(files[i].data) });
      // Written once; a file whose PUT landed just before the kill is found in place and adopted (0).
      expect(item.copies).toBeLessThanOrEqual(1);
      const served = await fetch(`${second}/objects/${item.key}`);
      expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(item.sha256);
    }
    expect(s3.objectFiles()).toHaveLength(FILES);
    // Nothing in flight was lost: a later run finds all of them verified and copies nothing.
    const again = await migrate(second, token);
    const rerun = await follow(second, token, again.jobId, (p) => p.status !== "running");
    expect(rerun).toEqual({ status: "completed", processed: FILES, total: FILES });
    expect((await database.prisma.migrationJob.findUniqueOrThrow({ where: { id: again.jobId } })).copied).toBe(0);
  });
});
