// The raw-SQL reference (forked by bench/index.ts): node:http + pg, one statement per answer, the
// same JSON as our server. It shares no code with the server, so its cost is the floor we compare to.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { serveStats } from "../target";
import { cardReviews, REST_LIST_COLUMNS, searchGraphql, searchRest } from "./sql";
import { cardPage } from "./cardPage";
import { homeFormations } from "./home";
import { formationStats, recommendedCards, topPlayers } from "./formations";

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
let statements = 0;
let sqlMs = 0;
let maxSqlMs = 0;
let maxSql = "";

async function answer(query: { text: string; values: unknown[] }): Promise<string> {
  const t0 = performance.now();
  const { rows } = await pool.query<{ body: string }>(query);
  const ms = performance.now() - t0;
  statements++;
  sqlMs += ms;
  if (ms > maxSqlMs) [maxSqlMs, maxSql] = [ms, query.text];
  return rows[0].body;
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {}));
    req.on("error", reject);
  });

const tokenHash = (authorization: string | undefined) => {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  return token ? crypto.createHash("sha256").update(token).digest("hex") : null;
};
const num = (v: unknown) => (v === undefined || v === null || v === "" ? undefined : Number(v));

async function route(req: http.IncomingMessage): Promise<string | null> {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (req.method === "GET" && url.pathname === "/api/cards") {
    const q = url.searchParams;
    const input = {
      search: q.get("search") ?? "", position: q.get("position") ?? "", minOvr: num(q.get("minOvr")),
      footPreference: q.get("footPreference") ?? undefined, limit: num(q.get("limit")) ?? 20, offset: num(q.get("offset")) ?? 0,
    };
    return answer(searchRest(input, process.env.BENCH_REST_FULL_ROWS ? null : REST_LIST_COLUMNS));
  }
  if (req.method === "GET" && url.pathname === "/api/reviews/formation-stats") return answer(formationStats());
  if (req.method === "GET" && (url.pathname === "/api/top-players" || url.pathname === "/api/cards/recommend")) {
    const q = url.searchParams;
    const make = url.pathname === "/api/top-players" ? topPlayers : recommendedCards;
    return answer(make(q.get("formation") ?? "", q.get("position") ?? "", num(q.get("limit")) ?? 20));
  }
  if (req.method !== "POST") return null;
  const body = await readBody(req);
  switch (url.pathname) {
    case "/search":
      return answer(searchGraphql({
        search: String(body.search), position: String(body.position), minOvr: num(body.minOvr), minHeight: num(body.minHeight),
        limit: Number(body.limit), offset: Number(body.offset),
      }));
    case "/card-reviews":
      return answer(cardReviews(Number(body.id)));
    case "/card-page":
      return answer(cardPage(Number(body.id), tokenHash(req.headers.authorization)));
    case "/home-formations":
      return answer(homeFormations(String(body.formation), String(body.position)));
    default:
      return null;
  }
}

const server = http.createServer((req, res) => {
  route(req).then(
    (body) => {
      res.writeHead(body === null ? 404 : 200, { "content-type": "application/json; charset=utf-8" });
      res.end(body ?? "{}");
    },
    (error: unknown) => {
      console.error("[reference]", error);
      res.writeHead(500).end();
    },
  );
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  serveStats(
    () => {
      const stats = { statements, sqlMs, maxSqlMs, maxSql };
      maxSqlMs = 0;
      return stats;
    },
    async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  );
  process.send?.({ type: "ready", port: (server.address() as AddressInfo).port });
});
