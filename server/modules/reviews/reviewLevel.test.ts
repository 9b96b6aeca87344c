import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import { cardGid, payload, restClient, reviewGid } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;

const CREATE = `mutation ($cardId: ID!, $input: ReviewInput!) {
  createReview(cardId: $cardId, input: $input) {
    __typename
    ... on Error { message }
    ... on MutationCreateReviewSuccess { data { review { databaseId level } } }
  }
}`;
const UPDATE = `mutation ($id: ID!, $input: ReviewInput!) {
  updateReview(id: $id, input: $input) { __typename ... on Error { message } ... on MutationUpdateReviewSuccess { data { review { level } } } }
}`;

describe.each(BACKENDS)("the level a review was played at, on %s", (backend) => {
  let t: TestApp;
  let alice: U, bob: U;
  let ranked: number, plain: number;
  let rest: ReturnType<typeof restClient>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    [alice, bob] = [await createUser(t.db.prisma), await createUser(t.db.prisma)];
    [ranked, plain] = (await createCards(t.db.prisma, 2)).map((c) => c.id);
    await t.db.prisma.cardLevel.createMany({
      data: [1, 2, 3].map((level) => ({ cardId: ranked, kind: "rank", level, ovr: 100 + level })).concat([{ cardId: ranked, kind: "training", level: 4, ovr: 110 }]),
    });
  });
  afterAll(() => t.close());

  it("stores one of the card's rank levels (GraphQL and REST) and answers it as Review.level", async () => {
    const { data } = await t.gql(CREATE, { cardId: cardGid(ranked), input: payload({ level: 3 }) }, alice.token);
    expect(data.createReview.data.review.level).toBe(3);
    const viaRest = await rest("/api/reviews", bob.token, "POST", { cardId: ranked, ...payload({ level: 1 }) });
    expect(viaRest).toMatchObject({ status: 200, body: { level: 1 } });
    const node = await t.gql(`query ($id: ID!) { node(id: $id) { ... on Review { level } } }`, { id: reviewGid(viaRest.body.id) });
    expect(node.data.node.level).toBe(1);
  });

  it("keeps the level when an edit leaves it out and clears it with null", async () => {
    const review = await t.db.prisma.review.findFirstOrThrow({ where: { cardId: ranked, userId: alice.user.id, isLatest: true } });
    const kept = await t.gql(UPDATE, { id: reviewGid(review.id), input: payload() }, alice.token);
    expect(kept.data.updateReview.data.review.level).toBe(3);
    const moved = await rest(`/api/reviews/${review.id}`, alice.token, "PUT", payload({ level: 2 }));
    expect(moved).toMatchObject({ status: 200, body: { level: 2 } });
    const cleared = await t.gql(UPDATE, { id: reviewGid(review.id), input: payload({ level: null }) }, alice.token);
    expect(cleared.data.updateReview.data.review.level).toBeNull();
  });

  it("refuses a level the card does not have, a training-only number and a non-integer with Korean 400s", async () => {
    const notOnCard = "이 카드에 없는 랭크입니다. 카드에 등록된 랭크 중에서 선택해주세요.";
    expect(await rest("/api/reviews", bob.token, "POST", { cardId: ranked, ...payload({ level: 5 }) })).toEqual({ status: 400, body: expect.objectContaining({ message: notOnCard }) });
    expect(await rest("/api/reviews", bob.token, "POST", { cardId: ranked, ...payload({ level: 4 }) })).toEqual({ status: 400, body: expect.objectContaining({ message: notOnCard }) });
    expect(await rest("/api/reviews", bob.token, "POST", { cardId: ranked, ...payload({ level: 9 }) })).toEqual({ status: 400, body: expect.objectContaining({ message: notOnCard }) });
    expect(await rest("/api/reviews", bob.token, "POST", { cardId: ranked, ...payload({ level: "3" }) })).toEqual({ status: 400, body: expect.objectContaining({ message: "랭크는 정수로 선택해주세요." }) });
    expect(await rest("/api/reviews", bob.token, "POST", { cardId: ranked, ...payload({ level: 1.5 }) })).toEqual({ status: 400, body: expect.objectContaining({ message: "랭크는 정수로 선택해주세요." }) });
    const onPlain = await t.gql(CREATE, { cardId: cardGid(plain), input: payload({ level: 1 }) }, alice.token);
    expect(onPlain.data.createReview).toEqual({ __typename: "ValidationError", message: notOnCard });
    const none = await t.gql(CREATE, { cardId: cardGid(plain), input: payload() }, alice.token);
    expect(none.data.createReview.data.review.level).toBeNull();
    // Bob's refused writes changed nothing: his review still says 랭크 1.
    expect((await t.db.prisma.review.findFirstOrThrow({ where: { cardId: ranked, userId: bob.user.id, isLatest: true } })).level).toBe(1);
  });
});
