// npm run bench:nested-flood — sends N (default 1,000) anonymous 16 KB bodies nested 8,000 levels
// deep (half REST login bodies, half GraphQL variables) with C at a time to one server process,
// while a health check runs every 20 ms; reports the refusal latency, the health check's p50/p95
// and the server's RSS before, at the peak and after. The server runs in a child process on
// embedded PGlite in memory, so its memory is its own.
import { spawn } from "node:child_process";
import fs from "node:fs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 3998);
const URL_BASE = `http://127.0.0.1:${PORT}`;
const DEEP = "[".repeat(8000) + "]".repeat(8000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", SEED: "none", NODE_ENV: "production", LOG_LEVEL: "warn", DATABASE_URL: "memory://" },
  stdio: ["ignore", "inherit", "inherit"],
});
for (;;) {
  const up = await fetch(`${URL_BASE}/healthz`).then((r) => r.ok, () => false);
  if (up) break;
  await sleep(200);
}
// Warm both paths once so start-up allocations are not counted as growth.
const send = (i: number) =>
  i % 2 === 0
    ? fetch(`${URL_BASE}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: `{"username":${DEEP},"password":"x"}` })
    : fetch(`${URL_BASE}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: `{"query":"query ($id: ID!) { node(id: $id) { id } }","variables":{"id":${DEEP}}}` });
for (let i = 0; i < 20; i++) await (await send(i)).text();
await sleep(1000);
const before = rssMiB(server.pid!);

let flooding = true;
let peak = before;
const health: number[] = [];
const healthLoop = (async () => {
  while (flooding) {
    const started = performance.now();
    await (await fetch(`${URL_BASE}/healthz`)).text();
    health.push(performance.now() - started);
    peak = Math.max(peak, rssMiB(server.pid!));
    await sleep(20);
  }
})();

const refusals: number[] = [];
const statuses = new Map<number, number>();
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < REQUESTS) {
      const i = next++;
      const t0 = performance.now();
      const response = await send(i);
      await response.text();
      refusals.push(performance.now() - t0);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }),
);
const floodMs = performance.now() - started;
flooding = false;
await healthLoop;
await sleep(2000);
const after = rssMiB(server.pid!);
server.kill("SIGTERM");

const ms = (v: number) => `${v.toFixed(1)} ms`;
console.log(`nested-body flood: ${REQUESTS} requests, ${CONCURRENCY} at a time, ${(floodMs / 1000).toFixed(1)} s (${Math.round(REQUESTS / (floodMs / 1000))}/s)`);
console.log(`statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
console.log(`refusal latency p50 ${ms(percentile(refusals, 0.5))}, p95 ${ms(percentile(refusals, 0.95))}, max ${ms(Math.max(...refusals))}`);
console.log(`health check during flood (${health.length}): p50 ${ms(percentile(health, 0.5))}, p95 ${ms(percentile(health, 0.95))}, max ${ms(Math.max(...health))}`);
console.log(`server RSS: before ${before.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB, after ${after.toFixed(0)} MiB (${(((after - before) / before) * 100).toFixed(1)} %)`);
