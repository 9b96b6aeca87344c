import path from "node:path";
import { z } from "zod";

/** Every environment variable the server reads, parsed and validated in one place. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  REDIS_OPTIONAL: z.enum(["0", "1", "true", "false"]).default("0"),
  REDIS_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("FC 모바일 카드 DB <no-reply@fcmobilecarddb.kr>"),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  ATTACHED_ASSETS_DIR: z.string().default("attached_assets"),
  SEED: z.enum(["demo", "bench", "none"]).default("demo"),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: z.string().regex(/^(\d{1,2}|true|false)$/, "a number of proxy hops (0, 1, 2, …)").default("0"),
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_QUERIES: z.enum(["0", "1", "true", "false"]).default("0"),
  DEV_MAILBOX: z.enum(["0", "1", "true", "false"]).default("0"),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  CLIENT_DIR: z.string().optional(),
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export type Config = ReturnType<typeof parseConfig>;

export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const flag = (v: string) => v === "1" || v === "true";
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    dataDir,
    /** Unset or not a postgres:// URL: embedded PGlite under dataDir/pglite. "memory://" keeps it in memory. */
    databaseUrl: e.DATABASE_URL?.startsWith("postgres") ? e.DATABASE_URL : undefined,
    pgliteDir: e.DATABASE_URL === "memory://" ? undefined : path.join(dataDir, "pglite"),
    redisUrl: e.REDIS_URL || undefined,
    /** Start without Redis (degraded) instead of failing fast when it cannot be reached. */
    redis: { optional: flag(e.REDIS_OPTIONAL), connectTimeoutMs: e.REDIS_CONNECT_TIMEOUT_MS },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    uploadsDir: path.join(dataDir, "uploads"),
    /** The spec's /attached_assets: a second folder the media migration copies into the store. */
    attachedAssetsDir: path.resolve(e.ATTACHED_ASSETS_DIR),
    clientDir: path.resolve(e.CLIENT_DIR ?? path.join("dist", "client")),
    seed: e.SEED,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    /** Reverse proxies in front of the server whose X-Forwarded-For entries are believed ("true" = 1). */
    trustProxy: e.TRUST_PROXY === "true" ? 1 : e.TRUST_PROXY === "false" ? 0 : Number(e.TRUST_PROXY),
    /** Bearer token that opens /metrics to non-loopback scrapers; without it only loopback may scrape. */
    metricsToken: e.METRICS_TOKEN,
    logQueries: flag(e.LOG_QUERIES),
    /** Keeps mail in a table readable at /api/dev/mailbox, from loopback only; never with SMTP. */
    devMailbox: flag(e.DEV_MAILBOX) && !e.SMTP_URL && e.NODE_ENV !== "production",
    /** How long in-flight requests may run after SIGTERM before they are cut. */
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    /** How long /readyz says 503 after SIGTERM before the listener closes (for health-checking load balancers). */
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    /** How long an anonymous public answer may be reused; a write that changes what it was read from drops it sooner. 0 turns the cache off. */
    responseCacheTtlMs: e.RESPONSE_CACHE_TTL_MS,
    /** How long a signed-in viewer may be reused; any session or user write drops them sooner. 0 turns the cache off. */
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
  };
}
