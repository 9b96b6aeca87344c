import { pino, type Logger } from "pino";

/**
 * One JSON line per event on stdout (what log shippers read); pretty when a developer watches a
 * terminal. LOG_LEVEL overrides; test runs stay quiet unless asked.
 */
function createLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  const testing = env.NODE_ENV === "test" || env.VITEST !== undefined;
  const level = env.LOG_LEVEL ?? (testing ? "silent" : "info");
  const pretty = env.LOG_FORMAT === "pretty" || (env.LOG_FORMAT === undefined && env.NODE_ENV !== "production" && !testing && process.stdout.isTTY);
  return pino({
    level,
    base: { pid: process.pid },
    ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid" } } } : {}),
  });
}

export const logger = createLogger();

/** Logs a failure with its stack in one JSON line; the message for humans stays short. */
export function logError(message: string, error: unknown, fields: Record<string, unknown> = {}) {
  logger.error({ ...fields, err: error instanceof Error ? error : new Error(String(error)) }, message);
}
