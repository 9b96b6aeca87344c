// npm run bench:fuzz — BENCH_REQUESTS (default 20,000) seeded hostile requests per engine,
// BENCH_CONCURRENCY (8) at a time, over every REST route and GraphQL (the generators of
// server/http/http.fuzz.test.ts), against a real server process per engine (BENCH_ENGINES,
// default "pglite,postgres"; PostgreSQL in a scratch database like the server tests', on
// TEST_DATABASE_ADMIN_URL, dropped afterwards) serving the demo data set with a development mailbox;
// BENCH_SEED picks the requests. Prints the answers by status, samples of 5xx, "Unexpected error."
// and leaked stacks/SQL, and the server's error-level log lines; exits 1 if any of those happened.
import { createRestRouter } from "../server/routes";
import { seeded } from "../test/server/fuzzInputs";
import { fuzzRequest, isFailure, stubClientDir } from "../test/server/fuzzRequests";
import { createScratchDatabase, killServer, spawnServer } from "../test/server/processes";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
const SAMPLES = 10;
/** The PRNG seed of the first engine (the next engine takes the next one); vary it to send other requests. */
const SEED = Number(process.env.BENCH_SEED ?? 20261126);

/** A server process on the engine (the test kit's), with the demo data and a development mailbox. */
function startServer(databaseUrl: string) {
  return spawnServer({ DATABASE_URL: databaseUrl, SEED: "demo", NODE_ENV: "development", DEV_MAILBOX: "1", REDIS_URL: "", CLIENT_DIR: stubClientDir() });
}

async function post(base: string, path: string, body: unknown) {
  const response = await fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return (await response.json()) as { token: string; user: { id: number } };
}

async function fuzz(engine: string) {
  const scratch = engine === "postgres" ? await createScratchDatabase() : null;
  const started = performance.now();
  const server = startServer(scratch?.url ?? "memory://");
  const base = await server.ready;
  console.log(`${engine}: server ready with the demo data in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    // The demo accounts (README): a member and an admin, so guarded handlers run too.
    const member = await post(base, "/api/auth/login", { username: "demo", password: "demo1234!" });
    const adminLogin = await post(base, "/api/auth/login", { username: "admin", password: "admin1234!" });
    const { cards } = (await (await fetch(`${base}/api/cards?limit=4`)).json()) as { cards: { id: number }[] };
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
          const answered = await fetch(base + path, init).then(async (r) => ({ response: r, text: await r.text() }), (error: Error) => error);
          if (answered instanceof Error) {
            failures["no answer"].push(`${request} → ${answered.message} ${String((answered.cause as Error | undefined)?.message ?? "")}`);
            if (server.child.exitCode !== null) throw new Error(`${engine}: the server died at ${request}`);
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
    const errors = server.lines.filter((line) => Number(line.level ?? 0) >= 50);
    console.log(`${engine}: error-level log lines: ${errors.length}`);
    for (const line of errors.slice(0, SAMPLES)) console.log(`  ${JSON.stringify(line).slice(0, 600)}`);
    return Object.values(failures).reduce((n, list) => n + list.length, 0) + errors.length;
  } finally {
    await killServer(server);
    await scratch?.drop();
  }
}

let failed = 0;
for (const engine of ENGINES) failed += await fuzz(engine);
process.exit(failed ? 1 : 0);
