import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import CardDetailRouteQuery from "../../client/__generated__/CardDetailRouteQuery.graphql";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createCards, createUser } from "../../test/server/factories";
import { CARD_WITH_REVIEWS as CARD, checkEveryPublicWrite, send as sendTo } from "../../test/server/publicWrites";
import { createResponseCache } from "./responseCache";
import { transaction } from "../platform/transaction";

type U = Awaited<ReturnType<typeof createUser>>;

describe.each(BACKENDS)("response cache for anonymous reads on %s", (backend) => {
  let t: TestApp;
  let alice: U, bob: U, admin: U;
  let cardId: number;

  const send = (path: string, init?: Parameters<typeof sendTo>[2]) => sendTo(t.url, path, init);
  const gql = (query: string, variables: Record<string, unknown>, token?: string) => send("/graphql", { body: { query, variables }, token });
  const card = () => gql(CARD, { id: encodeGlobalID("Card", cardId) });

  beforeAll(async () => {
    t = await startTestApp(backend);
    [alice, bob, admin] = [await createUser(t.db.prisma), await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
    [{ id: cardId }] = await createCards(t.db.prisma, 1);
  });
  afterAll(() => t.close());

  it("serves a repeated anonymous read from the cache, byte for byte, and never a signed-in one", async () => {
    const persisted = () =>
      send("/graphql", { body: { operationName: CardDetailRouteQuery.params.name, variables: { id: encodeGlobalID("Card", cardId) }, extensions: { persistedQuery: { version: 1, sha256Hash: CardDetailRouteQuery.params.id } } } });
    const first = await persisted();
    expect(first.cache).toBe("miss");
    expect(first.body.data.card.name).toBeTruthy();
    expect(await persisted()).toEqual({ ...first, cache: "hit" });
    expect((await send(`/api/cards/${cardId}`)).cache).toBe("miss");
    const hit = await fetch(`${t.url}/api/cards/${cardId}`);
    expect(hit.headers.get("x-response-cache")).toBe("hit");
    // Written whole with its length, not streamed chunk by chunk (server/http/responses.ts).
    expect(hit.headers.get("content-length")).toMatch(/^\d+$/);
    expect(hit.headers.get("transfer-encoding")).toBeNull();
    expect((await gql(CARD, { id: encodeGlobalID("Card", cardId) }, alice.token)).cache).toBeNull();
    expect((await send(`/api/cards/${cardId}`, { token: alice.token })).cache).toBeNull();
  });

  it("keeps no answer with an error, no mutation and nothing from the development mailbox", async () => {
    const missing = () => gql(CARD, { id: "not-a-card-id" });
    expect((await missing()).cache).toBeNull();
    expect((await missing()).cache).toBeNull();
    expect((await send("/api/cards/999999")).status).toBe(404);
    expect((await send("/api/cards/999999")).cache).toBeNull();
    const track = () => gql(`mutation ($input: TrackVisitInput!) { trackVisit(input: $input) { __typename } }`, { input: { sessionId: "s-1", page: "/" } });
    expect((await track()).cache).toBeNull();
    expect((await track()).cache).toBeNull();
  });

  it("keeps cached answers across writes no anonymous read shows (a counted visit)", async () => {
    await card();
    expect((await card()).cache).toBe("hit");
    expect((await send("/api/visitors/track", { body: { sessionId: "visitor-1", page: "/cards" } })).status).toBe(200);
    expect((await card()).cache).toBe("hit");
  });

  it("drops the cached reads each public write changes, so the next anonymous read shows it", async () => {
    await checkEveryPublicWrite({ db: t.db.prisma, writer: t.url, reader: t.url, users: { alice, bob, admin }, cardId, settle: (read) => read() });
  });

  it("drops an answer read while a write transaction was open, once it commits", async () => {
    await card();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let updated = () => {};
    const statementRan = new Promise<void>((resolve) => (updated = resolve));
    const writing = transaction(t.db.prisma, async (tx) => {
      await tx.card.update({ where: { id: cardId }, data: { name: "커밋 전 이름" } });
      updated();
      await held;
    });
    await statementRan;
    if (backend === "postgres") {
      // The update has run but not committed: this read sees the old name and is kept until the commit.
      const during = await card();
      expect(during.body.data.card.name).not.toBe("커밋 전 이름");
      expect((await card()).cache).toBe("hit");
    }
    release();
    await writing;
    expect((await card()).body.data.card.name).toBe("커밋 전 이름");
  });
});

describe("response cache limits", () => {
  const json = (bytes: number) => () =>
    Promise.resolve(new Response(JSON.stringify({ pad: "x".repeat(bytes) }), { headers: { "content-type": "application/json" } }));

  it("serves an answer over 512 KB without keeping it, and evicts the oldest past its byte budget", async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 100_000 });
    const get = (path: string, handle: () => Promise<Response>) => cache.serve(new Request(`http://test${path}`), path, handle);
    expect((await get("/api/big", json(600_000))).headers.get("x-response-cache")).toBe("miss");
    expect((await get("/api/big", json(600_000))).headers.get("x-response-cache")).toBe("miss");
    await get("/api/a", json(60_000));
    expect((await get("/api/a", json(60_000))).headers.get("x-response-cache")).toBe("hit");
    await get("/api/b", json(60_000));
    expect(cache.stats()).toMatchObject({ entries: 1 });
    expect((await get("/api/a", json(60_000))).headers.get("x-response-cache")).toBe("miss");
  });

  it("lets go of expired answers when asked (the server at rest), and keeps fresh ones", async () => {
    const cache = createResponseCache({ ttlMs: 150 });
    const get = (path: string) => cache.serve(new Request(`http://test${path}`), path, json(1_000));
    await get("/api/old");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await get("/api/fresh");
    expect(cache.stats()).toMatchObject({ entries: 2 });
    cache.dropExpired();
    expect(cache.stats()).toMatchObject({ entries: 1 });
    expect((await get("/api/fresh")).headers.get("x-response-cache")).toBe("hit");
    expect((await get("/api/old")).headers.get("x-response-cache")).toBe("miss");
  });
});
