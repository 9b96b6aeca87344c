import type { Config } from "../config";
import type { Database, Db } from "../platform/db";
import { createReadBatch, type ReadBatch } from "../platform/readBatch";
import type { EventBus, PubSub } from "../platform/pubsub";
import type { RateLimiter } from "../platform/rateLimit";
import type { Mailer } from "../platform/mail";
import type { BackgroundTasks } from "../platform/background";
import type { ObjectStorage } from "../platform/storage";
import type { TaggedCache, TtlCache } from "../platform/ttlCache";
import { tokenFromAuthorization, type Viewer } from "./session";
import type { SessionCache } from "./sessionCache";
import type { ResponseCache } from "../http/responseCache";

/** Long-lived parts shared by every request of one server instance. */
export interface AppServices {
  config: Config;
  database: Database;
  events: EventBus;
  limiter: RateLimiter;
  /**
   * Rows behind events this instance is fanning out (one event reaches a user's every tab and
   * device), read once for all subscribers and kept a few seconds by table, id and revision.
   * Callers still check that the row belongs to their viewer, so sharing a read never shares access.
   */
  eventRows: TtlCache;
  mail: Mailer;
  /** Work done after the answer is sent (password hashing, mail); drained on shutdown. */
  background: BackgroundTasks;
  /** Uploaded media: local disk or an S3-compatible bucket (S3_* settings). */
  storage: ObjectStorage;
  /** Stat-leader answers per normalised selection, kept 5 minutes (spec). */
  statLeaderCache: TtlCache;
  /**
   * A card search's counts per programme, team, league and nation by filter, for every viewer, kept
   * until a card or level write changes them (reviews and likes do not); off with the response cache.
   */
  facetCache: TaggedCache;
  /** Signed-in viewers by token, dropped on any session or user write (core/sessionCache.ts). */
  sessions: SessionCache;
  /** Anonymous public answers, each dropped by the writes that change the rows it was read from (http/responseCache.ts). */
  responses: ResponseCache;
}

export interface RequestInfo {
  /** The client: X-Forwarded-For's first hop when TRUST_PROXY is set, else the socket's peer. */
  ip: string;
  /** The socket's peer address, never taken from a header ("" without a socket). */
  peer: string;
  userAgent: string | null;
}

/** One per HTTP request or WebSocket subscription. */
export interface Context {
  prisma: Db;
  /** Raw reads of this request queued together go as one statement (platform/readBatch.ts). */
  reads: ReadBatch;
  pubsub: PubSub;
  services: AppServices;
  viewer: Viewer | null;
  request: RequestInfo;
}

export async function createContext(
  services: AppServices,
  authorization: unknown,
  request: RequestInfo,
): Promise<Context> {
  const prisma = services.database.prisma;
  return {
    prisma,
    reads: createReadBatch(prisma),
    pubsub: services.events.pubsub,
    services,
    viewer: await services.sessions.find(tokenFromAuthorization(authorization)),
    request,
  };
}
