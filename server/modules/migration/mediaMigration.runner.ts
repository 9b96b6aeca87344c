import fs from "node:fs";
import { transaction } from "../../platform/transaction";
import type { AppServices } from "../../core/context";
import { isSafeKey } from "../../platform/storage";
import { contentTypeForKey } from "../../platform/mediaTypes";
import { MIGRATION_MAX_BYTES } from "../../../domain/uploads";
import { logError } from "../../platform/logger";
import { digestFile, digestStored } from "./mediaSources";

/** Files copied at once: the store is remote, so a few requests in flight hide its latency. */
const CONCURRENCY = 4;
const HEARTBEAT_MS = 5_000;
const BATCH = 64;

export const TOO_LARGE_REASON = "파일이 너무 큽니다. 50MB 이하의 파일만 옮길 수 있습니다.";
export const MISMATCH_REASON = "검증 실패: 저장된 파일의 크기 또는 해시가 원본과 다릅니다.";
const MISSING_REASON = "원본 파일을 찾을 수 없습니다.";
const BAD_NAME_REASON = "옮길 수 없는 파일 이름입니다.";

type Item = { id: number; key: string; sourcePath: string; size: number; sha256: string | null; status: string };
type Outcome = { status: "VERIFIED" | "FAILED"; size: number; sha256: string | null; error: string | null; copied: boolean };

/** Thrown when another process took the job over: this runner stops without touching it again. */
class LostOwnership extends Error {}

/** Runners of each server instance, so its shutdown can stop them between files. */
const running = new WeakMap<AppServices, Set<AbortController>>();

/**
 * Shutdown: stops this instance's runners after the files in flight and releases their jobs
 * (heartbeat set to the epoch), so the next start on any instance takes over at once.
 */
export function stopMigrationRunners(services: AppServices) {
  for (const controller of running.get(services) ?? []) controller.abort();
}

/**
 * One file: refused when too big or badly named; skipped when already verified and in place;
 * adopted without copying when the store already holds the same bytes (a crash after the PUT);
 * otherwise copied and read back, and verified only when size and SHA-256 both match.
 */
async function migrateItem(services: AppServices, item: Item): Promise<Outcome> {
  const fail = (error: string, size = item.size, sha256: string | null = null): Outcome => ({ status: "FAILED", size, sha256, error, copied: false });
  if (!isSafeKey(item.key)) return fail(BAD_NAME_REASON);
  if (item.size > MIGRATION_MAX_BYTES) return fail(TOO_LARGE_REASON);
  const source = await digestFile(item.sourcePath).catch(() => null);
  if (!source) return fail(MISSING_REASON);
  if (source.size > MIGRATION_MAX_BYTES) return fail(TOO_LARGE_REASON, source.size);
  const ok = (copied: boolean): Outcome => ({ status: "VERIFIED", ...source, error: null, copied });

  const { storage } = services;
  const head = await storage.head(item.key);
  if (head?.size === source.size) {
    if (item.status === "VERIFIED" && item.sha256 === source.sha256) return ok(false);
    if ((await digestStored(storage, item.key))?.sha256 === source.sha256) return ok(false);
  }
  await storage.put(item.key, fs.createReadStream(item.sourcePath), { contentType: contentTypeForKey(item.key), size: source.size });
  const stored = await digestStored(storage, item.key);
  if (stored?.size !== source.size || stored.sha256 !== source.sha256) return { ...fail(MISMATCH_REASON, source.size, source.sha256), copied: true };
  return ok(true);
}

/** Records one outcome and bumps the job's counters together, only while this runner still owns the job. */
async function record(services: AppServices, jobId: number, owner: string, item: Item, outcome: Outcome) {
  await transaction(services.database.prisma, async (tx) => {
    const owned = await tx.migrationJob.updateMany({
      where: { id: jobId, owner, status: "RUNNING" },
      data: {
        processed: { increment: 1 },
        failed: { increment: outcome.status === "FAILED" ? 1 : 0 },
        copied: { increment: outcome.copied ? 1 : 0 },
        heartbeatAt: new Date(),
      },
    });
    if (owned.count === 0) throw new LostOwnership();
    await tx.migrationItem.update({
      where: { id: item.id },
      data: { status: outcome.status, size: outcome.size, sha256: outcome.sha256, error: outcome.error, checkedJobId: jobId, copies: { increment: outcome.copied ? 1 : 0 } },
    });
  });
  await services.events.pubsub.publish("migration:progress", jobId, { jobId });
}

/** The job's items it has not checked yet, oldest first. */
const remaining = (services: AppServices, jobId: number) =>
  services.database.prisma.migrationItem.findMany({
    where: { jobId, OR: [{ checkedJobId: null }, { checkedJobId: { not: jobId } }] },
    orderBy: { id: "asc" },
    take: BATCH,
  });

/**
 * Works through a job's unchecked items, CONCURRENCY at a time, keeping its heartbeat fresh, then
 * marks it COMPLETED. Every outcome is committed per file, so a crash loses at most the files in
 * flight, which the next run finds in place (adopted) or copies again. A storage outage fails the job.
 */
export async function runMigrationJob(services: AppServices, jobId: number, owner: string): Promise<void> {
  const prisma = services.database.prisma;
  const controller = new AbortController();
  const runners = running.get(services) ?? new Set();
  running.set(services, runners.add(controller));
  const beat = setInterval(() => {
    prisma.migrationJob.updateMany({ where: { id: jobId, owner, status: "RUNNING" }, data: { heartbeatAt: new Date() } }).catch(() => {});
  }, HEARTBEAT_MS);
  beat.unref();
  try {
    for (let batch = await remaining(services, jobId); batch.length > 0; batch = await remaining(services, jobId)) {
      const queue = [...batch];
      const worker = async () => {
        for (let item = queue.shift(); item && !controller.signal.aborted; item = queue.shift()) {
          await record(services, jobId, owner, item, await migrateItem(services, item));
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      if (controller.signal.aborted) {
        await prisma.migrationJob.updateMany({ where: { id: jobId, owner, status: "RUNNING" }, data: { heartbeatAt: new Date(0) } });
        return;
      }
    }
    await prisma.migrationJob.updateMany({ where: { id: jobId, owner, status: "RUNNING" }, data: { status: "COMPLETED", finishedAt: new Date() } });
  } catch (error) {
    if (error instanceof LostOwnership) return;
    logError("[migration] job failed", error);
    await prisma.migrationJob.updateMany({ where: { id: jobId, owner, status: "RUNNING" }, data: { status: "FAILED", finishedAt: new Date() } });
  } finally {
    runners.delete(controller);
    clearInterval(beat);
    await services.events.pubsub.publish("migration:progress", jobId, { jobId });
  }
}
