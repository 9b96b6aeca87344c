import crypto from "node:crypto";
import { transaction } from "../../platform/transaction";
import type { Tx } from "../../platform/db";
import type { AppServices, Context } from "../../core/context";
import { NotFoundError } from "../../errors";
import { requireAdmin } from "../../core/guards";
import { scanMediaSources, type SourceFile } from "./mediaSources";
import { runMigrationJob } from "./mediaMigration.runner";
import { rawWrites } from "../../platform/rowTracking";

/** A RUNNING job whose heartbeat is older than this belongs to a process that died; the next start takes it over. */
const STALE_AFTER_MS = 30_000;
/** Serialises starts across instances (two admins clicking at once get the same job). */
const START_LOCK = 0x6d69_6772;

const JOB_NOT_FOUND = "마이그레이션 작업을 찾을 수 없습니다.";

interface Started {
  jobId: number;
  total: number;
  /** Whether this call (re)started a runner; false when a live runner elsewhere already has the job. */
  runner: { owner: string } | null;
}

/** Records the scanned files as the job's items: new keys inserted, known ones (verified or not) moved to the job. */
async function recordItems(tx: Tx, jobId: number, files: SourceFile[]) {
  const known = new Map(
    (await tx.migrationItem.findMany({ where: { key: { in: files.map((f) => f.key) } }, select: { key: true, size: true, sourcePath: true } })).map((i) => [i.key, i]),
  );
  const fresh = files.filter((f) => !known.has(f.key));
  if (fresh.length) await tx.migrationItem.createMany({ data: fresh.map((f) => ({ ...f, jobId })), skipDuplicates: true });
  for (const file of files) {
    const item = known.get(file.key);
    // A file that changed since it was verified is pending again: its hash is checked anew.
    if (item && (item.size !== file.size || item.sourcePath !== file.sourcePath)) {
      await tx.migrationItem.update({ where: { key: file.key }, data: { size: file.size, sourcePath: file.sourcePath, status: "PENDING" } });
    }
  }
  const knownKeys = files.filter((f) => known.has(f.key)).map((f) => f.key);
  if (knownKeys.length) await tx.migrationItem.updateMany({ where: { key: { in: knownKeys } }, data: { jobId } });
}

/**
 * Finds the job to run: a live one elsewhere is left alone (its id is answered), a stale one is
 * taken over (its remaining items continue), otherwise the source folders are scanned into a new job.
 */
async function claimJob(services: AppServices): Promise<Started> {
  const files = await scanMediaSources(services.config);
  const owner = crypto.randomUUID();
  return transaction(services.database.prisma, async (tx) => {
    await rawWrites([], () => tx.$executeRaw`SELECT pg_advisory_xact_lock(${START_LOCK})`);
    const running = await tx.migrationJob.findFirst({ where: { status: "RUNNING" }, orderBy: { id: "desc" } });
    if (running && Date.now() - running.heartbeatAt.getTime() < STALE_AFTER_MS) return { jobId: running.id, total: running.total, runner: null };
    if (running) {
      await tx.migrationJob.update({ where: { id: running.id }, data: { owner, heartbeatAt: new Date() } });
      return { jobId: running.id, total: running.total, runner: { owner } };
    }
    const job = await tx.migrationJob.create({ data: { owner, total: files.length } });
    await recordItems(tx, job.id, files);
    return { jobId: job.id, total: job.total, runner: { owner } };
  }, { timeout: 60_000 });
}

/**
 * Admin: starts (or resumes, or joins) the media migration and answers at once with the job id and
 * its file count; the copying runs in the background and reports through `migration:progress`.
 */
export async function startMediaMigration(ctx: Context): Promise<{ jobId: number; total: number }> {
  requireAdmin(ctx);
  const started = await claimJob(ctx.services);
  if (started.runner) {
    const { owner } = started.runner;
    ctx.services.background.run("media migration", () => runMigrationJob(ctx.services, started.jobId, owner));
  }
  return { jobId: started.jobId, total: started.total };
}

/** Admin: one job's state, or the Korean 404. */
/** The newest job, or null before the first run. */
export function latestMediaMigration(ctx: Context) {
  requireAdmin(ctx);
  return ctx.prisma.migrationJob.findFirst({ orderBy: { id: "desc" } });
}

export async function findMediaMigration(ctx: Context, jobId: number) {
  requireAdmin(ctx);
  const job = await ctx.prisma.migrationJob.findUnique({ where: { id: jobId } });
  if (!job) throw new NotFoundError(JOB_NOT_FOUND);
  return job;
}
