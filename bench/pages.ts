// Server-sent pages (server/pages) on PostgreSQL with the demo data, 20 connections, 10 s each:
// card pages spread over every card, one card page again and again, post pages, sitemap.xml, a
// cached share image; then cold share-image drawings one after another.
//   npx tsx bench/pages.ts            (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runLoad } from "./load";
import { createScratchDatabase, killServer, spawnServer } from "../test/server/processes";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** A shell the size of the built client's index.html (~2.5 KB with its static header). */
function shellDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  const header = `<header>${"<a href='/cards'>선수 카드</a>".repeat(30)}</header>`;
  fs.writeFileSync(path.join(dir, "index.html"),
    `<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><meta name="description" content="x" /><title>FC 모바일 카드 DB</title><style>${"a{color:red}".repeat(60)}</style></head>` +
    `<body><noscript>JavaScript를 켜 주세요.</noscript><div id="root">${header}</div><script type="module" src="/assets/index.js"></script></body></html>`);
  return dir;
}

async function main() {
  const scratch = await createScratchDatabase();
  const server = spawnServer({ DATABASE_URL: scratch.url, SEED: "demo", REDIS_URL: "", CLIENT_DIR: shellDir() });
  try {
    const base = await server.ready;
    const port = Number(new URL(base).port);
    const { cards } = (await (await fetch(`${base}/api/cards?limit=100`)).json()) as { cards: { id: number }[] };
    const { posts } = (await (await fetch(`${base}/api/posts?limit=50`)).json()) as { posts: { id: number }[] };
    const html = { "accept-encoding": "br, gzip" };
    const scenarios: [string, (i: number) => string][] = [
      ["card pages (100 cards)", (i) => `/cards/${cards[i % cards.length].id}`],
      ["one card page", () => `/cards/${cards[0].id}`],
      ["post pages", (i) => `/posts/${posts[i % posts.length].id}`],
      ["/cards list page", () => "/cards?position=ST"],
      ["sitemap.xml", () => "/sitemap.xml"],
      ["cached share image", () => `/og/cards/${cards[0].id}.png`],
    ];
    const rows: Record<string, unknown>[] = [];
    for (const [name, pathOf] of scenarios) {
      await fetch(base + pathOf(0)).then((r) => r.arrayBuffer());
      const r = await runLoad(port, (i) => ({ method: "GET", path: pathOf(i), headers: html }), { connections: CONNECTIONS, seconds: SECONDS });
      rows.push({ scenario: name, rps: r.rps, "p50 ms": r.p50, "p95 ms": r.p95, "p99 ms": r.p99, errors: r.errors, "bytes/answer": r.bytes });
    }
    console.table(rows);
    const cold: number[] = [];
    for (const card of cards.slice(1, 21)) {
      const t0 = performance.now();
      await fetch(`${base}/og/cards/${card.id}.png`).then((r) => r.arrayBuffer());
      cold.push(performance.now() - t0);
    }
    cold.sort((a, b) => a - b);
    console.log(`cold card share image, one at a time (20 cards): p50 ${cold[10].toFixed(0)} ms, max ${cold[19].toFixed(0)} ms`);
  } finally {
    await killServer(server);
    await scratch.drop();
  }
}

await main();
