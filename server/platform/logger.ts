import { pino, type DestinationStream, type Logger } from "pino";

/**
 * One JSON line per event on stdout (what log shippers read); pretty when a developer watches a
 * terminal. LOG_LEVEL overrides; test runs stay quiet unless asked.
 */
export function createLogger(env: NodeJS.ProcessEnv = process.env, destination?: DestinationStream): Logger {
  const testing = env.NODE_ENV === "test" || env.VITEST !== undefined;
  const level = env.LOG_LEVEL ?? (testing ? "silent" : "info");
  const pretty = env.LOG_FORMAT === "pretty" || (env.LOG_FORMAT === undefined && env.NODE_ENV !== "production" && !testing && process.stdout.isTTY);
  const options = { level, base: { pid: process.pid } };
  if (destination) return pino(options, destination);
  if (pretty) return pino({ ...options, transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid" } } });
  return pino(options);
}

export const logger = createLogger();

/** Logs a failure with its stack in one JSON line; the message for humans stays short. */
export function logError(message: string, error: unknown, fields: Record<string, unknown> = {}) {
  logger.error({ ...fields, err: error instanceof Error ? error : new Error(String(error)) }, message);
}

/**
 * Yoga's logger interface on top of pino, so its lines are JSON like ours. Yoga logs every error
 * it masks or rewrites at error level; a caller's mistake (`isClientMistake`) is one info line
 * without a stack instead.
 */
export const yogaLogger = (isClientMistake: (error: Error) => boolean) => ({
  debug: (...args: unknown[]) => logger.debug({ source: "yoga" }, args.map(String).join(" ")),
  info: (...args: unknown[]) => logger.info({ source: "yoga" }, args.map(String).join(" ")),
  warn: (...args: unknown[]) => logger.warn({ source: "yoga" }, args.map(String).join(" ")),
  error: (...args: unknown[]) => {
    const err = args.find((a) => a instanceof Error);
    if (err && isClientMistake(err)) return logger.info({ source: "yoga", clientError: err.message }, "graphql: client error");
    logger.error({ source: "yoga", err }, args.filter((a) => !(a instanceof Error)).map(String).join(" ") || "yoga error");
  },
});
