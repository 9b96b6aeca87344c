import fs from "node:fs";
process.env.NODE_ENV = "production";
const { parseConfig } = await import("../server/config");
const { buildApp } = await import("../server/app");
const config = parseConfig({ ...process.env, DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/fcm_bench", SEED: "none", LOG_LEVEL: "silent", RESPONSE_CACHE_TTL_MS: "0", SESSION_CACHE_TTL_MS: "0", LOG_QUERIES: "1" });
const app = await buildApp(config);
const artifact = fs.readFileSync(new URL("../client/__generated__/CardDetailRouteQuery.graphql.ts", import.meta.url), "utf8");
const hash = /"id": "([0-9a-f]{64})"/.exec(artifact)![1];
const log: string[] = [];
app.services.database.onQuery((e) => log.push(`${e.durationMs.toFixed(2)} ms: ${e.query}`));
const sums = new Map<string, number[]>();
app.services.database.onQuery((e) => { const k = e.query.slice(0, 60); const a = sums.get(k) ?? []; a.push(e.durationMs); sums.set(k, a); });
for (let id = 1; id <= 400; id++) {
  log.length = 0;
  const r = await app.yoga.fetch("http://bench/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ operationName: "CardDetailRouteQuery", variables: { id: Buffer.from(`Card:${id}`).toString("base64") }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }) });
  await r.text();
}
for (const [k, a] of sums) { a.sort((x, y) => x - y); console.log(a.length, "median", a[a.length >> 1].toFixed(2), "p90", a[Math.floor(a.length * 0.9)].toFixed(2), "mean", (a.reduce((x, y) => x + y, 0) / a.length).toFixed(2), k); }
await app.stop();
