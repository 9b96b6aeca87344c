import type { Redis, RedisOptions } from "ioredis";
import { logger } from "./logger";

export type RedisState = "up" | "down";

/** The three Redis connections of one instance and their shared health. */
export interface RedisClients {
  publish: Redis;
  /** Subscriber mode: its commands queue while Redis is away and are replayed on reconnect. */
  subscribe: Redis;
  limits: Redis;
  state(): RedisState;
  /** Called on every change of state(); returns an unsubscribe function. */
  onStateChange(listener: (state: RedisState) => void): () => void;
  close(): Promise<void>;
}

export interface RedisOpenOptions {
  /** Start anyway when Redis cannot be reached (degraded until it comes back). */
  optional: boolean;
  /** How long start-up waits for the first connection. */
  connectTimeoutMs: number;
}

/** Redacts the password so the URL can be logged. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(invalid URL)";
  }
}

export class RedisUnavailableError extends Error {}

/**
 * Connects to Redis with reconnects forever (backoff capped at 2 s) and fail-fast commands:
 * a request never waits on an absent Redis, and errors are logged once per state change.
 */
export async function openRedis(url: string, options: RedisOpenOptions): Promise<RedisClients> {
  // Imported here: a server without REDIS_URL never loads the client.
  const { Redis } = await import("ioredis");
  const base: RedisOptions = {
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs,
    retryStrategy: (attempt) => Math.min(100 * 2 ** Math.min(attempt, 5), 2000),
  };
  const publish = new Redis(url, { ...base, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 2000 });
  const limits = new Redis(url, { ...base, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1000 });
  const subscribe = new Redis(url, { ...base, maxRetriesPerRequest: null, autoResubscribe: true });
  const clients = [publish, subscribe, limits];
  const listeners = new Set<(state: RedisState) => void>();
  let state: RedisState = "down";
  let lastError = "";
  const update = () => {
    const next: RedisState = clients.every((c) => c.status === "ready") ? "up" : "down";
    if (next === state) return;
    state = next;
    if (next === "up") logger.info({ redis: redactUrl(url) }, "redis reachable");
    else logger.warn({ redis: redactUrl(url), error: lastError }, "redis unreachable; events stay on this instance and rate limits count per instance until it is back");
    for (const listener of listeners) listener(next);
  };
  let started = false;
  for (const client of clients) {
    // Without an "error" listener ioredis prints a stack trace per reconnect attempt.
    client.on("error", (error: Error) => {
      lastError = error.message;
    });
    for (const event of ["ready", "close", "end", "reconnecting"]) client.on(event, () => started && update());
  }
  // connect() never settles while ioredis keeps retrying a dead address: wait on "ready" or the bound.
  const ready = await Promise.all(clients.map((c) => whenReady(c, options.connectTimeoutMs)));
  started = true;
  if (ready.includes(false)) {
    const reason = lastError || `no answer within ${options.connectTimeoutMs} ms`;
    if (!options.optional) {
      for (const c of clients) c.disconnect();
      throw new RedisUnavailableError(
        `redis at ${redactUrl(url)} is unreachable (${reason}): start it, fix REDIS_URL, or set REDIS_OPTIONAL=1 to start without it`,
      );
    }
    state = "up";
  } else {
    state = "down";
  }
  update();
  return {
    publish,
    subscribe,
    limits,
    state: () => state,
    onStateChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      started = false;
      // QUIT when connected (flushes replies); a client that is reconnecting is simply cut.
      await Promise.allSettled(clients.map(async (c) => (c.status === "ready" ? c.quit() : c.disconnect())));
      for (const c of clients) c.disconnect();
    },
  };
}

function whenReady(client: Redis, timeoutMs: number): Promise<boolean> {
  client.connect().catch(() => {});
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      client.off("ready", onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.once("ready", onReady);
  });
}
