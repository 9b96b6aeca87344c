import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { SQUAD_MESSAGES as M } from "../../../domain/squads";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";

type User = Awaited<ReturnType<typeof createUser>>;

describe.each(BACKENDS)("squads on %s", (backend) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let admin: User;
  let ids: number[];
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const squad = (over: Record<string, unknown> = {}) => ({ name: "내 스쿼드", formation: "4-3-3 홀딩", starters: ids.slice(0, 11), bench: ids.slice(11, 13), ...over });
  const save = (u: User, over: Record<string, unknown> = {}) => call("POST", "/api/squads", u.token, squad(over));

  beforeAll(async () => {
    t = await startTestApp(backend);
    [alice, bob, admin] = [await createUser(t.db.prisma), await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
    ids = (await createCards(t.db.prisma, 20)).map((c) => c.id).sort((a, b) => a - b);
  });
  afterAll(() => t.close());

  it("saves a member's squad with its slots, bench and figures; visitors get 401", async () => {
    expect(await call("POST", "/api/squads", undefined, squad())).toEqual({ status: 401, body: { message: M.loginRequired } });
    const { status, body } = await save(alice, { name: "  첫 스쿼드 ", description: "설명" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: "첫 스쿼드", description: "설명", formation: "4-3-3 홀딩", isPublic: true, likeCount: 0, user: { id: alice.user.id } });
    expect(body.starters).toHaveLength(11);
    expect(body.starters[0]).toMatchObject({ slot: 0, position: "GK", card: { id: ids[0] } });
    expect(body.bench.map((c: { id: number }) => c.id)).toEqual(ids.slice(11, 13));
    expect(body.figures.placed).toBe(11);
    expect(body.figures.fits[0]).toBe("out");
    expect((await call("GET", `/api/squads/${body.id}`)).body.id).toBe(body.id);
  });

  it("refuses bad input with a Korean 400: unknown card, wrong slot count, 500-character names, duplicates", async () => {
    const bad = async (over: Record<string, unknown>) => (await save(alice, over));
    expect(await bad({ starters: [...ids.slice(0, 10), 999_999] })).toEqual({ status: 400, body: expect.objectContaining({ message: M.unknownCard }) });
    expect(await bad({ starters: ids.slice(0, 10) })).toMatchObject({ status: 400, body: { message: M.wrongStarterCount } });
    expect(await bad({ name: "가".repeat(500) })).toMatchObject({ status: 400, body: { message: M.nameTooLong } });
    expect(await bad({ bench: [ids[0]] })).toMatchObject({ status: 400, body: { message: M.duplicateCard } });
    expect(await bad({ formation: "9-9-9" })).toMatchObject({ status: 400, body: { message: M.unknownFormation } });
    expect(await bad({ bench: ids.slice(11, 19) })).toMatchObject({ status: 400, body: { message: M.benchTooLong } });
  });

  it("lets only the owner or an admin edit and delete; a private squad is 404 to others", async () => {
    const { body: mine } = await save(alice, { isPublic: false, name: "비공개" });
    expect((await call("GET", `/api/squads/${mine.id}`)).status).toBe(404);
    expect((await call("GET", `/api/squads/${mine.id}`, bob.token)).status).toBe(404);
    expect((await call("GET", `/api/squads/${mine.id}`, alice.token)).status).toBe(200);
    expect((await call("GET", `/api/squads/${mine.id}`, admin.token)).status).toBe(200);
    expect((await call("PUT", `/api/squads/${mine.id}`, bob.token, squad())).status).toBe(404);
    const { body: open } = await save(alice, { name: "공개" });
    expect(await call("PUT", `/api/squads/${open.id}`, bob.token, squad({ name: "남의 것" }))).toEqual({ status: 403, body: { message: M.editForbidden } });
    expect(await call("DELETE", `/api/squads/${open.id}`, bob.token)).toEqual({ status: 403, body: { message: M.deleteForbidden } });
    const edited = await call("PUT", `/api/squads/${open.id}`, alice.token, squad({ name: "고친 이름", formation: "5-3-2", starters: [ids[5], ...Array(10).fill(null)], bench: [] }));
    expect(edited).toMatchObject({ status: 200, body: { name: "고친 이름", formation: "5-3-2", bench: [] } });
    expect(edited.body.starters.filter((s: { card: unknown }) => s.card).length).toBe(1);
    expect((await call("PUT", `/api/squads/${open.id}`, admin.token, squad({ name: "관리자" }))).status).toBe(200);
    expect(await call("DELETE", `/api/squads/${open.id}`, alice.token)).toEqual({ status: 200, body: { message: M.deleted } });
    expect((await call("GET", `/api/squads/${open.id}`)).status).toBe(404);
    expect((await call("DELETE", `/api/squads/${mine.id}`, admin.token)).status).toBe(200);
  });

  it("lists public squads newest or most liked, by formation; likes and comments notify the owner", async () => {
    const { body: a } = await save(alice, { name: "A", formation: "3-5-2" });
    const { body: b } = await save(bob, { name: "B", formation: "3-5-2" });
    await save(bob, { name: "숨김", formation: "3-5-2", isPublic: false });
    const newest = await call("GET", `/api/squads?formation=${encodeURIComponent("3-5-2")}`);
    expect(newest.body.squads.map((s: { name: string }) => s.name)).toEqual(["B", "A"]);
    expect(newest.body.total).toBe(2);
    expect(await call("POST", `/api/squads/${a.id}/like`, bob.token)).toEqual({ status: 200, body: { isLiked: true, likeCount: 1 } });
    const liked = await call("GET", `/api/squads?formation=3-5-2&sort=likes`);
    expect(liked.body.squads.map((s: { name: string }) => s.name)).toEqual(["A", "B"]);
    expect((await call("GET", "/api/squads?formation=nope")).status).toBe(400);
    expect((await call("POST", `/api/squads/${a.id}/like`)).status).toBe(401);

    expect(await call("POST", `/api/squads/${a.id}/comments`, bob.token, { content: "  " })).toMatchObject({ status: 400, body: { message: M.commentRequired } });
    const comment = await call("POST", `/api/squads/${a.id}/comments`, bob.token, { content: "멋진 스쿼드" });
    expect(comment).toMatchObject({ status: 200, body: { content: "멋진 스쿼드" } });
    const list = await call("GET", `/api/squads/${a.id}/comments`);
    expect(list.body).toMatchObject({ total: 1, comments: [{ content: "멋진 스쿼드", user: { id: bob.user.id } }] });
    const notes = await t.db.prisma.notification.findMany({ where: { userId: alice.user.id }, orderBy: { id: "asc" } });
    expect(notes.map((n) => n.type)).toEqual(["squad_like", "squad_comment"]);
    expect(notes.every((n) => n.contentId === a.id)).toBe(true);
    expect((await call("DELETE", `/api/squads/${a.id}/comments/${comment.body.id}`, admin.token)).status).toBe(200);
    expect((await call("GET", `/api/squads/${a.id}`)).body.commentCount).toBe(0);
    // Liking one's own squad does not notify oneself.
    await call("POST", `/api/squads/${b.id}/like`, bob.token);
    expect(await t.db.prisma.notification.count({ where: { userId: bob.user.id } })).toBe(0);
  });

  it("lists a member's own squads with ?mine=1 (and mine: true), private ones included; nobody else sees them there", async () => {
    const carol = await createUser(t.db.prisma);
    const { body: open } = await save(carol, { name: "공개 내 것", formation: "4-2-4" });
    const { body: hidden } = await save(carol, { name: "비공개 내 것", formation: "4-2-4", isPublic: false });
    await save(bob, { name: "남의 것", formation: "4-2-4" });
    const names = (r: { body: { squads: { name: string }[] } }) => r.body.squads.map((s) => s.name);

    const mine = await call("GET", "/api/squads?mine=1", carol.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ total: 2, squads: [{ id: hidden.id, isPublic: false }, { id: open.id, isPublic: true }] });
    expect(names(await call("GET", `/api/squads?mine=1&formation=4-2-4&sort=likes&limit=1&offset=1`, carol.token))).toHaveLength(1);
    expect((await call("GET", "/api/squads?mine=1")).status).toBe(401);
    // Another member and an admin get their own lists; the public list never has the private one.
    for (const other of [bob, admin]) expect(names(await call("GET", "/api/squads?mine=1&limit=100", other.token))).not.toContain("비공개 내 것");
    expect(names(await call("GET", "/api/squads?formation=4-2-4", carol.token))).toEqual(["남의 것", "공개 내 것"]);

    const query = `query { squads(mine: true, first: 50) { totalCount edges { node { databaseId isPublic viewerCanEdit } } } }`;
    const own = await t.gql(query, {}, carol.token);
    expect(own.data.squads).toMatchObject({ totalCount: 2, edges: [{ node: { databaseId: hidden.id, isPublic: false, viewerCanEdit: true } }, { node: { databaseId: open.id } }] });
    for (const token of [bob.token, admin.token]) {
      const ids = (await t.gql(query, {}, token)).data.squads.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId);
      expect(ids).not.toContain(hidden.id);
    }
    expect((await t.gql(query, {})).data.squads).toEqual({ totalCount: 0, edges: [] });
  });

  it("lets a formation review link a public squad or the author's own, not another's private one", async () => {
    const { body: open } = await save(bob, { name: "링크용" });
    const { body: hidden } = await save(bob, { name: "남의 비공개", isPublic: false });
    const { body: mine } = await save(alice, { name: "내 비공개", isPublic: false });
    const review = (squadId: unknown) => call("POST", "/api/formation-reviews", alice.token, { formationName: "4-3-3 홀딩", content: "이 스쿼드로 씁니다", squadId });
    expect(await review(hidden.id)).toMatchObject({ status: 400, body: { message: "연결할 스쿼드를 찾을 수 없습니다." } });
    expect(await review("abc")).toMatchObject({ status: 400 });
    expect((await review(open.id)).body.squadId).toBe(open.id);
    expect((await review(mine.id)).body.squadId).toBe(mine.id);
    const gql = await t.gql(`query ($f: String!) { formation(name: $f) { ... on Formation { reviews(first: 5) { edges { node { linkedSquadId } } } } } }`, { f: "4-3-3 홀딩" });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.formation.reviews.edges.map((e: { node: { linkedSquadId: number | null } }) => e.node.linkedSquadId)).toEqual(expect.arrayContaining([open.id, mine.id]));
  });

  it("works over GraphQL with card global ids, refusing another's edit with a typed error", async () => {
    const input = { name: "GQL", formation: "4-4-2 플랫", starters: [encodeGlobalID("Card", ids[0]), ...Array(10).fill(null)], bench: [encodeGlobalID("Card", ids[1])] };
    const created = await t.gql(`mutation ($input: SquadInput!) { createSquad(input: $input) { __typename ... on MutationCreateSquadSuccess { data { squad { id name shareCode players { slot card { databaseId } } } } } } }`, { input }, alice.token);
    expect(created.errors).toBeUndefined();
    const { squad: s } = created.data.createSquad.data;
    expect(s.players).toEqual([{ slot: 0, card: { databaseId: ids[0] } }, { slot: 11, card: { databaseId: ids[1] } }]);
    const edit = await t.gql(`mutation ($id: ID!, $input: SquadInput!) { updateSquad(id: $id, input: $input) { __typename ... on Error { message } } }`, { id: s.id, input }, bob.token);
    expect(edit.data.updateSquad).toEqual({ __typename: "ForbiddenError", message: M.editForbidden });
    const wrong = await t.gql(`mutation ($input: SquadInput!) { createSquad(input: $input) { __typename ... on Error { message } } }`, { input: { ...input, starters: input.starters.slice(0, 5) } }, alice.token);
    expect(wrong.data.createSquad).toEqual({ __typename: "ValidationError", message: M.wrongStarterCount });
  });
});
