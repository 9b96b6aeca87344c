import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "../platform/logger";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Per-request facts other layers add (Yoga knows the operation name, the wrapper does not). */
export interface RequestNotes {
  id: string;
  operationName?: string;
}

const notes = new WeakMap<IncomingMessage, RequestNotes>();

export function requestNotes(req: IncomingMessage | undefined): RequestNotes | undefined {
  return req ? notes.get(req) : undefined;
}

const incoming = new WeakMap<Request, IncomingMessage>();

/**
 * Links a Request handed to another handler (Yoga) to the Node request it came from, for the
 * client's address and the access log's notes. Beside the Request rather than as Yoga's server
 * context: Yoga copies a server context property by property into every request's context, ~40 µs
 * of a card with its 20 reviews over HTTP (README, Platform decisions).
 */
export function linkIncoming(request: Request, req: IncomingMessage | undefined): Request {
  if (req) incoming.set(request, req);
  return request;
}

/** The Node request behind `request` (linkIncoming), if any. */
export const incomingOf = (request: Request | undefined): IncomingMessage | undefined => (request ? incoming.get(request) : undefined);

export interface FinishedRequest {
  method: string;
  route: string;
  status: number;
  durationSeconds: number;
  operationName?: string;
}

/** In-flight requests and draining state of one server: what graceful shutdown waits on. */
export class RequestTracker {
  draining = false;
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];
  readonly finishedListeners = new Set<(request: FinishedRequest) => void>();

  /** `routeOf` names a request's route for the log and metrics (see routeLabeler). */
  constructor(private readonly routeOf: (method: string, url: string | undefined) => string = routeLabeler(() => null)) {}

  get active() {
    return this.inFlight;
  }

  /** Wraps the HTTP handler: request id in and out, one access-log line, in-flight counting. */
  wrap(handler: Handler): Handler {
    return (req, res) => {
      const started = performance.now();
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && /^[\w.:-]{1,128}$/.test(given) ? given : crypto.randomUUID();
      const note: RequestNotes = { id };
      notes.set(req, note);
      res.setHeader("x-request-id", id);
      // While draining, a keep-alive client is told to reconnect (to another instance).
      if (this.draining) res.setHeader("connection", "close");
      this.inFlight += 1;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        this.inFlight -= 1;
        const durationSeconds = (performance.now() - started) / 1000;
        const finished = { method: methodLabel(req.method), route: this.routeOf(req.method ?? "GET", req.url), status: res.statusCode, durationSeconds, operationName: note.operationName };
        logger.info(
          { reqId: id, method: finished.method, route: finished.route, path: pathOf(req.url), status: finished.status, ms: Math.round(durationSeconds * 1000), operation: note.operationName, aborted: !res.writableFinished || undefined },
          "request",
        );
        for (const listener of this.finishedListeners) listener(finished);
        if (this.inFlight === 0) for (const wake of this.idleWaiters.splice(0)) wake();
      };
      res.once("finish", finish);
      res.once("close", finish);
      handler(req, res);
    };
  }

  /** Resolves true once no request is in flight, or false when the bound passes first. */
  async idle(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const idle = new Promise<boolean>((resolve) => this.idleWaiters.push(() => resolve(true)));
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    try {
      return await Promise.race([idle, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

function pathOf(url: string | undefined) {
  return (url ?? "/").split("?")[0];
}

const OPS_PATHS = new Set(["/graphql", "/healthz", "/health", "/readyz", "/metrics"]);
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A bounded method label: Node accepts a few dozen methods, metrics name the ones the site serves. */
const methodLabel = (method: string | undefined) => (method && METHODS.has(method) ? method : "other");

/**
 * A bounded route label: a REST path becomes the template it matched (`/api/cards/:id`), ops
 * paths and media keep their own names, every client page is one label and anything a caller
 * made up is `other`, so no request can add a series of its own.
 */
export function routeLabeler(apiTemplate: (method: string, path: string) => string | null) {
  return (method: string, url: string | undefined): string => {
    const path = pathOf(url);
    if (OPS_PATHS.has(path)) return path;
    if (path.startsWith("/api/")) return apiTemplate(method, path) ?? "other";
    if (path.startsWith("/uploads/")) return "/uploads/*";
    if (path.startsWith("/objects/")) return "/objects/*";
    if (path.startsWith("/assets/")) return "/assets/*";
    return "(client)";
  };
}
