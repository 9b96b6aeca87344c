import fs from "node:fs";
import path from "node:path";
import { parseConfig } from "./config";
import { buildApp } from "./app";
import { logger, logError } from "./platform/logger";
import { MigrationChecksumError } from "./platform/migrate";
import { RedisUnavailableError } from "./platform/redis";
import { baselineWasmWithPostgres } from "./platform/wasmTiering";

// A stray rejection is a bug to log, not a reason to take every user's connection down with it.
process.on("unhandledRejection", (reason) => logError("unhandled rejection", reason));

const config = parseConfig();
baselineWasmWithPostgres(config.databaseUrl);

// The client and, beside it, the server renderer's entry (vite.config.ts; server/pages/ssr/renderer.ts).
const clientMissing = !fs.existsSync(path.join(config.clientDir, "index.html"));
const rendererMissing = !fs.existsSync(path.join(path.dirname(config.clientDir), "ssr", "entryServer.mjs"));
if (process.argv.includes("--build-client-if-needed") && (clientMissing || rendererMissing)) {
  logger.info("클라이언트 빌드 중… (first start only)");
  const { build } = await import("vite");
  if (clientMissing) await build({ logLevel: "warn" });
  if (rendererMissing) await build({ logLevel: "warn", build: { ssr: true } });
}

const started = Date.now();
const app = await buildApp(config).catch((error: unknown) => {
  // Configuration problems get one readable line; anything else keeps its stack for the operator.
  if (error instanceof RedisUnavailableError || error instanceof MigrationChecksumError) logger.fatal(error.message);
  else logError("start-up failed", error);
  process.exit(1);
});
const { database } = app.services;
let url: string;
try {
  url = await app.start();
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === "EADDRINUSE"
      ? `port ${config.port} on ${config.host} is already in use: stop the other process or set PORT`
      : code === "EACCES"
        ? `no permission to listen on port ${config.port}: use a port above 1023 or set PORT`
        : `cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`;
  logger.fatal({ code, port: config.port, host: config.host }, reason);
  await app.stop().catch(() => {});
  process.exit(1);
}
logger.info(
  { url, node: process.version, database: database.kind, events: app.services.events.kind, startupMs: Date.now() - started },
  `FC 모바일 카드 DB listening on ${url} (Node ${process.version}, ${database.kind}, events: ${app.services.events.kind}) in ${Date.now() - started} ms`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    logger.info({ signal }, `${signal}: draining, then shutting down`);
    app.stop().then(
      () => {
        logger.info("stopped");
        process.exit(0);
      },
      (error: unknown) => {
        logError("shutdown failed", error);
        process.exit(1);
      },
    );
  });
}
