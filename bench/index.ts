// npm run bench: loads the `bench` data set into PostgreSQL (once), starts the server and measures
// requests/s and latency percentiles per scenario. BENCH_DATABASE_URL picks the database
// (default postgresql://postgres@127.0.0.1:5432/fcm_bench, created if missing).
import pg from "pg";
import { parseConfig } from "../server/config";
import { buildApp } from "../server/app";
import { isEmpty, seedDatabase } from "../prisma/seed/index";
import { runLoad, type LoadResult } from "./load";
import { createSession } from "../server/modules/users/session.service";
import CardDetailRouteQuery from "../client/__generated__/CardDetailRouteQuery.graphql";

const url = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/fcm_bench";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function ensureDatabase() {
  const target = new URL(url);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const name = target.pathname.slice(1);
  const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
}

await ensureDatabase();
const app = await buildApp(parseConfig({ ...process.env, DATABASE_URL: url, SEED: "none", NODE_ENV: "production" }));
const { database } = app.services;
if (await isEmpty(database)) {
  console.log("loading the bench data set…");
  console.log(await seedDatabase(database, "bench"));
}
const base = await app.start(0, "127.0.0.1");
const cardIds = (await database.prisma.card.findMany({ select: { id: true }, take: 5000 })).map((c) => c.id);
const gql = (query: string, variables: Record<string, unknown> = {}) =>
  new Request(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });

const positions = ["ST", "CB", "CM", "GK", "LW", "CAM", "RB", "CDM"];
const initialsQueries = ["ㄱ", "ㅅㅎ", "ㅇ", "ㄱㅁ", "ㅈ", "ㅂ"];
const pick = <T>(list: T[], i: number) => list[i % list.length];
const globalId = (id: number) => Buffer.from(`Card:${id}`).toString("base64");

const scenarios: [string, (i: number) => Request][] = [
  ["GraphQL cards(first: 20)", () => gql(`{ cards(first: 20) { totalCount edges { node { id name ovr position imageUrl avgRating } } } }`)],
  ["GraphQL filtered search", (i) =>
    gql(`query ($filter: CardFilter) { cards(filter: $filter, first: 20, offset: 20) { totalCount edges { node { id name ovr position imageUrl avgRating reviewCount } } } }`,
      { filter: { search: pick(initialsQueries, i), position: pick(positions, i), minOvr: 80, minHeight: 170 } })],
  ["REST filtered search /api/cards", (i) =>
    new Request(`${base}/api/cards?search=${encodeURIComponent(pick(initialsQueries, i))}&position=${pick(positions, i)}&minOvr=85&footPreference=${encodeURIComponent("오른발")}&sortBy=ovr&limit=20`)],
  ["GraphQL card detail", (i) => gql(`query ($id: ID!) { card(id: $id) { id name ovr position pace shooting passing skillBoostName skillMovesList avgRating reviewCount finishing diving } }`, { id: globalId(pick(cardIds, i)) })],
  ["REST GET /api/cards/{id}", (i) => new Request(`${base}/api/cards/${cardIds[i % cardIds.length]}`)],
  ["GraphQL popular by hearts", (i) => gql(`query ($p: String) { popularCards(sort: HEARTS, position: $p, first: 20) { totalCount edges { node { id name ovr heartCount avgRating } } } }`, { p: i % 2 ? pick(positions, i) : null })],
  ["REST /api/cards/popular?sortBy=hearts", () => new Request(`${base}/api/cards/popular?sortBy=hearts&limit=20`)],
  ["GraphQL positionTop (100)", (i) => gql(`query ($p: String!) { positionTop(position: $p) { averageOvr averageRating totalReviews cards { id name ovr avgRating reviewCount pace shooting passing } } }`, { p: pick(positions, i) })],
  ["REST /api/cards/position/{p}/top", (i) => new Request(`${base}/api/cards/position/${pick(positions, i)}/top?limit=100`)],
  ["REST GET /api/banners", () => new Request(`${base}/api/banners`)],
  // The card page exactly as the client asks for it (card, review panels, first 20 reviews).
  ["GraphQL card page (CardDetailRouteQuery)", (i) => gql(CardDetailRouteQuery.params.text ?? "", { id: globalId(pick(cardIds, i)) })],
];

// Writes: members review random cards (each write replaces the member's earlier review, if any).
const members = await database.prisma.user.findMany({ where: { isAdmin: false }, select: { id: true }, take: 500 });
const tokens = await Promise.all(members.map((m) => createSession(database.prisma, m.id, 1)));
const CREATE_REVIEW = `mutation ($cardId: ID!, $input: ReviewInput!) {
  createReview(cardId: $cardId, input: $input) { __typename ... on Error { message } }
}`;
const writeScenarios: [string, (i: number) => Request][] = [
  ["GraphQL createReview", (i) =>
    new Request(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${pick(tokens, i * 7919)}` },
      body: JSON.stringify({
        query: CREATE_REVIEW,
        variables: {
          cardId: globalId(pick(cardIds, i * 104729)),
          input: { paceRating: 1 + (i % 10), shootingRating: 8, passingRating: 7, agilityRating: 9, defenseRating: 5, physicalRating: 6, formation: "4-3-3 홀딩", reviewText: "벤치마크 리뷰" },
        },
      }),
    })],
];

// SQL statements per request, counted from Prisma's query log (bounded, independent of page size).
const statements: Record<string, number> = {};
for (const [name, make] of [...scenarios, ...writeScenarios]) {
  let count = 0;
  const off = database.onQuery(() => count++);
  await (await fetch(make(1))).arrayBuffer();
  off();
  statements[name] = count;
}

const results: (LoadResult & { sql: number })[] = [];
for (const [name, make] of [...scenarios, ...writeScenarios]) {
  await runLoad(name, make, { seconds: 1 }); // warm-up
  results.push({ ...(await runLoad(name, make, { seconds })), sql: statements[name] });
}
console.table(results);
await app.stop();
