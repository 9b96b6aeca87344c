import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startTestApp, type TestApp } from "../../test/server/harness";
import { TEST_PG_ADMIN_URL } from "../../test/server/global-setup";

const TOKEN = "metrics-token-for-tests-0123456789";

describe("health, readiness and metrics endpoints", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("postgres", { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers liveness and readiness as JSON, never the SPA", async () => {
    for (const path of ["/healthz", "/health"]) {
      const res = await fetch(t.url + path);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "ok" });
    }
    const ready = await fetch(t.url + "/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", checks: { database: "ok", migrations: "ok", redis: "not configured" } });
    const unknownApi = await fetch(t.url + "/api/no-such-endpoint");
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.headers.get("content-type")).toMatch(/json/);
  });

  it("exports Prometheus metrics to loopback: HTTP, GraphQL by operation, sockets, pool, event bus, process", async () => {
    await fetch(t.url + "/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "query HealthProbe { __typename }" }) });
    const socket = new WebSocket(t.url.replace(/^http/, "ws") + "/graphql", "graphql-transport-ws");
    await new Promise((resolve) => socket.once("open", resolve));
    const res = await fetch(t.url + "/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/graphql",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/graphql"\} [1-9]/m);
    // HealthProbe is no client operation, so it is counted under the one label for made-up names.
    expect(text).toMatch(/^graphql_requests_total\{operation="other"\} 1$/m);
    expect(text).toMatch(/^graphql_request_duration_seconds_count\{operation="other"\} 1$/m);
    expect(text).toMatch(/^websocket_connections 1$/m);
    expect(text).toMatch(/^graphql_subscriptions_active \d+$/m);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    expect(text).toMatch(/^event_bus_errors_total 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    socket.close();
  });

  it("hides /metrics from forwarded (public) requests unless they carry METRICS_TOKEN", async () => {
    const forwarded = await fetch(t.url + "/metrics", { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(forwarded.status).toBe(404);
    const wrong = await fetch(t.url + "/metrics", { headers: { "x-forwarded-for": "203.0.113.9", authorization: "Bearer wrong-token-wrong-token" } });
    expect(wrong.status).toBe(404);
    const right = await fetch(t.url + "/metrics", { headers: { "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
  });

  it("says 503 while draining, before the listener closes", async () => {
    const draining = await startTestApp("pglite", { SHUTDOWN_DELAY_MS: "1500" });
    const stopping = draining.close();
    const res = await fetch(draining.url + "/readyz");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "draining" });
    await stopping;
  });

  it("says 503 when the database is unreachable", async () => {
    const lost = await startTestApp("postgres");
    const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE "${new URL(lost.databaseUrl ?? "").pathname.slice(1)}" WITH (FORCE)`);
    await admin.end();
    const res = await fetch(lost.url + "/readyz");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "unavailable", checks: { database: "down" } });
    await lost.close().catch(() => {});
  });
});
