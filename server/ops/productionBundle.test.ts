import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import HomeRouteQuery from "../../client/__generated__/HomeRouteQuery.graphql";
import { PROFILES } from "../../prisma/seed/profiles";
import { stubClientDir } from "../../test/server/fuzzRequests";
import { createScratchDatabase, killServer, spawnServer, type ServerProcess } from "../../test/server/processes";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUNDLE = path.join(ROOT, "dist/server/index.mjs");

/** `node scripts/build-server.mjs [args]`, as npm run build and npm start run it. */
function buildServer(...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/build-server.mjs", ...args], { cwd: ROOT, encoding: "utf8" });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

describe("the production bundle (npm start): plain Node, no TypeScript compiled at start", () => {
  let db: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    buildServer();
    db = await createScratchDatabase();
    // No tsx loader: the bundle must find the migrations, the persisted operations and the seed data on its own.
    server = spawnServer({ DATABASE_URL: db.url, SEED: "demo", REDIS_URL: "", CLIENT_DIR: stubClientDir() }, [process.execPath, BUNDLE]);
    base = await server.ready;
  }, 180_000);

  afterAll(async () => {
    if (server) await killServer(server);
    await db?.drop();
  });

  it("migrates, loads the demo data once, and answers the client, REST and a persisted GraphQL operation", async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("FC 모바일 카드 DB");

    const cards = await fetch(`${base}/api/cards?limit=5`);
    expect(cards.status).toBe(200);
    const body = (await cards.json()) as { cards: { id: number; name: string }[]; total?: number };
    expect(body.cards).toHaveLength(5);

    const home = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ operationName: "HomeRouteQuery", variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: HomeRouteQuery.params.id } } }),
    });
    expect(home.status).toBe(200);
    expect(await home.json()).not.toHaveProperty("errors");

    const total = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ cards(first: 1) { totalCount } }" }),
    });
    expect(await total.json()).toMatchObject({ data: { cards: { totalCount: PROFILES.demo.cards } } });
    expect(server.lines.filter((l) => /demo data loaded/.test(l.msg ?? ""))).toHaveLength(1);
    // The seed command line (prisma/seed/cli.ts) must not run inside the server.
    expect(server.lines.filter((l) => /seeded|nothing seeded/.test(l.raw ?? ""))).toEqual([]);
  });

  it("loads optional packages only when used, and keeps the bundle's source one byte per character", () => {
    const meta = JSON.parse(fs.readFileSync(path.join(ROOT, "dist/server/meta.json"), "utf8")) as {
      outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
    };
    const startupFiles = ["dist/server/index.mjs", ...Object.keys(meta.outputs).filter((file) => /chunks\/chunk-/.test(file))];
    const loadedAtStart = startupFiles.flatMap((file) => meta.outputs[file].imports.filter((i) => i.external && i.kind === "import-statement").map((i) => i.path));
    for (const lazy of ["@aws-sdk/client-s3", "ioredis", "satori", "@resvg/resvg-js", "@electric-sql/pglite", "nodemailer", "sharp", "@node-rs/argon2", "sanitize-html"]) {
      expect(loadedAtStart, lazy).not.toContain(lazy);
    }
    for (const file of Object.keys(meta.outputs).filter((f) => f.endsWith(".mjs"))) {
      expect(fs.readFileSync(path.join(ROOT, file), "utf8"), file).not.toMatch(/[^\x20-\x7e\t\n\r]/);
    }
  });

  it("builds the server renderer (vite build --ssr) one byte per character", async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcm-ssr-"));
    try {
      await build({ configFile: path.join(ROOT, "vite.config.ts"), logLevel: "warn", build: { ssr: true, outDir, sourcemap: false } });
      const files = fs.readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".mjs"));
      expect(files).toContain("entryServer.mjs");
      for (const file of files) expect(fs.readFileSync(path.join(outDir, file), "utf8"), file).not.toMatch(/[^\x20-\x7e\t\n\r]/);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("npm start rebuilds the bundle only when a source it was built from is newer", () => {
    expect(buildServer("--if-stale")).toBe("");
    const source = path.join(ROOT, "server/index.ts");
    const later = new Date(fs.statSync(BUNDLE).mtimeMs + 1_000);
    fs.utimesSync(source, later, later);
    expect(buildServer("--if-stale")).toMatch(/server bundle/);
    expect(buildServer("--if-stale")).toBe("");
  });
});
