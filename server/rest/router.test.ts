import { describe, expect, it } from "vitest";
import type { Context } from "../core/context";
import { JSON_BODY_LIMIT } from "../http/body";
import { RestRouter } from "./router";

const ctx = {} as Context;
const call = (router: RestRouter, method: string, path: string, init: RequestInit = {}) =>
  router.handle(new Request(`http://test${path}`, { method, ...init }), ctx);

describe("REST router", () => {
  it("lets a static segment beat a parameter whatever the registration order", async () => {
    const router = new RestRouter();
    router.get("/api/things/:id", ({ params }) => ({ by: "id", id: params.id }));
    router.delete("/api/things/:id", ({ params }) => ({ deleted: params.id }));
    router.get("/api/things/stats", () => ({ by: "stats" }));
    router.delete("/api/things/replies/:replyId", ({ params }) => ({ reply: params.replyId }));

    expect(await (await call(router, "GET", "/api/things/stats")).json()).toEqual({ by: "stats" });
    expect(await (await call(router, "GET", "/api/things/7")).json()).toEqual({ by: "id", id: "7" });
    expect(await (await call(router, "DELETE", "/api/things/replies/3")).json()).toEqual({ reply: "3" });
    expect(await (await call(router, "DELETE", "/api/things/9/")).json()).toEqual({ deleted: "9" });
  });

  it("answers 404 for unknown paths and 405 for a known path with another method", async () => {
    const router = new RestRouter();
    router.get("/api/things/:id", () => ({}));
    expect((await call(router, "GET", "/api/nothing")).status).toBe(404);
    const wrongMethod = await call(router, "PATCH", "/api/things/1");
    expect(wrongMethod.status).toBe(405);
    expect((await wrongMethod.json()).message).toBe("허용되지 않은 요청 방식입니다.");
  });

  it("answers a malformed %-escape in the path with 400 and a Korean message, no stack", async () => {
    const router = new RestRouter();
    router.get("/api/things/:id", () => ({}));
    for (const path of ["/api/things/%E0%A4%A", "/api/things/%ED%A0%80", "/api/%ZZ/1", "/api/things/%"]) {
      const response = await call(router, "GET", path);
      expect(response.status, path).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text).message).toBe("주소에 올바르지 않은 문자가 있습니다.");
      expect(text).not.toMatch(/\bat |\.ts:/);
    }
  });

  it("refuses JSON bodies over 1 MB with 413, declared or streamed, without reading past the cap", async () => {
    const router = new RestRouter();
    router.post("/api/things", async ({ json }) => ({ keys: Object.keys(await json()) }));
    const big = JSON.stringify({ text: "x".repeat(JSON_BODY_LIMIT) });
    const declared = await call(router, "POST", "/api/things", { body: big, headers: { "content-type": "application/json" } });
    expect(declared.status).toBe(413);
    expect((await declared.json()).message).toMatch(/너무 큽니다/);

    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const streamed = await call(router, "POST", "/api/things", { body: endless, duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(JSON_BODY_LIMIT + 256 * 1024);

    const small = await call(router, "POST", "/api/things", { body: JSON.stringify({ a: 1 }) });
    expect(await small.json()).toEqual({ keys: ["a"] });
  });
});
