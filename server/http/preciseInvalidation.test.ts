import { afterAll, beforeAll, describe, expect, it } from "vitest";
import CardDetailRouteQuery from "../../client/__generated__/CardDetailRouteQuery.graphql";
import HomeRouteQuery from "../../client/__generated__/HomeRouteQuery.graphql";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createCards, createUser } from "../../test/server/factories";
import { cardGid, payload } from "../../test/server/reviewsKit";
import { send as sendTo } from "../../test/server/publicWrites";

// What a write keeps: the cached answers it cannot change (server/platform/rowTags.ts). What it
// drops is tested write by write in responseCache.test.ts and crossInstanceCache.test.ts.
describe.each(BACKENDS)("a write drops only the cached answers it changes, on %s", (backend) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof createUser>>, bob: Awaited<ReturnType<typeof createUser>>;
  let cardA: number, cardB: number, centreBack: number;

  const send = (path: string, init?: Parameters<typeof sendTo>[2]) => sendTo(t.url, path, init);
  const cardPage = (id: number) =>
    send("/graphql", {
      body: { operationName: CardDetailRouteQuery.params.name, variables: { id: cardGid(id) }, extensions: { persistedQuery: { version: 1, sha256Hash: CardDetailRouteQuery.params.id } } },
    });
  // Lists the centre back only: no review on the strikers changes it.
  const byOvr = () => send("/api/cards?position=CB&sortBy=ovr&limit=20");
  const byRating = () => send("/api/cards?sortBy=rating&limit=20");
  const warm = async (...reads: (() => Promise<{ cache: string | null }>)[]) => {
    for (const read of reads) {
      await read();
      expect((await read()).cache).toBe("hit");
    }
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    [alice, bob] = [await createUser(t.db.prisma), await createUser(t.db.prisma)];
    [{ id: cardA }] = await createCards(t.db.prisma, 1);
    [{ id: cardB }] = await createCards(t.db.prisma, 1);
    [{ id: centreBack }] = await createCards(t.db.prisma, 1, "CB");
  });
  afterAll(() => t.close());

  it("a review on one card drops that card's page and the lists by rating, and keeps the other card's page and the list by OVR", async () => {
    await warm(() => cardPage(cardA), () => cardPage(cardB), byOvr, byRating);
    expect((await send("/api/reviews", { body: { cardId: cardA, ...payload() }, token: alice.token })).status).toBe(200);
    expect((await cardPage(cardA)).cache).toBe("miss");
    expect((await byRating()).cache).toBe("miss");
    expect((await cardPage(cardB)).cache).toBe("hit");
    const kept = await byOvr();
    expect(kept.cache).toBe("hit");
    expect(kept.body.cards.map((c: { id: number }) => c.id)).toEqual([centreBack]);
  });

  it("a like on a review of one card keeps the other card's page", async () => {
    const [review] = (await send(`/api/cards/${cardA}/reviews`)).body.reviews;
    await warm(() => cardPage(cardA), () => cardPage(cardB));
    expect((await send(`/api/reviews/${review.id}/like`, { method: "POST", token: bob.token })).status).toBe(200);
    expect((await cardPage(cardA)).cache).toBe("miss");
    expect((await cardPage(cardB)).cache).toBe("hit");
  });

  it("a member's review on one card keeps another card's page that shows the same member's earlier review", async () => {
    const [{ id: shown }] = await createCards(t.db.prisma, 1);
    const [{ id: reviewed }] = await createCards(t.db.prisma, 1);
    expect((await send("/api/reviews", { body: { cardId: shown, ...payload() }, token: bob.token })).status).toBe(200);
    await warm(() => cardPage(shown));
    expect((await send("/api/reviews", { body: { cardId: reviewed, ...payload() }, token: bob.token })).status).toBe(200);
    expect((await cardPage(shown)).cache).toBe("hit");
  });

  it("a like on a card the home page does not show keeps it; a review (the formation statistics) drops it", async () => {
    const home = () => send("/graphql", { body: { operationName: HomeRouteQuery.params.name, variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: HomeRouteQuery.params.id } } } });
    // Ten better-rated cards fill the home page's popular list; the liked review's card is not new.
    for (let i = 0; i < 10; i++) {
      const [{ id }] = await createCards(t.db.prisma, 1);
      expect((await send("/api/reviews", { body: { cardId: id, ...payload() }, token: alice.token })).status).toBe(200);
    }
    const [{ id: unseen }] = await createCards(t.db.prisma, 1);
    // Low ratings, and a formation other than the home page's top-player default.
    const low = { formation: "4-3-3 공격", paceRating: 1, shootingRating: 1, passingRating: 1, agilityRating: 1, defenseRating: 1, physicalRating: 1 };
    const review = (await send("/api/reviews", { body: { cardId: unseen, ...payload(low) }, token: alice.token })).body;
    await warm(home);
    expect(JSON.stringify((await home()).body)).not.toContain(cardGid(unseen));
    expect((await send(`/api/reviews/${review.id}/like`, { method: "POST", token: bob.token })).status).toBe(200);
    expect((await home()).cache).toBe("hit");
    expect((await send("/api/reviews", { body: { cardId: cardB, ...payload() }, token: bob.token })).status).toBe(200);
    expect((await home()).cache).toBe("miss");
  });

  it("a post view drops that post (its count) and keeps the other posts", async () => {
    const create = async (title: string) => {
      const created = await send("/api/posts", { body: { title, content: "<p>내용</p>", type: "free", tags: [], attachments: [] }, token: alice.token });
      expect(created.status).toBe(201);
      return created.body.id as number;
    };
    const [viewed, other] = [await create("읽힌 글"), await create("다른 글")];
    const post = (id: number) => () => send(`/api/posts/${id}`);
    await warm(post(viewed), post(other));
    expect((await send(`/api/posts/${viewed}/view`, { method: "POST" })).status).toBe(200);
    expect((await post(viewed)()).body.views).toBe(1);
    expect((await post(other)()).cache).toBe("hit");
  });
});
