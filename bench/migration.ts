// Media migration throughput, local files → an S3-compatible server (s3rver on 127.0.0.1):
// 200 × 256 KB and 100 × 1 MB, each migrated twice (the second run verifies and copies nothing).
// Usage: npm run bench:migration
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseConfig } from "../server/config";
import { buildApp } from "../server/app";
import { createSession } from "../server/core/session";
import { sampleBytes, writeSamples } from "../test/server/migrationKit";
import { startS3 } from "../test/server/s3Server";

async function scenario(count: number, size: number) {
  const s3 = await startS3("fcm-bench-migration");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcm-bench-migration-"));
  writeSamples(path.join(dataDir, "uploads"), Array.from({ length: count }, (_, i) => ({ rel: `legacy/${i}.jpg`, data: sampleBytes(size, i) })));
  const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "memory://", SEED: "none", DATA_DIR: dataDir, ATTACHED_ASSETS_DIR: path.join(dataDir, "none"), ...s3.env });
  const app = await buildApp({ ...config, redisUrl: undefined });
  const url = await app.start(0, "127.0.0.1");
  const prisma = app.services.database.prisma;
  const admin = await prisma.user.create({ data: { username: "bench", email: "bench@x.example", passwordHash: "x", isEmailVerified: true, isAdmin: true } });
  const token = await createSession(prisma, admin.id, 1);
  const megabytes = (count * size) / 1024 / 1024;
  for (const label of ["first run", "second run"]) {
    const started = performance.now();
    const response = await fetch(`${url}/api/migrate/images`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    const { jobId } = (await response.json()) as { jobId: number };
    await app.services.background.drain();
    const seconds = (performance.now() - started) / 1000;
    const job = await prisma.migrationJob.findUniqueOrThrow({ where: { id: jobId } });
    console.log(
      `${count} × ${size / 1024} KB, ${label}: ${seconds.toFixed(2)} s = ${(count / seconds).toFixed(0)} files/s, ${(megabytes / seconds).toFixed(1)} MB/s` +
        ` (status ${job.status}, processed ${job.processed}, copied ${job.copied}, failed ${job.failed})`,
    );
  }
  await app.stop();
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await scenario(200, 256 * 1024);
await scenario(100, 1024 * 1024);
