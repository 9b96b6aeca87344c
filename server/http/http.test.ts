import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app";
import { parseConfig } from "../config";
import { openDatabase, type Database } from "../platform/db";
import { createCards } from "../../test/server/factories";

const INDEX = "<!doctype html><title>FC</title>" + "<!-- padding -->".repeat(100);
const ASSET = "export const x = 1;\n".repeat(200);
const STACK = /\bat .*\.(?:ts|js):\d+|\.ts:\d+|node_modules/;

/** A production server over a tiny fake client build (with its precompressed siblings). */
describe("HTTP behaviour of every route", () => {
  let app: App;
  let db: Database;
  let url: string;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-client-"));
    fs.mkdirSync(path.join(clientDir, "assets"));
    fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
    fs.writeFileSync(path.join(clientDir, "index.html.br"), zlib.brotliCompressSync(INDEX));
    fs.writeFileSync(path.join(clientDir, "index.html.gz"), zlib.gzipSync(INDEX));
    fs.writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), ASSET);
    fs.mkdirSync(path.join(clientDir, ".vite"));
    fs.writeFileSync(path.join(clientDir, ".vite", "manifest.json"), "{}");
    fs.writeFileSync(path.join(clientDir, "assets", "app-abc123.js.br"), zlib.brotliCompressSync(ASSET));
    fs.writeFileSync(path.join(clientDir, "assets", "app-abc123.js.gz"), zlib.gzipSync(ASSET));
    db = await openDatabase({});
    const config = parseConfig({ NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATABASE_URL: "memory://", SEED: "none" });
    app = await buildApp({ ...config, clientDir }, { database: db });
    url = await app.start(0, "127.0.0.1");
    await createCards(db.prisma, 30);
  });
  afterAll(async () => {
    await app.stop();
    await db.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("answers malformed %-escapes with 400 and a Korean message, never a stack, on every kind of route", async () => {
    const api = await fetch(`${url}/api/cards/%E0%A4%A`);
    expect(api.status).toBe(400);
    const text = await api.text();
    expect(JSON.parse(text).message).toBe("주소에 올바르지 않은 문자가 있습니다.");
    expect(text).not.toMatch(STACK);
    for (const p of ["/api/%", "/api/reviews/%ED%A0%80/replies", "/cards/%E0%A4%A", "/uploads/%E0%A4%A", "/graphql?query=%E0%A4%A"]) {
      const response = await fetch(url + p);
      expect(response.status, p).toBeLessThan(500);
      expect(await response.text(), p).not.toMatch(STACK);
    }
  });

  it("never serves the build's hidden files (Vite's manifest), however the path is spelled", async () => {
    expect((await fetch(`${url}/assets/app-abc123.js`)).status).toBe(200);
    for (const p of ["/.vite/manifest.json", "/%2Evite/manifest.json", "/assets/../.vite/manifest.json", "/.vite/"]) {
      const response = await fetch(url + p);
      expect(response.headers.get("content-type") ?? "", p).not.toMatch(/json/);
      expect(await response.text(), p).not.toBe("{}");
    }
  });

  it("sends uncompressed GraphQL and REST answers whole, with a Content-Length and their security headers", async () => {
    // Written in one piece: a re-wrapped answer reached the socket as a stream, chunk by chunk (chunked encoding).
    const answers = [
      await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", "accept-encoding": "identity" }, body: JSON.stringify({ query: "{ cards(first: 2) { edges { node { name } } } }" }) }),
      await fetch(`${url}/api/cards?limit=2`, { headers: { "accept-encoding": "identity" } }),
    ];
    for (const response of answers) {
      const body = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get("transfer-encoding")).toBeNull();
      expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(body));
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
    }
  });

  it("caps JSON bodies at 1 MB with 413 on REST and GraphQL POST", async () => {
    const big = JSON.stringify({ query: "{ __typename }", pad: "x".repeat(1024 * 1024) });
    for (const p of ["/api/auth/login", "/graphql"]) {
      const response = await fetch(url + p, { method: "POST", headers: { "content-type": "application/json" }, body: big });
      expect(response.status, p).toBe(413);
      expect(await response.text(), p).toMatch(/요청 본문이 너무 큽니다/);
    }
    const ok = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ __typename }" }) });
    expect(await ok.json()).toEqual({ data: { __typename: "Query" } });
  });

  it("sends security headers on HTML, API and GraphiQL answers", async () => {
    const page = await fetch(`${url}/cards`);
    const api = await fetch(`${url}/api/cards`);
    const graphiql = await fetch(`${url}/graphql`, { headers: { accept: "text/html" } });
    for (const response of [page, api, graphiql]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
    const appCsp = page.headers.get("content-security-policy") ?? "";
    expect(appCsp).toMatch(/script-src 'self';/);
    expect(appCsp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(api.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(graphiql.headers.get("content-security-policy")).toMatch(/script-src 'self' 'unsafe-inline'/);
  });

  it("answers page paths with 200 and unknown paths with 404, both with the SPA shell and their own title", async () => {
    for (const p of ["/", "/cards", "/cards/7", "/rankings", "/rankings/cam", "/community/write"]) {
      const response = await fetch(url + p);
      expect(response.status, p).toBe(200);
      const html = await response.text();
      expect(html, p).toContain("<!-- padding -->");
      expect(html.match(/<title>/g), p).toHaveLength(1);
    }
    for (const p of ["/nope", "/cards/7/extra", "/rankings/XX", "/cards/%E0%A4%A", "/cards/9999"]) {
      const response = await fetch(url + p);
      expect(response.status, p).toBe(404);
      const html = await response.text();
      expect(html, p).toContain("<!-- padding -->");
      expect(html, p).toContain("<title>페이지를 찾을 수 없습니다 — FC 모바일 카드 DB</title>");
    }
    expect((await fetch(`${url}/assets/missing-123.js`)).status).toBe(404);
  });

  it("serves precompressed assets by Accept-Encoding with immutable caching for hashed files", async () => {
    const get = (p: string, acceptEncoding: string) => fetch(url + p, { headers: { "accept-encoding": acceptEncoding } });
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(await br.text()).toBe(ASSET);

    const gz = await get("/assets/app-abc123.js", "gzip, br;q=0");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(Number(gz.headers.get("content-length"))).toBeLessThan(ASSET.length / 5);

    const plain = await get("/assets/app-abc123.js", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(ASSET);

    const index = await get("/cards", "br");
    expect(index.headers.get("content-encoding")).toBe("br");
    expect(index.headers.get("cache-control")).toBe("no-cache");
  });

  it("revalidates a page with a bodiless 304 on If-None-Match, keeping the security headers", async () => {
    const first = await fetch(`${url}/cards`, { headers: { "accept-encoding": "br" } });
    const etag = first.headers.get("etag");
    // A page is built per request (server/pages): a weak validator of its content, whatever the encoding.
    expect(etag).toMatch(/^W\/".+"$/);
    await first.arrayBuffer();

    const again = await fetch(`${url}/cards`, { headers: { "accept-encoding": "br", "if-none-match": `W/"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("no-cache");
    expect(again.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(again.headers.get("content-security-policy")).toBeTruthy();

    // Another page is other content: a full answer with its own validator.
    const other = await fetch(`${url}/`, { headers: { "accept-encoding": "gzip", "if-none-match": etag ?? "" } });
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).not.toBe(etag);
    // An unknown path keeps its 404 whatever the validator says.
    expect((await fetch(`${url}/no-such-page`, { headers: { "accept-encoding": "br", "if-none-match": etag ?? "" } })).status).toBe(404);
  });

  it("compresses JSON answers over 1 KB and leaves small ones alone", async () => {
    const cards = await fetch(`${url}/api/cards?limit=30`, { headers: { "accept-encoding": "br" } });
    expect(cards.headers.get("content-encoding")).toBe("br");
    expect((await cards.json()).cards).toHaveLength(30);
    const gql = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "gzip" },
      body: JSON.stringify({ query: "{ __schema { types { name description } } }" }),
    });
    expect(gql.headers.get("content-encoding")).toBe("gzip");
    expect((await gql.json()).data.__schema.types.length).toBeGreaterThan(10);
    const small = await fetch(`${url}/api/auth/me`, { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
  });
});
