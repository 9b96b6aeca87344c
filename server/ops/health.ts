import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Registry } from "prom-client";
import type { OpsServices } from "./metrics";
import type { RequestTracker } from "./requests";
import { isDirectLoopback } from "./clientIp";

const OPS_PATHS = new Set(["/health", "/healthz", "/readyz", "/metrics"]);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" } });

async function databaseReachable(services: OpsServices, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const ping = services.database.prisma.$queryRawUnsafe("SELECT 1").then(() => true, () => false);
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}

function metricsAllowed(request: Request, req: IncomingMessage | undefined, token: string | undefined): boolean {
  if (isDirectLoopback(req)) return true;
  const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (!token || !given) return false;
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * /healthz: the process answers. /readyz: it should get traffic (database reachable, migrations
 * applied — they finish before the listener opens — not draining). A Redis outage reports
 * "degraded" with 200: every instance shares that Redis, and taking all of them out of the load
 * balancer would turn a loss of live events into a full outage. /metrics: loopback or METRICS_TOKEN.
 */
export function createOpsHandler(services: OpsServices, requests: RequestTracker, metrics: Registry) {
  return async (request: Request, req: IncomingMessage | undefined): Promise<Response | null> => {
    const { pathname } = new URL(request.url);
    if (!OPS_PATHS.has(pathname)) return null;
    if (pathname === "/healthz" || pathname === "/health") return json(200, { status: "ok" });
    if (pathname === "/readyz") {
      if (requests.draining) return json(503, { status: "draining" });
      const database = (await databaseReachable(services, 2000)) ? "ok" : "down";
      const redis = services.config.redisUrl ? (services.events.state() === "up" ? "ok" : "down") : "not configured";
      const checks = { database, migrations: "ok", redis };
      if (database !== "ok") return json(503, { status: "unavailable", checks });
      return json(200, { status: redis === "down" ? "degraded" : "ok", checks });
    }
    if (!metricsAllowed(request, req, services.config.metricsToken)) return new Response("Not found", { status: 404 });
    return new Response(await metrics.metrics(), { headers: { "content-type": metrics.contentType, "cache-control": "no-store" } });
  };
}
