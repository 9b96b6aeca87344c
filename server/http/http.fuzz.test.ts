import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createCards, createUser } from "../../test/server/factories";
import { pick, seeded, weirdBody, weirdObject, weirdQuery, weirdSegment, weirdValue, type Rng } from "../../test/server/fuzzInputs";
import { createRestRouter } from "../routes";

const REQUESTS_PER_BACKEND = 1000;
const CONCURRENCY = 8;
const STACK = /\bat [^\n"]*\.(?:ts|js|mjs|cjs):\d+|\.ts:\d+|node_modules|\/work\//;
const SQL = /\bSELECT\b[^"]{0,200}\bFROM\b|\bINSERT INTO\b|\bDELETE FROM\b|\bUPDATE "\w+"|Invalid `|PrismaClient|\bP20\d\d\b/;

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

describe.each(BACKENDS)("HTTP fuzz on %s", (backend) => {
  let t: TestApp;
  let ids: number[];
  let tokens: (string | undefined)[];

  beforeAll(async () => {
    // A site that can send mail (a development mailbox), so hostile requests reach the mail handlers, not only the 503 of a mail-less site.
    t = await startTestApp(backend, { DEV_MAILBOX: "1" });
    const cards = await createCards(t.db.prisma, 8);
    const member = await createUser(t.db.prisma);
    const admin = await createUser(t.db.prisma, { isAdmin: true });
    ids = [...cards.slice(0, 4).map((c) => c.id), member.user.id, 1, 2];
    tokens = [undefined, member.token, admin.token, "not-a-token"];
  });
  afterAll(() => t.close());

  it(`sends ${REQUESTS_PER_BACKEND} seeded hostile requests to every REST route and GraphQL: no 5xx, no stack, no SQL, no masked error`, async () => {
    const rng = seeded(backend === "pglite" ? 20261124 : 20261125);
    const routes = createRestRouter().routes;
    const failures: string[] = [];
    const statuses = new Map<number, number>();

    const makeRequest = (i: number): { path: string; init: RequestInit } => {
      const token = pick(rng, tokens);
      const headers: Record<string, string> = { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) };
      if (i % 3 === 2) return { path: `/graphql${rng() < 0.1 ? weirdQuery(rng) : ""}`, init: { method: "POST", headers, body: graphqlBody(rng, ids) } };
      // Every route once per lap, then random ones; a few wholly random paths.
      const route = i < routes.length * 3 ? routes[Math.floor(i / 3) % routes.length] : pick(rng, routes);
      const path = rng() < 0.05 ? `/api/${weirdSegment(rng, ids)}/${weirdSegment(rng, ids)}` : route.path.replace(/:\w+/g, () => weirdSegment(rng, ids));
      const method = rng() < 0.05 ? pick(rng, ["GET", "POST", "PUT", "PATCH", "DELETE"]) : route.method;
      const body = method === "GET" || method === "DELETE" ? undefined : weirdBody(rng);
      return { path: path + weirdQuery(rng), init: { method, headers, body } };
    };

    const requests = Array.from({ length: REQUESTS_PER_BACKEND }, (_, i) => makeRequest(i));
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const { path, init } = requests[next++];
        const response = await fetch(t.url + path, init);
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        // "Unexpected error." is how a masked failure reads in GraphQL: bad input must get a typed error instead.
        if (response.status >= 500 || STACK.test(text) || SQL.test(text) || text.includes("Unexpected error.")) {
          failures.push(`${init.method} ${path} ${String(init.body).slice(0, 120)} → ${response.status} ${text.slice(0, 200)}`);
        }
      }
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    } finally {
      logged.mockRestore();
    }

    expect(failures).toEqual([]);
    const unexpected = logged.mock.calls.filter(([first]) => /unexpected error/.test(String(first)));
    expect(unexpected.map((call) => String(call[1]).slice(0, 200))).toEqual([]);
    // The run must have reached handlers, not only bounced off validation.
    expect(statuses.get(200)).toBeGreaterThan(REQUESTS_PER_BACKEND / 10);
  });
});
