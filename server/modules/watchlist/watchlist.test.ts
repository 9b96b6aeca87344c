import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { WATCHLIST_MAX } from "../../../domain/watchlist";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import { restClient } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;

const WATCH = `mutation ($cardId: ID!) { watchCard(cardId: $cardId) { __typename ... on Error { message } ... on MutationWatchCardSuccess { data { card { id viewerWatches } watch { id } } } } }`;
const UNWATCH = `mutation ($cardId: ID!) { unwatchCard(cardId: $cardId) { __typename ... on Error { message } ... on MutationUnwatchCardSuccess { data { card { id viewerWatches } removedWatchId } } } }`;
const CARDS = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Card { databaseId viewerWatches } } }`;
const MY_LIST = `{ viewer { watchlist(first: 10) { totalCount edges { node { card { databaseId ovr avgRating latestChange { summary } } } } } } }`;

describe.each(BACKENDS)("watchlist (관심 선수) on %s", (backend) => {
  let t: TestApp;
  let rest: ReturnType<typeof restClient>;
  let alice: U, bob: U, admin: U;
  let cards: Awaited<ReturnType<typeof createCards>>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    [alice, bob, admin] = [await createUser(t.db.prisma), await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
    cards = await createCards(t.db.prisma, 4);
  });
  afterAll(() => t.close());

  it("watches and unwatches over GraphQL; viewerWatches is per viewer and false for visitors", async () => {
    const [a, b] = cards;
    const ids = [encodeGlobalID("Card", a.id), encodeGlobalID("Card", b.id)];
    const watched = await t.gql(WATCH, { cardId: ids[0] }, alice.token);
    expect(watched.data.watchCard.data.card).toEqual({ id: ids[0], viewerWatches: true });
    // Watching twice is the same watch.
    const again = await t.gql(WATCH, { cardId: ids[0] }, alice.token);
    expect(again.data.watchCard.data.watch.id).toBe(watched.data.watchCard.data.watch.id);

    const { result, queries } = await t.countQueries(() => t.gql(CARDS, { ids }, alice.token));
    expect(result.data.nodes).toEqual([{ databaseId: a.id, viewerWatches: true }, { databaseId: b.id, viewerWatches: false }]);
    // The loader asks once for both cards.
    expect(queries.filter((q) => q.includes('"CardWatch"'))).toHaveLength(1);
    expect((await t.gql(CARDS, { ids }, bob.token)).data.nodes.map((n: { viewerWatches: boolean }) => n.viewerWatches)).toEqual([false, false]);
    expect((await t.gql(CARDS, { ids })).data.nodes.map((n: { viewerWatches: boolean }) => n.viewerWatches)).toEqual([false, false]);

    const removed = await t.gql(UNWATCH, { cardId: ids[0] }, alice.token);
    expect(removed.data.unwatchCard.data).toEqual({ card: { id: ids[0], viewerWatches: false }, removedWatchId: watched.data.watchCard.data.watch.id });
    expect((await t.gql(UNWATCH, { cardId: ids[0] }, alice.token)).data.unwatchCard.data.removedWatchId).toBeNull();
  });

  it("a member's card lists read viewerWatches for all their cards in one statement at most", async () => {
    await t.db.prisma.cardWatch.createMany({ data: cards.slice(0, 2).map((c) => ({ userId: bob.user.id, cardId: c.id })) });
    // The new-cards list shows NEW cards only.
    await t.db.prisma.card.updateMany({ where: { id: { in: cards.map((c) => c.id) } }, data: { isNew: true } });
    // The search list loads cards through Pothos (joined), the new-cards list by hand (the loader).
    for (const list of ["cards(first: 20)", "newCards(first: 20)"]) {
      const { result, queries } = await t.countQueries(() => t.gql(`{ ${list} { edges { node { databaseId viewerWatches } } } }`, {}, bob.token));
      const nodes = (Object.values(result.data)[0] as { edges: { node: { databaseId: number; viewerWatches: boolean } }[] }).edges.map((e) => e.node);
      const watched = new Set(cards.slice(0, 2).map((c) => c.id));
      expect(nodes.some((n) => watched.has(n.databaseId)), list).toBe(true);
      expect(nodes.map((n) => n.viewerWatches), list).toEqual(nodes.map((n) => watched.has(n.databaseId)));
      expect(queries.filter((q) => q.includes('"CardWatch"')).length, list).toBeLessThanOrEqual(1);
    }
    await t.db.prisma.cardWatch.deleteMany({ where: { userId: bob.user.id } });
  });

  it("a visitor's cached answer never shows a member's watch, and a member's answer is never the visitor's copy", async () => {
    const id = encodeGlobalID("Card", cards[3].id);
    const anonymous = async () => {
      const res = await fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: CARDS, variables: { ids: [id] } }) });
      return (await res.json()).data.nodes[0].viewerWatches;
    };
    expect(await anonymous()).toBe(false);
    await rest("/api/users/me/watchlist", alice.token, "POST", { cardId: cards[3].id });
    const member = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${alice.token}` },
      body: JSON.stringify({ query: CARDS, variables: { ids: [id] } }),
    });
    expect(member.headers.get("x-response-cache")).toBeNull();
    expect((await member.json()).data.nodes[0].viewerWatches).toBe(true);
    expect(await anonymous()).toBe(false);
    await rest(`/api/users/me/watchlist/${cards[3].id}`, alice.token, "DELETE");
  });

  it("REST: lists, adds and removes; Korean 4xx for visitors, unknown cards and bad ids", async () => {
    const [a, b] = cards;
    expect((await rest("/api/users/me/watchlist")).status).toBe(401);
    expect((await rest("/api/users/me/watchlist", undefined, "POST", { cardId: a.id })).status).toBe(401);
    const added = await rest("/api/users/me/watchlist", bob.token, "POST", { cardId: a.id });
    expect(added).toMatchObject({ status: 201, body: { cardId: a.id, isWatched: true } });
    await rest("/api/users/me/watchlist", bob.token, "POST", { cardId: String(b.id) });
    const list = await rest("/api/users/me/watchlist", bob.token);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.cards.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    expect(list.body.cards[0]).toMatchObject({ name: b.name, ovr: b.ovr, avgRating: 0, latestChange: null });

    const unknown = await rest("/api/users/me/watchlist", bob.token, "POST", { cardId: 999999 });
    expect(unknown).toMatchObject({ status: 404, body: { message: "카드를 찾을 수 없습니다" } });
    const bad = await rest("/api/users/me/watchlist", bob.token, "POST", { cardId: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/카드 번호/);

    expect((await rest(`/api/users/me/watchlist?cardId=${a.id}`, bob.token, "DELETE")).body).toMatchObject({ cardId: a.id, isWatched: false });
    expect((await rest(`/api/users/me/watchlist/${b.id}`, bob.token, "DELETE")).status).toBe(200);
    expect((await rest("/api/users/me/watchlist", bob.token)).body).toEqual({ cards: [], total: 0 });
  });

  it(`refuses more than ${WATCHLIST_MAX} cards with a Korean 409`, async () => {
    const member = await createUser(t.db.prisma);
    const many = await createCards(t.db.prisma, WATCHLIST_MAX + 1);
    await t.db.prisma.cardWatch.createMany({ data: many.slice(0, WATCHLIST_MAX).map((c) => ({ userId: member.user.id, cardId: c.id })) });
    const over = await rest("/api/users/me/watchlist", member.token, "POST", { cardId: many[WATCHLIST_MAX].id });
    expect(over).toMatchObject({ status: 409, body: { message: `관심 선수는 최대 ${WATCHLIST_MAX}명까지 등록할 수 있습니다.` } });
  });

  it("nobody reads another member's watchlist: viewer-only connection, node(id) finds only one's own", async () => {
    const watch = await t.db.prisma.cardWatch.create({ data: { userId: alice.user.id, cardId: cards[2].id } });
    const userId = encodeGlobalID("User", alice.user.id);
    const theirs = await t.gql(`query ($id: ID!) { node(id: $id) { ... on User { watchlist(first: 5) { totalCount } } } }`, { id: userId }, bob.token);
    expect(theirs.data?.node ?? null).toBeNull();
    expect(theirs.errors?.[0]).toBeDefined();
    const own = await t.gql(MY_LIST, {}, alice.token);
    expect(own.data.viewer.watchlist.edges.map((e: { node: { card: { databaseId: number } } }) => e.node.card.databaseId)).toContain(cards[2].id);
    const node = `query ($id: ID!) { node(id: $id) { id } }`;
    expect((await t.gql(node, { id: encodeGlobalID("CardWatch", watch.id) }, bob.token)).data.node).toBeNull();
    expect((await t.gql(node, { id: encodeGlobalID("CardWatch", watch.id) }, alice.token)).data.node).toEqual({ id: encodeGlobalID("CardWatch", watch.id) });
  });

  it("the watchlist shows each card's latest admin change", async () => {
    const card = cards[1];
    await rest("/api/users/me/watchlist", alice.token, "POST", { cardId: card.id });
    expect((await rest(`/api/cards/${card.id}`, admin.token, "PATCH", { ovr: card.ovr + 2, pace: 95 })).status).toBe(200);
    const list = (await rest("/api/users/me/watchlist", alice.token)).body.cards;
    const shown = list.find((c: { id: number }) => c.id === card.id);
    expect(shown).toMatchObject({ ovr: card.ovr + 2, latestChange: { summary: `OVR ${card.ovr}→${card.ovr + 2}, 속력 90→95` } });
    // A list read by hand (new cards) answers it too.
    await t.db.prisma.card.update({ where: { id: card.id }, data: { isNew: true } });
    const fresh = await t.gql(`{ newCards(first: 50) { edges { node { databaseId latestChange { summary } } } } }`);
    expect(fresh.errors).toBeUndefined();
    const listed = fresh.data.newCards.edges.find((e: { node: { databaseId: number } }) => e.node.databaseId === card.id);
    expect(listed.node.latestChange.summary).toBe(`OVR ${card.ovr}→${card.ovr + 2}, 속력 90→95`);
    const gql = await t.gql(MY_LIST, {}, alice.token);
    const edge = gql.data.viewer.watchlist.edges.find((e: { node: { card: { databaseId: number } } }) => e.node.card.databaseId === card.id);
    expect(edge.node.card.latestChange.summary).toBe(`OVR ${card.ovr}→${card.ovr + 2}, 속력 90→95`);
  });
});
