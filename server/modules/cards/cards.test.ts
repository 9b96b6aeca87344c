import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";

const CARDS_PAGE = /* GraphQL */ `
  query ($first: Int!, $after: String) {
    cards(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id databaseId name ovr position skillMovesList avgRating } }
    }
  }
`;

describe.each(BACKENDS)("cards on %s", (backend) => {
  let t: TestApp;
  let cards: Awaited<ReturnType<typeof createCards>>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    cards = await createCards(t.db.prisma, 25);
  });
  afterAll(() => t.close());

  it("pages the cards connection in SQL, strongest first, with a total", async () => {
    const first = await t.gql(CARDS_PAGE, { first: 10 });
    expect(first.errors).toBeUndefined();
    const page1 = first.data.cards;
    expect(page1.totalCount).toBe(25);
    expect(page1.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual(cards.slice(0, 10).map((c) => c.id));
    expect(page1.pageInfo.hasNextPage).toBe(true);

    const rest = await t.gql(CARDS_PAGE, { first: 20, after: page1.pageInfo.endCursor });
    const page2 = rest.data.cards;
    expect(page2.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual(cards.slice(10).map((c) => c.id));
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it("answers a page with a fixed number of SQL statements, whatever the page size", async () => {
    const small = await t.countQueries(() => t.gql(CARDS_PAGE, { first: 2 }));
    const large = await t.countQueries(() => t.gql(CARDS_PAGE, { first: 20 }));
    expect(large.queries.length).toBe(small.queries.length);
    expect(large.queries.length).toBeLessThanOrEqual(2);
  });

  it("finds a card by global id through card(id) and node(id)", async () => {
    const { data } = await t.gql(CARDS_PAGE, { first: 1 });
    const id = data.cards.edges[0].node.id;
    const byCard = await t.gql(`query ($id: ID!) { card(id: $id) { name ovr } }`, { id });
    expect(byCard.data.card).toEqual({ name: cards[0].name, ovr: cards[0].ovr });
    const byNode = await t.gql(`query ($id: ID!) { node(id: $id) { __typename ... on Card { databaseId } } }`, { id });
    expect(byNode.data.node).toEqual({ __typename: "Card", databaseId: cards[0].id });
  });

  it("returns null for a card that does not exist", async () => {
    const missing = Buffer.from("Card:999999").toString("base64");
    const result = await t.gql(`query ($id: ID!) { card(id: $id) { name } }`, { id: missing });
    expect(result.errors).toBeUndefined();
    expect(result.data.card).toBeNull();
  });

  it("serves GET /api/cards/{id} with the card and 404 with the spec's message", async () => {
    const ok = await fetch(`${t.url}/api/cards/${cards[3].id}`);
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({ id: cards[3].id, name: cards[3].name, position: "ST", ovr: cards[3].ovr, skillMovesList: [] });
    expect(body).not.toHaveProperty("searchKey");

    for (const path of ["/api/cards/999999", "/api/cards/abc"]) {
      const missing = await fetch(`${t.url}${path}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: "카드를 찾을 수 없습니다" });
    }
  });

  it("reads only the card columns the asked fields need", async () => {
    const { result, queries } = await t.countQueries(() => t.gql(`{ cards(first: 2) { edges { node { name pace } } } }`));
    expect(result.errors).toBeUndefined();
    const select = queries.find((q) => q.includes('"name"'));
    expect(select).toContain('"pace"');
    expect(select).not.toContain('"searchKey"');
    expect(select).not.toContain('"finishing"');
  });

  it("answers REST card lists without the search key and detailed stats", async () => {
    const body = await (await fetch(`${t.url}/api/cards?limit=1`)).json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.cards[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), pace: cards[0].pace });
    expect(body.cards[0]).not.toHaveProperty("searchKey");
    expect(body.cards[0]).not.toHaveProperty("finishing");
  });

  it("serves a visitor's card page without likes or votes lookups, in at most 4 statements", async () => {
    const author = await createUser(t.db.prisma);
    await t.db.prisma.review.create({
      data: { cardId: cards[0].id, userId: author.user.id, paceRating: 8, shootingRating: 8, passingRating: 8, agilityRating: 8, defenseRating: 8, physicalRating: 8, overallRating: 8, formation: "4-3-3 홀딩" },
    });
    const id = Buffer.from(`Card:${cards[0].id}`).toString("base64");
    const PAGE = `query ($id: ID!) { card(id: $id) { name reviewSummary { reviewCount topFormations { formation } }
      reviews(first: 20) { edges { node { overallRating author { displayName } likeStatus { likeCount isLikedByCurrentUser } voteStatus { userVote canVote } } } } } }`;
    const { result, queries } = await t.countQueries(() => t.gql(PAGE, { id }));
    expect(result.errors).toBeUndefined();
    expect(result.data.card.reviews.edges[0].node).toMatchObject({ likeStatus: { isLikedByCurrentUser: false }, voteStatus: { userVote: null, canVote: false } });
    expect(queries.filter((q) => /"ReviewLike"|"ReviewVote"/.test(q))).toEqual([]);
    expect(queries.length).toBeLessThanOrEqual(4);
  });

  it("caps a page at 100 cards", async () => {
    await createCards(t.db.prisma, 90);
    const result = await t.gql(CARDS_PAGE, { first: 500 });
    expect(result.data.cards.totalCount).toBe(115);
    expect(result.data.cards.edges).toHaveLength(100);
  });
});
