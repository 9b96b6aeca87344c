import type { Server } from "node:http";
import type { RequestTracker } from "./requests";
import { logger } from "../platform/logger";

export interface DrainOptions {
  /** How long in-flight HTTP requests may take to finish. */
  graceMs: number;
  /** How long /readyz answers 503 before the listener closes, so load balancers notice first. */
  delayMs: number;
  /** Closes WebSocket clients (with 1001) once HTTP work is done. */
  closeSockets(): Promise<void>;
}

/**
 * Graceful stop of the listener: readiness turns 503, no new connections are accepted, idle
 * keep-alive connections close, in-flight requests finish (bounded), then sockets close.
 */
export async function drainHttp(server: Server, requests: RequestTracker, options: DrainOptions): Promise<void> {
  requests.draining = true;
  if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  const closed = server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
  server.closeIdleConnections();
  const inFlight = requests.active;
  const finished = await requests.idle(options.graceMs);
  if (!finished) logger.warn({ inFlight: requests.active, graceMs: options.graceMs }, "drain bound reached; cutting requests still in flight");
  else if (inFlight) logger.info({ finished: inFlight }, "in-flight requests finished");
  await options.closeSockets();
  server.closeAllConnections();
  await closed;
}
