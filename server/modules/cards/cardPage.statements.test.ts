import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import CardDetailRouteQuery from "../../../client/__generated__/CardDetailRouteQuery.graphql";
import { payload } from "../../../test/server/reviewsKit";

// The card page exactly as the browser asks for it (issue 11's target: at most 4 statements).
const PAGE_TEXT = CardDetailRouteQuery.params.text!;

describe.each(BACKENDS)("the card page's SQL on %s", (backend) => {
  let t: TestApp;
  let cardId: string;
  let token: string;
  let tokenReviewId: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const [card] = await createCards(t.db.prisma, 1);
    cardId = Buffer.from(`Card:${card.id}`).toString("base64");
    // Issue 30: the card's upgrade levels are read in the card's own statement (a joined relation).
    await t.db.prisma.cardLevel.createMany({ data: [1, 2].map((level) => ({ cardId: card.id, kind: "rank", level, ovr: 100 + level, stats: { pace: 90 + level } })) });
    const reviewers = await Promise.all([1, 2, 3].map(() => createUser(t.db.prisma)));
    const reviewIds: number[] = [];
    for (const [i, r] of reviewers.entries()) {
      const { id } = await t.db.prisma.review.create({
        data: { cardId: card.id, userId: r.user.id, paceRating: 7 + i, shootingRating: 8, passingRating: 8, agilityRating: 8, defenseRating: 8, physicalRating: 8, overallRating: 8, formation: "4-3-3 홀딩" },
      });
      reviewIds.push(id);
    }
    token = reviewers[0].token;
    tokenReviewId = Buffer.from(`Review:${reviewIds[0]}`).toString("base64");
  });
  afterAll(() => t.close());

  // Issue 30 added the other versions and the review insight: one read batch with the review panels.
  // Issue 27: the page of reviews with their authors is joined into the card's statement.
  it("serves a visitor in 2 statements: the card with a page of reviews and their authors, then its review panels, versions and review insight", async () => {
    const { result, queries } = await t.countQueries(() => t.gql(PAGE_TEXT, { id: cardId }));
    expect(result.errors).toBeUndefined();
    expect(result.data.card.reviews.edges).toHaveLength(3);
    expect(result.data.card.reviews.edges[0].node.author.displayName).toEqual(expect.any(String));
    expect(result.data.card.levels.map((l: { label: string }) => l.label)).toEqual(["랭크 1", "랭크 2"]);
    // The card row carries the connection's page of reviews: none of them is a visitor's own.
    expect(result.data.card.viewerReview).toBeNull();
    expect(queries.length).toBeLessThanOrEqual(2);
  });

  it("counts a visitor's reviews from the card's own reviewCount, the same total a member's count gives", async () => {
    const [card] = await createCards(t.db.prisma, 1);
    const authors = await Promise.all([1, 2].map(() => createUser(t.db.prisma)));
    for (const author of authors) {
      const created = await fetch(`${t.url}/api/reviews`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${author.token}` },
        body: JSON.stringify({ cardId: card.id, ...payload() }),
      });
      expect(created.status).toBe(200);
    }
    const query = `query ($id: ID!) { card(id: $id) { name reviewCount reviews(first: 20) { totalCount edges { node { id author { displayName } } } } } }`;
    const id = Buffer.from(`Card:${card.id}`).toString("base64");
    const visitor = await t.countQueries(() => t.gql(query, { id }));
    expect(visitor.result.data.card.reviews.totalCount).toBe(2);
    // One statement: the card, its reviews and their authors joined.
    expect(visitor.queries.length).toBe(1);
    const member = await t.gql(query, { id }, authors[0].token);
    expect(member.data.card.reviews.totalCount).toBe(2);
  });

  // The viewer's own review joins the panels' read batch (a second `reviews` selection loaded the card again).
  it("serves a signed-in member in 3 statements, session lookup included", async () => {
    const { result, queries } = await t.countQueries(() => t.gql(PAGE_TEXT, { id: cardId }, token));
    expect(result.errors).toBeUndefined();
    expect(result.data.viewer.databaseId).toEqual(expect.any(Number));
    // Their own review, not the first of the page (the newest review ranks first among equal ratings).
    expect(result.data.card.viewerReview).toEqual({ id: tokenReviewId });
    expect(queries.length).toBeLessThanOrEqual(3);
  });
});
