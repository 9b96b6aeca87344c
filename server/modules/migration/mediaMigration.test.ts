import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/server/factories";
import { rest } from "../../../test/server/accounts";
import { MEDIA_MATRIX, mp4Bytes, pngImage, startMediaApp, type MediaTestApp } from "../../../test/server/mediaKit";
import { assetsDir, sampleBytes, sha256, writeOversized, writeSamples } from "../../../test/server/migrationKit";
import { parseConfig } from "../../config";
import { buildApp } from "../../app";
import type { ObjectStorage } from "../../platform/storage";
import type { Context } from "../../core/context";
import { MISMATCH_REASON, TOO_LARGE_REASON } from "./mediaMigration.runner";
import { startMediaMigration } from "./mediaMigration.service";

describe.each(MEDIA_MATRIX)("media migration on %s with %s storage", (backend, storage) => {
  let t: MediaTestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let member: string;
  let assets: string;
  const uploads: { rel: string; data: Buffer }[] = [];
  const attached: { rel: string; data: Buffer }[] = [];

  beforeAll(async () => {
    assets = assetsDir();
    t = await startMediaApp(backend, storage, { ATTACHED_ASSETS_DIR: assets });
    admin = await createUser(t.db.prisma, { isAdmin: true });
    member = (await createUser(t.db.prisma)).token;
    uploads.push({ rel: "legacy/a.png", data: await pngImage(64, 64, 1) }, { rel: "b.jpg", data: sampleBytes(40_000, 2) });
    attached.push(
      { rel: "logo.svg", data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
      { rel: "clips/intro.mp4", data: mp4Bytes(300_000) },
      { rel: "favicon.ico", data: sampleBytes(1_000, 3) },
    );
    writeSamples(path.join(t.dataDir, "uploads"), uploads);
    writeSamples(assets, attached);
    writeOversized(path.join(assets, "huge.gif"));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(assets, { recursive: true, force: true });
  });

  /** Starts a run over REST and waits for the runner (a background task) to finish. */
  const run = async () => {
    const started = await rest(t, "POST", "/api/migrate/images", undefined, admin.token);
    expect(started.status).toBe(200);
    await t.app.services.background.drain();
    return t.db.prisma.migrationJob.findUniqueOrThrow({ where: { id: started.body.jobId } });
  };
  const served = async (url: string) => {
    const response = await fetch(`${t.url}${url}`);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it("is admin only", async () => {
    expect((await rest(t, "POST", "/api/migrate/images")).status).toBe(401);
    expect((await rest(t, "POST", "/api/migrate/images", undefined, member)).status).toBe(403);
    expect(await t.db.prisma.migrationJob.count()).toBe(0);
  });

  it("copies every file to /objects/, verifies it, and reports the oversized one in Korean", async () => {
    const job = await run();
    // Uploads on the local store are already in place (same disk): they are verified, not copied.
    const copiedUploads = storage === "s3" ? uploads.length : 0;
    expect(job).toMatchObject({ status: "COMPLETED", total: 6, processed: 6, failed: 1, copied: copiedUploads + attached.length });
    const huge = await t.db.prisma.migrationItem.findUniqueOrThrow({ where: { key: "attached_assets/huge.gif" } });
    expect(huge).toMatchObject({ status: "FAILED", error: TOO_LARGE_REASON, copies: 0 });
    for (const f of uploads) expect((await served(`/objects/${f.rel}`)).bytes.equals(f.data)).toBe(true);
    for (const f of attached) {
      const item = await t.db.prisma.migrationItem.findUniqueOrThrow({ where: { key: `attached_assets/${f.rel}` } });
      expect(item).toMatchObject({ status: "VERIFIED", sha256: sha256(f.data), size: f.data.length, copies: 1 });
      expect((await served(`/objects/attached_assets/${f.rel}`)).bytes.equals(f.data)).toBe(true);
    }
    const svg = (await served("/objects/attached_assets/logo.svg")).response;
    expect(svg.headers.get("content-security-policy")).toContain("sandbox");
    expect(svg.headers.get("content-disposition")).toBe('attachment; filename="logo.svg"');
    const video = await fetch(`${t.url}/objects/attached_assets/clips/intro.mp4`, { headers: { range: "bytes=0-99" } });
    expect([video.status, video.headers.get("content-type")]).toEqual([206, "video/mp4"]);
  });

  it("answers progress through GraphQL, and a second run copies nothing", async () => {
    const job = await run();
    expect(job).toMatchObject({ status: "COMPLETED", total: 6, processed: 6, failed: 1, copied: 0 });
    const answer = await t.gql(`query($id: Int!) { mediaMigration(id: $id) { status percent copied failures { key error } } }`, { id: job.id }, admin.token);
    expect(answer.data?.mediaMigration).toEqual({ status: "completed", percent: 100, copied: 0, failures: [{ key: "attached_assets/huge.gif", error: TOO_LARGE_REASON }] });
    const items = await t.db.prisma.migrationItem.findMany({ where: { status: "VERIFIED" }, select: { copies: true } });
    expect(items.every((i) => i.copies <= 1)).toBe(true);
  });

  it("catches bytes that do not match after the copy, and the next run repairs them", async () => {
    writeSamples(assets, [{ rel: "late.png", data: await pngImage(32, 32, 9) }]);
    // A store that flips the first byte of every write: the read-back hash must disagree.
    const real = t.app.services.storage;
    const corrupting: ObjectStorage = {
      ...real,
      put: async (key, body, meta) => {
        const chunks: Buffer[] = [];
        for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
        const bytes = Buffer.concat(chunks);
        bytes[0] ^= 0xff;
        await real.put(key, bytes, meta);
      },
    };
    const ctx = { viewer: { id: admin.user.id, isAdmin: true }, prisma: t.db.prisma, services: { ...t.app.services, storage: corrupting } } as unknown as Context;
    const { jobId } = await startMediaMigration(ctx);
    await t.app.services.background.drain();
    expect(await t.db.prisma.migrationJob.findUniqueOrThrow({ where: { id: jobId } })).toMatchObject({ status: "COMPLETED", failed: 2, copied: 1 });
    expect(await t.db.prisma.migrationItem.findUniqueOrThrow({ where: { key: "attached_assets/late.png" } })).toMatchObject({ status: "FAILED", error: MISMATCH_REASON });

    const repaired = await run();
    expect(repaired).toMatchObject({ failed: 1, copied: 1 });
    expect(await t.db.prisma.migrationItem.findUniqueOrThrow({ where: { key: "attached_assets/late.png" } })).toMatchObject({ status: "VERIFIED", error: null });
  });

  // Only a shared bucket can be shared: another instance (own disk, no legacy files) serves what this one migrated.
  if (storage === "s3") it("a second instance on the same bucket serves the migrated files", async () => {
    const config = parseConfig({ NODE_ENV: "test", DATA_DIR: `${t.dataDir}/second`, DATABASE_URL: t.databaseUrl ?? "memory://", SEED: "none", ...t.s3!.env });
    const second = await buildApp(config, { database: t.db });
    const url = await second.start(0, "127.0.0.1");
    try {
      for (const f of [...uploads.map((u) => u.rel), ...attached.map((a) => `attached_assets/${a.rel}`)]) {
        const response = await fetch(`${url}/objects/${f}`);
        expect([f, response.status]).toEqual([f, 200]);
      }
      const png = Buffer.from(await (await fetch(`${url}/objects/legacy/a.png`)).arrayBuffer());
      expect(png.equals(uploads[0].data)).toBe(true);
    } finally {
      await second.stop();
    }
  });
});
