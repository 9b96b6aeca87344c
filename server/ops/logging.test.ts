import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger, logger } from "../platform/logger";
import { startTestApp, type TestApp } from "../../test/server/harness";

describe("access log and request ids", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
    vi.restoreAllMocks();
  });

  const accessLines = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter((c) => c[1] === "request").map((c) => c[0] as Record<string, unknown>);

  it("logs one line per request with method, route, status, duration, request id and operation name", async () => {
    const info = vi.spyOn(logger, "info");
    const res = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "lb-req-42" },
      body: JSON.stringify({ query: "query LogProbe { __typename }" }),
    });
    expect(res.headers.get("x-request-id")).toBe("lb-req-42");
    await res.text();
    await vi.waitFor(() => expect(accessLines(info)).toHaveLength(1));
    expect(accessLines(info)[0]).toMatchObject({ reqId: "lb-req-42", method: "POST", route: "/graphql", status: 200, operation: "LogProbe", ms: expect.any(Number) });
    info.mockRestore();
  });

  it("generates an id when none (or a malformed one) is given, and groups REST ids in the route", async () => {
    const info = vi.spyOn(logger, "info");
    const res = await fetch(`${t.url}/api/cards/12345`, { headers: { "x-request-id": "bad id with spaces" } });
    await res.text();
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(accessLines(info)).toHaveLength(1));
    expect(accessLines(info)[0]).toMatchObject({ reqId: id, method: "GET", route: "/api/cards/:id", path: "/api/cards/12345", status: 404 });
    info.mockRestore();
  });
});

describe("error lines", () => {
  it("are one JSON line carrying the stack", () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) });
    const log = createLogger({ NODE_ENV: "production", LOG_LEVEL: "info" }, sink);
    log.error({ err: new Error("boom") }, "graphql: unexpected error");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]) as { msg: string; err: { message: string; stack: string } };
    expect(line.msg).toBe("graphql: unexpected error");
    expect(line.err.message).toBe("boom");
    expect(line.err.stack).toMatch(/Error: boom\n\s+at /);
    expect(lines[0].trimEnd().split("\n")).toHaveLength(1);
  });
});
