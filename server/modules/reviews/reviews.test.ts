import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import { CREATE, cardCounters, cardGid, payload, points, restClient, reviewGid } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;

describe.each(BACKENDS)("reviews on %s", (backend) => {
  let t: TestApp;
  let alice: U, bob: U, admin: U;
  let cardId: number;
  let rest: ReturnType<typeof restClient>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    [alice, bob, admin] = [await createUser(t.db.prisma), await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
    cardId = (await createCards(t.db.prisma, 2))[0].id;
  });
  afterAll(() => t.close());

  it("creates a review: overall to one decimal, trimmed text, +3 points, exact card counters", async () => {
    const { data } = await t.gql(CREATE, { cardId: cardGid(cardId), input: payload() }, alice.token);
    const { review, card } = data.createReview.data;
    expect(review).toMatchObject({ overallRating: 7.5, reviewText: "좋은 카드", positionBreak: null });
    expect(card).toEqual({ avgRating: 7.5, reviewCount: 1, heartCount: 0 });
    expect(await points(t, alice.user.id)).toBe(3);
  });

  it("refuses visitors and invalid forms with the spec's messages", async () => {
    const anon = await t.gql(CREATE, { cardId: cardGid(cardId), input: payload() });
    expect(anon.data.createReview).toEqual({ __typename: "UnauthorizedError", message: "로그인이 필요합니다." });
    const noFormation = await t.gql(CREATE, { cardId: cardGid(cardId), input: payload({ formation: "" }) }, bob.token);
    expect(noFormation.data.createReview).toMatchObject({ __typename: "ValidationError", message: "포메이션을 선택해주세요." });
    const zero = await t.gql(CREATE, { cardId: cardGid(cardId), input: payload({ paceRating: 0 }) }, bob.token);
    expect(zero.data.createReview.message).toBe("모든 카테고리에 대해 평점을 매겨주세요.");
    const r = await rest("/api/reviews", bob.token, "POST", { cardId, ...payload({ physicalRating: undefined }) });
    expect(r).toEqual({ status: 400, body: expect.objectContaining({ message: "모든 카테고리에 대해 평점을 매겨주세요." }) });
    expect((await rest("/api/reviews", undefined, "POST", { cardId, ...payload() })).status).toBe(401);
    expect((await rest("/api/reviews", bob.token, "POST", { cardId: 999999, ...payload() })).status).toBe(404);
    expect(await points(t, bob.user.id)).toBe(0);
  });

  it("a second review replaces the first: one shown per user, points stay at 3", async () => {
    const first = await t.db.prisma.review.findFirstOrThrow({ where: { cardId, userId: alice.user.id } });
    const r = await rest("/api/reviews", alice.token, "POST", { cardId, ...payload({ paceRating: 10, shootingRating: 10 }) });
    expect(r.status).toBe(200);
    const rows = await t.db.prisma.review.findMany({ where: { cardId, userId: alice.user.id }, orderBy: { id: "asc" } });
    expect(rows.map((x) => [x.id === first.id, x.isLatest])).toEqual([[true, false], [false, true]]);
    expect(await cardCounters(t, cardId)).toEqual({ avgRating: 8.3, reviewCount: 1, heartCount: 0 });
    expect(await points(t, alice.user.id)).toBe(3);
    const list = await rest(`/api/cards/${cardId}/reviews`);
    expect(list.body.reviews.map((x: { id: number }) => x.id)).toEqual([r.body.id]);
  });

  it("only the author edits (PUT and updateReview); the average follows", async () => {
    const review = await t.db.prisma.review.findFirstOrThrow({ where: { cardId, userId: alice.user.id, isLatest: true } });
    const forbidden = await rest(`/api/reviews/${review.id}`, bob.token, "PUT", payload());
    expect(forbidden).toEqual({ status: 403, body: { message: "본인이 작성한 리뷰만 수정할 수 있습니다" } });
    expect((await rest(`/api/reviews/${review.id}`, admin.token, "PUT", payload())).status).toBe(403);
    expect((await rest(`/api/reviews/999999`, alice.token, "PUT", payload())).status).toBe(404);
    const edited = await t.gql(
      `mutation ($id: ID!, $input: ReviewInput!) { updateReview(id: $id, input: $input) { __typename ... on MutationUpdateReviewSuccess { data { review { overallRating formation positionBreak } card { avgRating } } } } }`,
      { id: reviewGid(review.id), input: payload({ paceRating: 1, formation: "3-5-2", positionBreak: "CAM" }) },
      alice.token,
    );
    expect(edited.data.updateReview.data).toEqual({ review: { overallRating: 6.3, formation: "3-5-2", positionBreak: "CAM" }, card: { avgRating: 6.3 } });
  });

  it("author or admin deletes; deleting the shown review removes the author's review of the card, older ones included", async () => {
    const shown = await t.db.prisma.review.findFirstOrThrow({ where: { cardId, userId: alice.user.id, isLatest: true } });
    const older = await t.db.prisma.review.findFirstOrThrow({ where: { cardId, userId: alice.user.id, isLatest: false } });
    expect(await rest(`/api/reviews/${shown.id}`, bob.token, "DELETE")).toEqual({ status: 403, body: { message: "본인이 작성한 리뷰만 삭제할 수 있습니다" } });
    expect((await rest(`/api/reviews/${shown.id}`, undefined, "DELETE")).status).toBe(401);
    const DELETE = `mutation ($id: ID!) { deleteReview(id: $id) { __typename ... on MutationDeleteReviewSuccess { data { deletedIds card { reviewCount avgRating viewerReview { id } } } } } }`;
    const { data } = await t.gql(DELETE, { id: reviewGid(shown.id) }, alice.token);
    expect(data.deleteReview.data).toEqual({ deletedIds: [reviewGid(shown.id), reviewGid(older.id)], card: { reviewCount: 0, avgRating: 0, viewerReview: null } });
    expect(await t.db.prisma.review.count({ where: { cardId, userId: alice.user.id } })).toBe(0);
    expect(await cardCounters(t, cardId)).toEqual({ avgRating: 0, reviewCount: 0, heartCount: 0 });
    expect(await points(t, alice.user.id)).toBe(0);
    expect((await rest(`/api/cards/${cardId}/reviews`)).body.reviews).toEqual([]);

    // The payload names the review a new one replaces, so a list can drop it in place.
    const REPLACE = `mutation ($cardId: ID!, $input: ReviewInput!) { createReview(cardId: $cardId, input: $input) { ... on MutationCreateReviewSuccess { data { review { id } replacedReviewId } } } }`;
    const first = (await t.gql(REPLACE, { cardId: cardGid(cardId), input: payload() }, alice.token)).data.createReview.data;
    expect(first.replacedReviewId).toBeNull();
    const second = (await t.gql(REPLACE, { cardId: cardGid(cardId), input: payload() }, alice.token)).data.createReview.data;
    expect(second.replacedReviewId).toBe(first.review.id);
    const shownNow = await t.db.prisma.review.findFirstOrThrow({ where: { cardId, userId: alice.user.id, isLatest: true } });
    expect(reviewGid(shownNow.id)).toBe(second.review.id);
    expect((await rest(`/api/reviews/${shownNow.id}`, admin.token, "DELETE")).status).toBe(200);
    expect(await t.db.prisma.review.count({ where: { cardId, userId: alice.user.id } })).toBe(0);
    expect(await points(t, alice.user.id)).toBe(0);
  });

  it("answers the viewer's own review from the read batch with the same fields as review(id)", async () => {
    const FIELDS = "id databaseId paceRating shootingRating passingRating agilityRating defenseRating physicalRating overallRating formation positionBreak level reviewText replyCount isHidden createdAt";
    const card = (await createCards(t.db.prisma, 1))[0];
    const created = (await t.gql(CREATE, { cardId: cardGid(card.id), input: payload({ positionBreak: "CM", reviewText: "뷰어 리뷰" }) }, bob.token)).data.createReview.data;
    const { result, queries } = await t.countQueries(() => t.gql(`query ($id: ID!) { card(id: $id) { viewerReview { ${FIELDS} } } }`, { id: cardGid(card.id) }, bob.token));
    const direct = await t.gql(`query ($id: ID!) { review(id: $id) { ${FIELDS} } }`, { id: created.review.id }, bob.token);
    expect(result.data.card.viewerReview).toEqual(direct.data.review);
    expect(result.data.card.viewerReview).toMatchObject({ positionBreak: "CM", reviewText: "뷰어 리뷰", isHidden: false });
    // The card and the batch: the review columns are read with the viewer's own row, not by Prisma again.
    expect(queries.filter((sql) => /FROM "public"\."Review"/.test(sql))).toEqual([]);
  });

  it("serves the card page (list, summary, viewer review) in a bounded number of statements", async () => {
    const [card2] = (await createCards(t.db.prisma, 1, "CAM")).filter((c) => c.position === "CAM");
    const QUERY = `query ($id: ID!) { card(id: $id) { reviewCount avgRating
      viewerReview { id }
      reviewSummary { reviewCount averages { pace overall } recommendation { likes dislikes percent } positionFit { ownPosition ownCount others { position count } } topFormations { formation count avgRating } }
      reviews(first: 20, sort: RATING_DESC) { totalCount edges { node { overallRating author { displayName } likeStatus { likeCount isLikedByCurrentUser } voteStatus { voteCount { up down } userVote canVote } replyCount } } } } }`;
    const counts: number[] = [];
    for (const n of [3, 12]) {
      while ((await t.db.prisma.review.count({ where: { cardId: card2.id } })) < n) {
        const u = await createUser(t.db.prisma);
        const i = await t.db.prisma.review.count({ where: { cardId: card2.id } });
        await rest("/api/reviews", u.token, "POST", { cardId: card2.id, ...payload({ paceRating: 1 + (i % 10), formation: i % 2 ? "3-5-2" : "4-3-3 홀딩", positionBreak: i % 3 ? null : "CM" }) });
      }
      const { result, queries } = await t.countQueries(() => t.gql(QUERY, { id: cardGid(card2.id) }, alice.token));
      expect(result.errors).toBeUndefined();
      const card = result.data.card;
      expect(card.reviews.totalCount).toBe(n);
      expect(card.reviewSummary.reviewCount).toBe(n);
      expect(card.reviewSummary.positionFit.ownCount + card.reviewSummary.positionFit.others.reduce((a: number, o: { count: number }) => a + o.count, 0)).toBe(n);
      const ratings = card.reviews.edges.map((e: { node: { overallRating: number } }) => e.node.overallRating);
      expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
      counts.push(queries.length);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[1]).toBeLessThanOrEqual(12);
  });
});
