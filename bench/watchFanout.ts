// npm run bench:watch-fanout — BENCH_WATCHERS (1,000) members watch one card, each with a live
// graphql-ws subscription on a server process (PostgreSQL + Redis, as in production). Another
// member writes BENCH_REVIEWS (5) reviews of the card over REST; each one alerts every watcher in
// the review's transaction (one INSERT … SELECT; the first creates the rows, later ones batch into
// them). Reported: the review request's latency and the fan-out latency, from sending the review to
// each watcher's bell event (p50/p95/max over every delivery).
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import pg from "pg";
import { openDatabase } from "../server/platform/db";
import { createEventBus } from "../server/platform/pubsub";
import { openRedis } from "../server/platform/redis";
import { migrate } from "../server/platform/migrate";
import { createSession } from "../server/core/session";

const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 1000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3998);
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const DB_NAME = `fcm_bench_watch_${process.pid}`;
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DB_NAME}` }).toString();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

await admin(`CREATE DATABASE "${DB_NAME}"`);
const db = await openDatabase({ databaseUrl });
await migrate(db);
const card = await db.prisma.card.create({ data: { name: "벤치선수", searchKey: "벤치선수", position: "ST", ovr: 110 } });
const tag = crypto.randomBytes(3).toString("hex");
await db.prisma.user.createMany({
  data: Array.from({ length: WATCHERS + REVIEWS + 1 }, (_, i) => ({ username: `w${tag}${i}`, email: `w${tag}${i}@bench.test`, passwordHash: "x", nickname: `관심${i}` })),
});
const users = await db.prisma.user.findMany({ where: { username: { startsWith: `w${tag}` } }, orderBy: { id: "asc" } });
const watchers = users.slice(0, WATCHERS);
const reviewers = users.slice(WATCHERS);
await db.prisma.cardWatch.createMany({ data: watchers.map((u) => ({ userId: u.id, cardId: card.id })) });
const tokens = new Map<number, string>();
for (const u of users) tokens.set(u.id, await createSession(db.prisma, u.id, 1));
const redis = await openRedis(REDIS_URL, { optional: false, connectTimeoutMs: 5000 });
const bus = createEventBus(redis);

const postReview = (userId: number) =>
  fetch(`http://127.0.0.1:${PORT}/api/reviews`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${tokens.get(userId)}` },
    body: JSON.stringify({ cardId: card.id, formation: "4-3-3 홀딩", paceRating: 8, shootingRating: 8, passingRating: 8, agilityRating: 8, defenseRating: 8, physicalRating: 8 }),
  });

const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", SEED: "none", NODE_ENV: "production", DATABASE_URL: databaseUrl, REDIS_URL },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve) => server.stdout!.on("data", (d: Buffer) => d.toString().includes("listening") && resolve()));

// The write alone: a review whose 1,000 alerts reach no open socket yet (then read, so the rounds below start fresh batches).
const quietStarted = performance.now();
if ((await postReview(reviewers[REVIEWS].id)).status !== 200) throw new Error("the warm-up review failed");
const quietReviewMs = Math.round(performance.now() - quietStarted);
await db.prisma.notification.updateMany({ where: { type: "watch_review" }, data: { isRead: true } });

const arrivals: number[][] = Array.from({ length: REVIEWS }, () => []);
let sentAt = 0;
let round = -1;
const registered = new Set<number>();
const MARKER = "준비";
const clients = watchers.map((u) =>
  createClient({ url: `ws://127.0.0.1:${PORT}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tokens.get(u.id)}` } }),
);
clients.forEach((client, i) => {
  client.subscribe({ query: "subscription { notificationReceived { databaseId message } }" }, {
    next: (value) => {
      const { message } = (value.data as { notificationReceived: { message: string } }).notificationReceived;
      if (message === MARKER) registered.add(i);
      else if (round >= 0) arrivals[round].push(performance.now() - sentAt);
    },
    error: (e) => console.error("subscriber error", e),
    complete: () => {},
  });
});

// Until every watcher's subscription is live, marker notifications (read at once, so they batch nothing) tell who is.
const setupStarted = performance.now();
while (registered.size < WATCHERS) {
  if (performance.now() - setupStarted > 180_000) throw new Error(`only ${registered.size} of ${WATCHERS} subscribers registered in 3 minutes`);
  const pending = watchers.filter((_, i) => !registered.has(i));
  const rows = await db.prisma.notification.createManyAndReturn({ data: pending.map((u) => ({ userId: u.id, type: "other", message: MARKER, isRead: true })), select: { id: true, userId: true } });
  for (const row of rows) bus.pubsub.publish("notification:created", row.userId, { notificationId: row.id });
  await sleep(1000);
}
const setupMs = Math.round(performance.now() - setupStarted);
await sleep(1000);

const requestMs: number[] = [];
for (round = 0; round < REVIEWS; round++) {
  sentAt = performance.now();
  const res = await postReview(reviewers[round].id);
  requestMs.push(performance.now() - sentAt);
  if (res.status !== 200) throw new Error(`review answered ${res.status}: ${await res.text()}`);
  while (arrivals[round].length < WATCHERS && performance.now() - sentAt < 30_000) await sleep(2);
  await sleep(200);
}

const all = arrivals.flat();
console.table({
  watchers: WATCHERS,
  "subscribers live after ms": setupMs,
  reviews: REVIEWS,
  "alerts delivered": `${all.length} of ${WATCHERS * REVIEWS}`,
  "review with no socket open ms": quietReviewMs,
  "review request p50 ms": Math.round(percentile(requestMs, 0.5)),
  "review request max ms": Math.round(Math.max(...requestMs)),
  "fan-out p50 ms": Math.round(percentile(all, 0.5)),
  "fan-out p95 ms": Math.round(percentile(all, 0.95)),
  "fan-out max ms": Math.round(Math.max(...all)),
});
await Promise.all(clients.map((c) => c.dispose()));
server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));
await bus.close();
await redis.close();
await db.close();
await admin(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
process.exitCode = percentile(all, 0.95) <= 250 && all.length === WATCHERS * REVIEWS ? 0 : 1;
