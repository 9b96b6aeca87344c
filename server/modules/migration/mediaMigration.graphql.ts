import { encodeGlobalID } from "@pothos/plugin-relay";
import { Repeater } from "graphql-yoga";
import { builder } from "../../graphql/builder";
import type { Context } from "../../core/context";
import type { MigrationJob } from "../../generated/prisma/client";
import { findMediaMigration, latestMediaMigration, startMediaMigration } from "./mediaMigration.service";

const MigrationFailureRef = builder.objectRef<{ key: string; error: string | null }>("MediaMigrationFailure").implement({
  fields: (t) => ({ key: t.exposeString("key"), error: t.exposeString("error", { nullable: true }) }),
});

const MediaMigrationRef = builder.objectRef<MigrationJob>("MediaMigration").implement({
  description: "A media migration job: files under uploads and attached assets copied into the object store and verified.",
  fields: (t) => ({
    id: t.id({ resolve: (j) => encodeGlobalID("MediaMigration", j.id) }),
    databaseId: t.exposeInt("id"),
    status: t.string({ description: "running, completed or failed.", resolve: (j) => j.status.toLowerCase() }),
    total: t.exposeInt("total"),
    processed: t.exposeInt("processed"),
    failed: t.exposeInt("failed"),
    copied: t.exposeInt("copied", { description: "Files written to the store by this job (the rest were already there and verified)." }),
    percent: t.int({ resolve: (j) => (j.total === 0 ? 100 : Math.floor((j.processed * 100) / j.total)) }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    finishedAt: t.expose("finishedAt", { type: "DateTime", nullable: true }),
    failures: t.field({
      type: [MigrationFailureRef],
      description: "Up to 20 files this job could not migrate, with the Korean reason.",
      resolve: (j, _a, ctx) =>
        ctx.prisma.migrationItem.findMany({ where: { jobId: j.id, checkedJobId: j.id, status: "FAILED" }, select: { key: true, error: true }, orderBy: { id: "asc" }, take: 20 }),
    }),
  }),
});

const StartedRef = builder.objectRef<{ jobId: number; total: number }>("MediaMigrationStarted").implement({
  fields: (t) => ({
    jobId: t.exposeInt("jobId"),
    total: t.exposeInt("total"),
    migration: t.field({ type: MediaMigrationRef, resolve: (p, _a, ctx) => findMediaMigration(ctx, p.jobId) }),
  }),
});

builder.mutationField("startMediaMigration", (t) =>
  t.field({
    type: StartedRef,
    description: "Starts the media migration (or joins the one running); progress arrives on mediaMigrationProgress.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => startMediaMigration(ctx),
  }),
);

builder.queryField("latestMediaMigration", (t) =>
  t.field({
    type: MediaMigrationRef,
    nullable: true,
    description: "The newest media migration job (the tool's status card; a running one is followed live).",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => latestMediaMigration(ctx),
  }),
);

builder.queryField("mediaMigration", (t) =>
  t.field({
    type: MediaMigrationRef,
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => findMediaMigration(ctx, args.id),
  }),
);

/** The job now, then again after every file, on whichever instance runs it; ends once the job is over. */
function progressStream(ctx: Context, jobId: number) {
  return new Repeater<MigrationJob>(async (push, stop) => {
    const live = ctx.pubsub.subscribe("migration:progress", jobId)[Symbol.asyncIterator]();
    void stop.then(() => void live.return?.());
    const current = async () => {
      const job = await findMediaMigration(ctx, jobId);
      await push(job);
      return job.status === "RUNNING";
    };
    if (await current()) {
      for (let next = await live.next(); !next.done; next = await live.next()) if (!(await current())) break;
    }
    stop();
  });
}

builder.subscriptionField("mediaMigrationProgress", (t) =>
  t.field({
    type: MediaMigrationRef,
    authScopes: { admin: true },
    args: { jobId: t.arg.int({ required: true }) },
    subscribe: (_root, args, ctx) => progressStream(ctx, args.jobId),
    resolve: (job) => job,
  }),
);
