// npm run bench:subscriptions — holds N graphql-ws subscribers (default 1,000) on one server
// process and reports the fan-out latency of one notification to all of them, and the server's
// memory per idle subscriber. The server runs in a child process (so its memory is its own) on
// PostgreSQL + Redis; this process writes the notification and publishes it through Redis, as
// another server instance would.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import pg from "pg";
import { openDatabase } from "../server/platform/db";
import { createEventBus } from "../server/platform/pubsub";
import { openRedis } from "../server/platform/redis";
import { migrate } from "../server/platform/migrate";
import { createSession } from "../server/core/session";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3999);
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const DB_NAME = `fcm_bench_ws_${process.pid}`;
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DB_NAME}` }).toString();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

// One member, one session: every subscriber listens on that member's topic (think 1,000 open tabs).
await admin(`CREATE DATABASE "${DB_NAME}"`);
const db = await openDatabase({ databaseUrl });
await migrate(db);
const user = await db.prisma.user.create({ data: { username: "bench", email: "bench@example.test", passwordHash: "x" } });
const token = await createSession(db.prisma, user.id, 1);
const redis = await openRedis(REDIS_URL, { optional: false, connectTimeoutMs: 5000 });
const bus = createEventBus(redis);

const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", SEED: "none", NODE_ENV: "production", DATABASE_URL: databaseUrl, REDIS_URL },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve) => server.stdout!.on("data", (d: Buffer) => d.toString().includes("listening") && resolve()));
await sleep(500);
const idleRss = rssKiB(server.pid!);

const arrivals: number[][] = Array.from({ length: EVENTS }, () => []);
let sentAt = 0;
let eventIndex = 0;
// Until every subscriber has received a marker event, deliveries only count who is registered:
// a socket's "connected" comes before its subscription reaches the Redis channel.
let warmingUp = true;
const registered = new Set<number>();
const clients = Array.from({ length: SUBSCRIBERS }, () =>
  createClient({ url: `ws://127.0.0.1:${PORT}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } }),
);
clients.forEach((client, i) => {
  client.subscribe({ query: "subscription { notificationReceived { databaseId } }" }, {
    next: () => (warmingUp ? registered.add(i) : arrivals[eventIndex].push(performance.now() - sentAt)),
    error: (e) => console.error("subscriber error", e),
    complete: () => {},
  });
});

const publish = async () => {
  const n = await db.prisma.notification.create({ data: { userId: user.id, type: "review_reply", message: "벤치마크" } });
  sentAt = performance.now();
  bus.pubsub.publish("notification:created", user.id, { notificationId: n.id });
};
const setupStarted = performance.now();
let markers = 0;
while (registered.size < SUBSCRIBERS) {
  if (performance.now() - setupStarted > 120_000) throw new Error(`only ${registered.size} of ${SUBSCRIBERS} subscribers registered in 2 minutes`);
  await publish();
  markers++;
  await sleep(500);
}
const setupMs = Math.round(performance.now() - setupStarted);
warmingUp = false;
await sleep(500); // the last marker's stragglers arrive before timing starts
const loadedRss = rssKiB(server.pid!);

for (eventIndex = 0; eventIndex < EVENTS; eventIndex++) {
  await publish();
  while (arrivals[eventIndex].length < SUBSCRIBERS && performance.now() - sentAt < 30_000) await sleep(5);
}

const all = arrivals.flat();
console.table({
  subscribers: SUBSCRIBERS,
  "registered after ms (marker events)": `${setupMs} (${markers})`,
  events: EVENTS,
  delivered: all.length,
  "fan-out p50 ms": Math.round(percentile(all, 0.5)),
  "fan-out p95 ms": Math.round(percentile(all, 0.95)),
  "fan-out max ms": Math.round(Math.max(...all)),
  "server RSS idle MiB": Math.round(idleRss / 1024),
  "server RSS with subscribers MiB": Math.round(loadedRss / 1024),
  "KiB per idle subscriber": Math.round((loadedRss - idleRss) / SUBSCRIBERS),
});
await Promise.all(clients.map((c) => c.dispose()));
server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));
await bus.close();
await redis.close();
await db.close();
await admin(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
