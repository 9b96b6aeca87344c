import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { pick, weirdBody, weirdObject, weirdQuery, weirdSegment, weirdValue, type Rng } from "./fuzzInputs";

/**
 * The hostile request mix of the HTTP fuzz (server/http/http.fuzz.test.ts) and `npm run bench:fuzz`:
 * one place for both, so the bench's 20,000 requests are the test's requests, only more of them.
 */

/** A stack frame or a source path in an answer: an internal leaked. */
const STACK = /\bat [^\n"]*\.(?:ts|js|mjs|cjs):\d+|\.ts:\d+|node_modules|\/work\//;
/** SQL text or a Prisma error in an answer. */
const SQL = /\bSELECT\b[^"]{0,200}\bFROM\b|\bINSERT INTO\b|\bDELETE FROM\b|\bUPDATE "\w+"|Invalid `|PrismaClient|\bP20\d\d\b/;
/** How a masked failure reads in GraphQL: bad input must get a typed error instead. */
const MASKED = "Unexpected error.";

const OPERATIONS = [
  `query ($first: Int, $after: String, $search: String, $position: String) { cards(first: $first, after: $after, filter: { search: $search, position: $position }) { totalCount edges { cursor node { id name } } } }`,
  `query ($id: ID!) { node(id: $id) { id __typename } }`,
  `query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
  `query ($id: ID!) { card(id: $id) { name reviews(first: 2) { edges { node { id } } } } }`,
  `query ($id: ID!) { review(id: $id) { id } }`,
  `query ($first: Int, $after: String, $type: PostType) { posts(first: $first, after: $after, type: $type) { totalCount } }`,
  `query ($position: String!) { positionTop(position: $position) { __typename } }`,
  `query ($first: Int, $offset: Int, $position: String) { newCards(first: $first, offset: $offset, position: $position) { totalCount } }`,
  `query ($formation: String!, $position: String!, $first: Int) { topPlayers(formation: $formation, position: $position, first: $first) { __typename } }`,
  `mutation ($cardId: ID!, $input: ReviewInput!) { createReview(cardId: $cardId, input: $input) { __typename ... on Error { message } } }`,
  `mutation ($id: ID!) { deleteReview(id: $id) { __typename } }`,
  `mutation ($reviewId: ID!, $content: String!, $parentReplyId: ID) { createReviewReply(reviewId: $reviewId, content: $content, parentReplyId: $parentReplyId) { __typename } }`,
  `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { __typename } }`,
  `mutation ($reviewId: ID!, $type: ReviewVoteDirection!) { voteReview(reviewId: $reviewId, type: $type) { __typename } }`,
  `mutation ($id: ID!) { markNotificationRead(id: $id) { __typename } }`,
  `{ cards(first: -5) { totalCount } }`,
  `{ node(id: "garbage") { id } }`,
  `{ cards(first: 1, filter: { search: "a\\u0000b" }) { totalCount } }`,
  `query { cards(first: `,
];

function weirdId(rng: Rng, ids: number[]): unknown {
  const type = pick(rng, ["Card", "Review", "User", "Notification", "Post", "Nope", "ReviewReply"]);
  return pick(rng, [
    encodeGlobalID(type, pick(rng, ids)),
    encodeGlobalID(type, 999999),
    encodeGlobalID(type, "abc"),
    encodeGlobalID("Card", pick(rng, ids)),
    "garbage",
    "",
    weirdValue(rng),
  ]);
}

function graphqlBody(rng: Rng, ids: number[]): string {
  const query = pick(rng, OPERATIONS);
  const variables: Record<string, unknown> = {};
  for (const [, name] of query.matchAll(/\$(\w+)/g)) {
    const r = rng();
    if (/^(id|cardId|reviewId|parentReplyId)$/.test(name)) variables[name] = weirdId(rng, ids);
    else if (name === "ids") variables[name] = [weirdId(rng, ids), weirdId(rng, ids), weirdId(rng, ids)];
    else if (name === "after") variables[name] = pick(rng, ["garbage", "!!!", Buffer.from("hello").toString("base64"), weirdValue(rng)]);
    else if (name === "input") variables[name] = r < 0.5 ? weirdObject(rng) : { formation: "4-3-3 홀딩", paceRating: 5, shootingRating: 5, passingRating: 5, agilityRating: 5, defenseRating: 5, physicalRating: 5, reviewText: weirdValue(rng) };
    else variables[name] = weirdValue(rng);
  }
  return rng() < 0.05 ? JSON.stringify({ query, variables: weirdValue(rng) }) : JSON.stringify({ query, variables });
}

export interface FuzzTarget {
  /** Every REST route (RestRouter.routes). */
  routes: readonly { method: string; path: string }[];
  /** Row ids that exist (cards, a member), so some requests reach real rows. */
  ids: number[];
  /** Authorization tokens to pick from: none, a member, an admin, a bogus one. */
  tokens: (string | undefined)[];
}

/** Request `i` of a run: every third is GraphQL; REST walks every route three times, then picks at random. */
export function fuzzRequest(rng: Rng, i: number, { routes, ids, tokens }: FuzzTarget): { path: string; init: RequestInit } {
  const token = pick(rng, tokens);
  const headers: Record<string, string> = { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) };
  if (i % 3 === 2) return { path: `/graphql${rng() < 0.1 ? weirdQuery(rng) : ""}`, init: { method: "POST", headers, body: graphqlBody(rng, ids) } };
  const route = i < routes.length * 3 ? routes[Math.floor(i / 3) % routes.length] : pick(rng, routes);
  const path = rng() < 0.05 ? `/api/${weirdSegment(rng, ids)}/${weirdSegment(rng, ids)}` : route.path.replace(/:\w+/g, () => weirdSegment(rng, ids));
  const method = rng() < 0.05 ? pick(rng, ["GET", "POST", "PUT", "PATCH", "DELETE"]) : route.method;
  const body = method === "GET" || method === "DELETE" ? undefined : weirdBody(rng);
  return { path: path + weirdQuery(rng), init: { method, headers, body } };
}

/** Whether an answer is a failure of ours: a 5xx, a leaked stack or SQL, or a masked error. */
export const isFailure = (status: number, text: string) => status >= 500 || STACK.test(text) || SQL.test(text) || text.includes(MASKED);

/** A one-page client: paths outside /api reach the SPA fallback (200) without building the real client first. */
export function stubClientDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fuzz-client-"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>FC 모바일 카드 DB</title><div id=root></div>");
  return dir;
}
