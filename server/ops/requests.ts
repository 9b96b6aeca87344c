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
        const finished = { method: req.method ?? "GET", route: routeOf(req.url), status: res.statusCode, durationSeconds, operationName: note.operationName };
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

/** A low-cardinality route label: ids become ":id"; static files and SPA pages are grouped. */
function routeOf(url: string | undefined): string {
  const path = pathOf(url);
  if (path === "/graphql" || path === "/healthz" || path === "/readyz" || path === "/metrics") return path;
  if (path.startsWith("/api/")) {
    return path
      .split("/")
      .map((s) => (s === "" || /^[a-z][a-z-]{0,30}$/.test(s) ? s : ":id"))
      .slice(0, 6)
      .join("/");
  }
  if (path.startsWith("/uploads/")) return "/uploads/*";
  if (path.startsWith("/assets/")) return "/assets/*";
  return "(client)";
}
