// npm run bench:card-import: the bulk card import through the real HTTP path on PostgreSQL
// (BENCH_ENGINES=postgres,pglite to add the embedded engine): 20,000 cards as one CSV file,
// timed as a dry run, the first apply (all created) and a re-import (all updated by importKey).
// Uses a scratch database on BENCH_PG_ADMIN_URL (default postgresql://postgres@127.0.0.1:5432/postgres).
import pg from "pg";
import { parseConfig } from "../server/config";
import { buildApp } from "../server/app";
import { createSession } from "../server/core/session";
import { CARD_POSITIONS, CARD_STAT_KEYS, newCardDefaults } from "../domain/cardForm";
import { printCardImportCsv } from "../domain/cardImport";

const COUNT = Number(process.env.BENCH_CARDS ?? 20_000);
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const ENGINES = (process.env.BENCH_ENGINES ?? "postgres").split(",");

/** Realistic rows: every column filled, stats varied, a few teams and skill moves. */
function file(ovrShift: number) {
  const teams = ["토트넘 홋스퍼", "FC 바르셀로나", "레알 마드리드", "바이에른 뮌헨", "맨체스터 시티"];
  return printCardImportCsv(
    Array.from({ length: COUNT }, (_, i) => ({
      importKey: `bench-${i}`,
      card: {
        ...newCardDefaults(),
        name: `벤치선수 ${i}`, position: CARD_POSITIONS[i % CARD_POSITIONS.length], ovr: 80 + ((i + ovrShift) % 40), team: teams[i % teams.length],
        league: "리그", nation: "대한민국", skillMovesList: i % 3 ? ["헛다리", "마르세유 턴"] : [],
        ...Object.fromEntries(CARD_STAT_KEYS.map((k, j) => [k, 50 + ((i * 7 + j + ovrShift) % 70)])),
      },
    })),
  );
}

async function scratch(engine: string) {
  if (engine !== "postgres") return { url: "memory://", drop: async () => {} };
  const name = `fcm_bench_import_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

async function run(engine: string) {
  const db = await scratch(engine);
  const app = await buildApp(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: db.url, SEED: "none" }));
  try {
    const base = await app.start(0, "127.0.0.1");
    const prisma = app.services.database.prisma;
    const user = await prisma.user.create({ data: { username: "bench", email: "bench@x.example", passwordHash: "x", isEmailVerified: true, isAdmin: true } });
    const token = await createSession(prisma, user.id, 1);
    const send = async (csv: string, dryRun: boolean) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/cards/import?format=csv${dryRun ? "&dryRun=1" : ""}`, {
        method: "POST", body: csv, headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
      });
      const body = (await res.json()) as { created: number; updated: number; errorCount: number };
      if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      return { ms: Math.round(performance.now() - started), created: body.created, updated: body.updated };
    };
    const first = file(0);
    const second = file(5);
    const dryRun = await send(first, true);
    const apply = await send(first, false);
    const reimportDryRun = await send(second, true);
    const reimport = await send(second, false);
    const cards = await prisma.card.count();
    console.log(JSON.stringify({ engine, cards, fileMB: +(Buffer.byteLength(first) / 1024 / 1024).toFixed(1), dryRun, apply, reimportDryRun, reimport }, null, 2));
  } finally {
    await app.stop();
    await db.drop();
  }
}

for (const engine of ENGINES) await run(engine);
