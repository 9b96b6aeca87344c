import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Config } from "../config";
import type { Database } from "../platform/db";
import type { EventBus } from "../platform/pubsub";
import type { ResponseCache } from "../http/responseCache";
import type { FinishedRequest, RequestTracker } from "./requests";
import { operationLabel } from "./operationName";

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Subscriptions open in this process (one app per process outside tests). */
let activeSubscriptions = 0;
export const subscriptionOpened = () => void (activeSubscriptions += 1);
export const subscriptionClosed = () => void (activeSubscriptions -= 1);

/** The app services the ops endpoints read (a structural slice: ops sits below the request context). */
export interface OpsServices {
  config: Config;
  database: Database;
  events: EventBus;
  responses: ResponseCache;
}

export interface MetricsSources {
  services: OpsServices;
  requests: RequestTracker;
  webSocketConnections(): number;
}

/** One Prometheus registry per app: HTTP and GraphQL traffic, sockets, pool, event bus, process. */
export function createMetrics({ services, requests, webSocketConnections }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpRequests = new Counter({ name: "http_requests_total", help: "HTTP requests by method, route and status", labelNames: ["method", "route", "status"], registers: [registry] });
  const httpDuration = new Histogram({ name: "http_request_duration_seconds", help: "HTTP request latency", labelNames: ["method", "route"], buckets: LATENCY_BUCKETS, registers: [registry] });
  const gqlRequests = new Counter({ name: "graphql_requests_total", help: "GraphQL requests over HTTP by operation name", labelNames: ["operation"], registers: [registry] });
  const gqlDuration = new Histogram({ name: "graphql_request_duration_seconds", help: "GraphQL request latency by operation name", labelNames: ["operation"], buckets: LATENCY_BUCKETS, registers: [registry] });
  new Gauge({ name: "http_requests_in_flight", help: "HTTP requests being handled", registers: [registry], collect() { this.set(requests.active); } });
  new Gauge({ name: "websocket_connections", help: "Open GraphQL WebSocket connections", registers: [registry], collect() { this.set(webSocketConnections()); } });
  new Gauge({ name: "graphql_subscriptions_active", help: "Active GraphQL subscriptions", registers: [registry], collect() { this.set(activeSubscriptions); } });
  const pool = new Gauge({ name: "db_pool_connections", help: "Database pool connections by state (PostgreSQL only)", labelNames: ["state"], registers: [registry], collect() {
    const stats = services.database.poolStats();
    if (!stats) return;
    pool.set({ state: "total" }, stats.total);
    pool.set({ state: "idle" }, stats.idle);
    pool.set({ state: "waiting" }, stats.waiting);
  } });
  let busErrorsSeen = 0;
  const busErrors = new Counter({ name: "event_bus_errors_total", help: "Failed event bus publishes and subscribes", registers: [registry], collect() {
    const now = services.events.errors();
    if (now > busErrorsSeen) busErrors.inc(now - busErrorsSeen);
    busErrorsSeen = now;
  } });
  const cacheSeen = { hits: 0, misses: 0, invalidations: 0 };
  const cacheEvents = new Counter({ name: "response_cache_events_total", help: "Anonymous read cache hits, misses and invalidations", labelNames: ["event"], registers: [registry], collect() {
    const now = services.responses.stats();
    for (const event of ["hits", "misses", "invalidations"] as const) {
      if (now[event] > cacheSeen[event]) cacheEvents.inc({ event }, now[event] - cacheSeen[event]);
      cacheSeen[event] = now[event];
    }
  } });
  new Gauge({ name: "response_cache_bytes", help: "Bytes of answers held by the anonymous read cache", registers: [registry], collect() { this.set(services.responses.stats().bytes); } });
  new Gauge({ name: "redis_up", help: "1 when Redis is reachable (or not configured), 0 during an outage", registers: [registry], collect() { this.set(services.events.state() === "up" ? 1 : 0); } });

  requests.finishedListeners.add((r: FinishedRequest) => {
    httpRequests.inc({ method: r.method, route: r.route, status: String(r.status) });
    httpDuration.observe({ method: r.method, route: r.route }, r.durationSeconds);
    if (r.route !== "/graphql") return;
    const operation = operationLabel(r.operationName);
    gqlRequests.inc({ operation });
    gqlDuration.observe({ operation }, r.durationSeconds);
  });
  return registry;
}
