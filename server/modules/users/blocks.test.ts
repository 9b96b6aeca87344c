import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";
import { restClient } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;

describe.each(BACKENDS)("차단 on %s", (backend) => {
  let t: TestApp;
  let rest: ReturnType<typeof restClient>;
  let alice: U, troll: U, bob: U, admin: U;

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    [alice, troll, bob, admin] = [await createUser(t.db.prisma), await createUser(t.db.prisma, { nickname: "악플러" }), await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
  });
  afterAll(() => t.close());

  it("blocks and unblocks over REST and GraphQL; the list is the blocker's alone", async () => {
    expect(await rest(`/api/users/${troll.user.id}/block`, alice.token, "POST")).toEqual({ status: 200, body: { blocked: true } });
    expect((await rest(`/api/users/${troll.user.id}/block`, alice.token, "POST")).status).toBe(200);
    expect((await rest("/api/users/me/blocks", alice.token)).body).toMatchObject({ users: [{ id: troll.user.id, nickname: "악플러" }] });
    const query = `query ($id: ID!) { node(id: $id) { ... on User { blockedUsers { databaseId isBlockedByViewer } } } }`;
    const aliceId = encodeGlobalID("User", alice.user.id);
    expect((await t.gql(query, { id: aliceId }, alice.token)).data.node.blockedUsers).toEqual([{ databaseId: troll.user.id, isBlockedByViewer: true }]);
    for (const token of [bob.token, admin.token, troll.token, undefined]) expect((await t.gql(query, { id: aliceId }, token)).data.node.blockedUsers).toEqual([]);
    const seen = `query ($id: ID!) { node(id: $id) { ... on User { isBlockedByViewer } } }`;
    const trollId = encodeGlobalID("User", troll.user.id);
    expect((await t.gql(seen, { id: trollId }, bob.token)).data.node.isBlockedByViewer).toBe(false);
    expect((await t.gql(seen, { id: trollId })).data.node.isBlockedByViewer).toBe(false);
    const unblock = await t.gql(`mutation ($id: ID!) { unblockUser(id: $id) { __typename ... on MutationUnblockUserSuccess { data { user { isBlockedByViewer } viewer { blockedUsers { databaseId } } } } } }`, { id: trollId }, alice.token);
    expect(unblock.data.unblockUser.data).toEqual({ user: { isBlockedByViewer: false }, viewer: { blockedUsers: [] } });
    const block = await t.gql(`mutation ($id: ID!) { blockUser(id: $id) { __typename ... on MutationBlockUserSuccess { data { user { isBlockedByViewer } } } } }`, { id: trollId }, alice.token);
    expect(block.data.blockUser.data.user.isBlockedByViewer).toBe(true);
  });

  it("refuses oneself, unknown and deleted members and visitors in Korean", async () => {
    expect(await rest(`/api/users/${alice.user.id}/block`, alice.token, "POST")).toMatchObject({ status: 400, body: { message: "자기 자신은 차단할 수 없습니다." } });
    expect(await rest(`/api/users/999999/block`, alice.token, "POST")).toMatchObject({ status: 404, body: { message: "사용자를 찾을 수 없습니다." } });
    const gone = await createUser(t.db.prisma, { isDeleted: true });
    expect((await rest(`/api/users/${gone.user.id}/block`, alice.token, "POST")).status).toBe(404);
    expect((await rest(`/api/users/${troll.user.id}/block`, undefined, "POST")).status).toBe(401);
    expect((await rest("/api/users/me/blocks")).status).toBe(401);
    expect((await rest(`/api/users/abc/block`, alice.token, "POST")).status).toBe(404);
    const self = await t.gql(`mutation ($id: ID!) { blockUser(id: $id) { __typename ... on Error { message } } }`, { id: encodeGlobalID("User", alice.user.id) }, alice.token);
    expect(self.data.blockUser).toEqual({ __typename: "ValidationError", message: "자기 자신은 차단할 수 없습니다." });
  });

  it("a blocked member's comments, replies and likes notify the blocker of nothing; others still hear", async () => {
    const postId = (await rest("/api/posts", alice.token, "POST", { title: "알리스 글", content: "<p>x</p>", type: "free" })).body.id;
    const before = await t.db.prisma.notification.count({ where: { userId: alice.user.id } });
    expect((await rest(`/api/posts/${postId}/comments`, troll.token, "POST", { content: "악플" })).status).toBe(201);
    expect((await rest(`/api/posts/${postId}/like-toggle`, troll.token, "POST")).status).toBe(200);
    const aliceComment = (await rest(`/api/posts/${postId}/comments`, alice.token, "POST", { content: "내 댓글" })).body.id;
    expect((await rest(`/api/posts/${postId}/comments`, troll.token, "POST", { content: "답글 악플", parentId: aliceComment })).status).toBe(201);
    expect(await t.db.prisma.notification.count({ where: { userId: alice.user.id } })).toBe(before);
    expect((await rest(`/api/posts/${postId}/comments`, bob.token, "POST", { content: "좋은 글" })).status).toBe(201);
    expect(await t.db.prisma.notification.count({ where: { userId: alice.user.id } })).toBe(before + 1);
    // The block is one way: alice's reply to the troll still reaches him.
    const trollComment = (await rest(`/api/posts/${postId}/comments`, troll.token, "POST", { content: "또 악플" })).body.id;
    const trollBefore = await t.db.prisma.notification.count({ where: { userId: troll.user.id } });
    await rest(`/api/posts/${postId}/comments`, alice.token, "POST", { content: "그만하세요", parentId: trollComment });
    expect(await t.db.prisma.notification.count({ where: { userId: troll.user.id } })).toBe(trollBefore + 1);
  });

  it("folds by the comment author's isBlockedByViewer for the blocker only, at no extra statement", async () => {
    const postId = (await rest("/api/posts", bob.token, "POST", { title: "밥 글", content: "<p>x</p>", type: "free" })).body.id;
    await rest(`/api/posts/${postId}/comments`, troll.token, "POST", { content: "차단된 댓글" });
    await rest(`/api/posts/${postId}/comments`, admin.token, "POST", { content: "보통 댓글" });
    const query = `query ($id: ID!) { post(id: $id) { comments(first: 10) { edges { node { content author { isBlockedByViewer } } } } } }`;
    const folded = async (token?: string) =>
      (await t.gql(query, { id: encodeGlobalID("Post", postId) }, token)).data.post.comments.edges.map((e: { node: { content: string; author: { isBlockedByViewer: boolean } } }) => [e.node.content, e.node.author.isBlockedByViewer]);
    expect(await folded(alice.token)).toEqual([["차단된 댓글", true], ["보통 댓글", false]]);
    for (const token of [bob.token, undefined]) expect(await folded(token)).toEqual([["차단된 댓글", false], ["보통 댓글", false]]);
    const plain = `query ($id: ID!) { post(id: $id) { comments(first: 10) { edges { node { content author { displayName } } } } } }`;
    const without = await t.countQueries(() => t.gql(plain, { id: encodeGlobalID("Post", postId) }, alice.token));
    const withFold = await t.countQueries(() => folded(alice.token));
    expect(withFold.queries.length).toBe(without.queries.length);
  });
});
