// npm run bench:memory — the production server's memory (issue 27: idle RSS ≤ 150 MiB, no growth):
// the bundle (dist/server/index.mjs, rebuilt first when stale) started per engine (BENCH_ENGINES,
// default "postgres,pglite"; PostgreSQL in a scratch database on TEST_DATABASE_ADMIN_URL, dropped
// afterwards, or BENCH_DATABASE_URL to use an existing one such as the bench set; PGlite in a
// temporary DATA_DIR) with the demo data. Idle RSS is read after a restart (the first start loads the
// data) and a few requests (5 s later, and at rest: after the server's own collection, server/ops/idleGc.ts); then the
// mixed 90/8/2 traffic (bench/mixed.ts, signed in as the demo member) runs for BENCH_MINUTES (2) on
// BENCH_CONNECTIONS (8) while the server's RSS is sampled every 10 s: first, last and peak, and at rest
// again afterwards. The server runs with the Node flags of `npm start` (--expose-gc for that collection;
// --max-semi-space-size=16, whose memory and CPU costs the README's memory section gives) unless
// BENCH_NODE_ARGS gives others.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import CardDetailRouteQuery from "../client/__generated__/CardDetailRouteQuery.graphql";
import { runLoad } from "./load";
import { mixedRequests } from "./mixed";
import { globalId, persisted } from "./scenarios";
import { SERVER_NODE_ARGS } from "./target";
import { createScratchDatabase, killServer, spawnServer } from "../test/server/processes";
import { IDLE_GC_DELAY_MS } from "../server/ops/idleGc";

const ENGINES = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",");
const MINUTES = Number(process.env.BENCH_MINUTES ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SAMPLE_SECONDS = 10;
/** Long enough after the last request for the server's collection at rest. */
const REST_MS = IDLE_GC_DELAY_MS + 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

/** Resident set size of a process (Linux /proc), bytes. */
function rss(pid: number) {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) * 1024;
}

/** User + system CPU time of a process so far (Linux /proc), ms. */
function cpuMs(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function json<T>(base: string, pathname: string, init?: RequestInit): Promise<T> {
  const response = await fetch(base + pathname, init);
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function run(engine: string) {
  const scratch = engine === "postgres" && !process.env.BENCH_DATABASE_URL ? await createScratchDatabase() : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcm-memory-"));
  const databaseUrl = engine === "postgres" ? (process.env.BENCH_DATABASE_URL ?? scratch!.url) : "";
  const start = () =>
    spawnServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED: "demo", REDIS_URL: "" }, [process.execPath, ...SERVER_NODE_ARGS, "dist/server/index.mjs"]);
  // The first start migrates and loads the demo data, which leaves its garbage in the RSS; an
  // instance's usual life starts on a database that is already there, so that is the one measured.
  const first = start();
  const firstStart = await first.ready.then(() => rss(first.child.pid!)).finally(() => first.child.kill("SIGTERM"));
  await first.exited;
  const server = start();
  // Request log lines are not needed here; dropping them keeps this process's memory flat.
  const forget = setInterval(() => server.lines.splice(0), 5_000);
  try {
    const base = await server.ready;
    const pid = server.child.pid!;
    const afterStart = rss(pid);
    const pages = await Promise.all([0, 100, 200, 300, 400].map((offset) => json<{ cards: { id: number }[] }>(base, `/api/cards?limit=100&offset=${offset}`)));
    const cards = pages.flatMap((page) => page.cards);
    const { token } = await json<{ token: string }>(base, "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo", password: "demo1234!" }),
    });
    const data = { cardIds: cards.map((c) => c.id), tokens: [token], likes: [] };
    // "A few requests": the home page, a card page, a search, as a first visitor would.
    await fetch(`${base}/`).then((r) => r.arrayBuffer());
    const cardPage = persisted(CardDetailRouteQuery, { id: globalId("Card", data.cardIds[0]) });
    await fetch(base + cardPage.path, { method: "POST", headers: cardPage.headers, body: cardPage.body }).then((r) => r.arrayBuffer());
    await fetch(`${base}/api/cards?search=${encodeURIComponent("ㅅㅎ")}`).then((r) => r.arrayBuffer());
    await sleep(5_000);
    const idle = rss(pid);
    // Back at rest the server runs one full collection (server/ops/idleGc.ts, with npm start's --expose-gc).
    await sleep(REST_MS - 5_000);
    const rest = rss(pid);
    console.log(
      `${engine}: RSS after the first start (demo data loaded) ${mib(firstStart)} MiB; restarted: after start ${mib(afterStart)} MiB, ` +
        `idle 5 s after a few requests ${mib(idle)} MiB, at rest (${REST_MS / 1000} s) ${mib(rest)} MiB`,
    );

    const request = mixedRequests(data);
    const samples: number[] = [];
    let sent = 0;
    let errors = 0;
    const cpuBefore = cpuMs(pid);
    const deadline = performance.now() + MINUTES * 60_000;
    while (performance.now() < deadline) {
      const offset = sent;
      const load = await runLoad(Number(new URL(base).port), (i) => request(offset + i), { connections: CONNECTIONS, seconds: SAMPLE_SECONDS });
      sent += load.requests;
      errors += load.errors;
      samples.push(rss(pid));
      if (samples.length % 6 === 0) console.log(`${engine}: ${samples.length * SAMPLE_SECONDS} s, ${load.rps} rps, RSS ${mib(samples.at(-1)!)} MiB`);
    }
    const cpuPerRequest = (cpuMs(pid) - cpuBefore) / Math.max(1, sent);
    await sleep(REST_MS);
    return {
      engine,
      "node args": SERVER_NODE_ARGS.join(" ") || "-",
      "first start MiB": mib(firstStart),
      "idle MiB": mib(idle),
      "at rest MiB": mib(rest),
      "load: first/last/peak MiB": `${mib(samples[0])}/${mib(samples.at(-1)!)}/${mib(Math.max(...samples))}`,
      "at rest after MiB": mib(rss(pid)),
      minutes: MINUTES,
      requests: sent,
      errors,
      "CPU ms/req": Math.round(cpuPerRequest * 100) / 100,
    };
  } finally {
    clearInterval(forget);
    await killServer(server);
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const build = spawnSync(process.execPath, ["scripts/build-server.mjs", "--if-stale"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const rows = [];
for (const engine of ENGINES) rows.push(await run(engine));
console.table(rows);
