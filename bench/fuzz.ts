// npm run bench:fuzz — BENCH_REQUESTS (default 20,000) seeded hostile requests per engine,
// BENCH_CONCURRENCY (8) at a time, over every REST route and GraphQL (the generators of
// server/http/http.fuzz.test.ts), against a real server process per engine (BENCH_ENGINES,
// default "pglite,postgres"; PostgreSQL in a scratch database on BENCH_PG_ADMIN_URL, dropped
// afterwards) serving the demo data set with a development mailbox; BENCH_SEED picks the requests. Prints the answers by status,
// samples of 5xx, "Unexpected error." and leaked stacks/SQL, and the server's error-level log
// lines; exits 1 if any of those happened.
import { spawn } from "node:child_process";
import readline from "node:readline";
import pg from "pg";
import { createRestRouter } from "../server/routes";
import { seeded } from "../test/server/fuzzInputs";
import { fuzzRequest, isFailure, stubClientDir } from "../test/server/fuzzRequests";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.BENCH_PORT ?? 3997);
const BASE = `http://127.0.0.1:${PORT}`;
const SAMPLES = 10;
/** The PRNG seed of the first engine (the next engine takes the next one); vary it to send other requests. */
const SEED = Number(process.env.BENCH_SEED ?? 20261126);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** A server process on the engine, with its error-level log lines collected. */
async function startServer(databaseUrl: string) {
  const errors: string[] = [];
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, SEED: "demo", NODE_ENV: "development", DEV_MAILBOX: "1", LOG_FORMAT: "json", LOG_LEVEL: "warn", REDIS_URL: "", CLIENT_DIR: stubClientDir() },
    stdio: ["ignore", "pipe", "inherit"],
  });
  readline.createInterface({ input: server.stdout }).on("line", (line) => {
    const entry = JSON.parse(line) as { level?: number };
    if ((entry.level ?? 0) >= 50) errors.push(line);
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (await fetch(`${BASE}/readyz`).then((r) => r.ok, () => false)) break;
    await sleep(250);
  }
  return {
    errors,
    alive: () => server.exitCode === null,
    stop: () => (server.exitCode === null ? new Promise((resolve) => server.once("exit", resolve).kill("SIGTERM")) : Promise.resolve()),
  };
}

async function post(path: string, body: unknown) {
  const response = await fetch(BASE + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return (await response.json()) as { token: string; user: { id: number } };
}

async function fuzz(engine: string) {
  const scratch = `fcm_fuzz_${Date.now()}`;
  if (engine === "postgres") await admin(`CREATE DATABASE "${scratch}"`);
  const databaseUrl = engine === "postgres" ? Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${scratch}` }).toString() : "memory://";
  const started = performance.now();
  const server = await startServer(databaseUrl);
  console.log(`${engine}: server ready with the demo data in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    // The demo accounts (README): a member and an admin, so guarded handlers run too.
    const member = await post("/api/auth/login", { username: "demo", password: "demo1234!" });
    const adminLogin = await post("/api/auth/login", { username: "admin", password: "admin1234!" });
    const { cards } = (await (await fetch(`${BASE}/api/cards?limit=4`)).json()) as { cards: { id: number }[] };
    const target = { routes: createRestRouter().routes, ids: [...cards.map((c) => c.id), member.user.id, 1, 2], tokens: [undefined, member.token, adminLogin.token, "not-a-token"] };
    const rng = seeded(SEED + ENGINES.indexOf(engine));
    const statuses = new Map<number, number>();
    const failures = { "5xx": [] as string[], "Unexpected error.": [] as string[], "stack or SQL": [] as string[], "no answer": [] as string[] };
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const { path, init } = fuzzRequest(rng, next++, target);
          const request = `${init.method} ${path.slice(0, 120)} ${String(init.body).slice(0, 160)}`;
          const answered = await fetch(BASE + path, init).then(async (r) => ({ response: r, text: await r.text() }), (error: Error) => error);
          if (answered instanceof Error) {
            failures["no answer"].push(`${request} → ${answered.message} ${String((answered.cause as Error | undefined)?.message ?? "")}`);
            if (!server.alive()) throw new Error(`${engine}: the server died at ${request}`);
            continue;
          }
          const { response, text } = answered;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (!isFailure(response.status, text)) continue;
          const kind = response.status >= 500 ? "5xx" : text.includes("Unexpected error.") ? "Unexpected error." : "stack or SQL";
          failures[kind].push(`${request} → ${response.status} ${text.slice(0, 200)}`);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    console.log(`${engine}: ${REQUESTS} requests in ${seconds.toFixed(1)} s (${Math.round(REQUESTS / seconds)}/s), ${CONCURRENCY} at a time`);
    console.log(`${engine}: statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    for (const [kind, list] of Object.entries(failures)) {
      console.log(`${engine}: ${kind}: ${list.length}`);
      for (const sample of list.slice(0, SAMPLES)) console.log(`  ${sample}`);
    }
    console.log(`${engine}: error-level log lines: ${server.errors.length}`);
    for (const line of server.errors.slice(0, SAMPLES)) console.log(`  ${line.slice(0, 600)}`);
    return Object.values(failures).reduce((n, list) => n + list.length, 0) + server.errors.length;
  } finally {
    await server.stop();
    if (engine === "postgres") await admin(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
  }
}

let failed = 0;
for (const engine of ENGINES) failed += await fuzz(engine);
process.exit(failed ? 1 : 0);
