import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";
import { restClient } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;
const points = async (t: TestApp, id: number) => (await t.db.prisma.user.findUniqueOrThrow({ where: { id }, select: { points: true } })).points;
const counters = (t: TestApp, id: number) => t.db.prisma.post.findUniqueOrThrow({ where: { id }, select: { likes: true, commentCount: true } });

describe.each(BACKENDS)("community comments on %s", (backend) => {
  let t: TestApp;
  let rest: ReturnType<typeof restClient>;
  let alice: U, bob: U, carol: U, admin: U;
  let postId: number;

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    [alice, bob, carol, admin] = [await createUser(t.db.prisma), await createUser(t.db.prisma), await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
    postId = (await rest("/api/posts", alice.token, "POST", { title: "글", content: "<p>본문</p>", type: "free" })).body.id;
  });
  afterAll(() => t.close());

  it("comments and replies: +1 point each, notifications to the post's and the parent's author, never oneself", async () => {
    const c = await rest(`/api/posts/${postId}/comments`, bob.token, "POST", { content: "  좋아요  " });
    expect(c).toMatchObject({ status: 201, body: { parentId: null, commentCount: 1 } });
    const r = await rest(`/api/posts/${postId}/comments`, carol.token, "POST", { content: "답글", parentId: c.body.id });
    await rest(`/api/posts/${postId}/comments`, alice.token, "POST", { content: "내 글에 내 댓글" });
    expect(await points(t, bob.user.id)).toBe(1);
    const notes = await t.db.prisma.notification.findMany({ orderBy: { id: "asc" }, select: { userId: true, type: true, postId: true } });
    expect(notes).toEqual([
      { userId: alice.user.id, type: "post_comment", postId },
      { userId: bob.user.id, type: "post_reply", postId },
    ]);
    const list = await rest(`/api/posts/${postId}/comments`);
    expect(list.body.comments[0]).toMatchObject({ content: "좋아요", replies: [{ id: r.body.id, content: "답글" }] });
    const gql = await t.gql(`query ($id: ID!) { post(id: $id) { commentCount comments(first: 10) { totalCount edges { node { content parent { id } } } } } }`, { id: btoa(`Post:${postId}`) });
    expect(gql.data.post.commentCount).toBe(3);
    expect(gql.data.post.comments.edges[1].node.parent).not.toBeNull();
  });

  it("refuses empty, anonymous and foreign-parent comments", async () => {
    expect(await rest(`/api/posts/${postId}/comments`, bob.token, "POST", { content: "   " })).toMatchObject({ status: 400, body: { message: "댓글 내용을 입력해주세요." } });
    expect((await rest(`/api/posts/${postId}/comments`, undefined, "POST", { content: "x" })).status).toBe(401);
    expect((await rest(`/api/posts/999999/comments`, bob.token, "POST", { content: "x" })).status).toBe(404);
    const other = (await rest("/api/posts", bob.token, "POST", { title: "다른 글", content: "<p>b</p>", type: "free" })).body.id;
    const foreign = (await rest(`/api/posts/${other}/comments`, bob.token, "POST", { content: "x" })).body.id;
    expect((await rest(`/api/posts/${postId}/comments`, bob.token, "POST", { content: "x", parentId: foreign })).status).toBe(404);
  });

  it("lets only its author edit a comment, with the same rules as writing one", async () => {
    const id = (await rest(`/api/posts/${postId}/comments`, bob.token, "POST", { content: "오타 있는 댓글" })).body.id;
    expect(await rest(`/api/comments/${id}`, bob.token, "PUT", { content: "  고친 댓글  " })).toMatchObject({ status: 200, body: { id, content: "고친 댓글", message: "댓글이 수정되었습니다." } });
    expect(await rest(`/api/comments/${id}`, carol.token, "PUT", { content: "남의 댓글" })).toMatchObject({ status: 403, body: { message: "본인이 작성한 댓글만 수정할 수 있습니다." } });
    expect((await rest(`/api/comments/${id}`, admin.token, "PUT", { content: "관리자" })).status).toBe(403);
    expect(await rest(`/api/comments/${id}`, bob.token, "PUT", { content: "   " })).toMatchObject({ status: 400, body: { message: "댓글 내용을 입력해주세요." } });
    expect((await rest(`/api/comments/${id}`, bob.token, "PUT", { content: "가".repeat(1001) })).status).toBe(400);
    expect((await rest(`/api/comments/${id}`, undefined, "PUT", { content: "방문자" })).status).toBe(401);
    expect((await rest(`/api/comments/999999`, bob.token, "PUT", { content: "없는 댓글" })).status).toBe(404);
    const EDIT = `mutation ($id: ID!, $content: String!) { updateComment(id: $id, content: $content) { __typename ... on Error { message }
      ... on MutationUpdateCommentSuccess { data { comment { content viewerCanEdit } } } } }`;
    const edited = await t.gql(EDIT, { id: btoa(`Comment:${id}`), content: "다시 고침" }, bob.token);
    expect(edited.data.updateComment).toEqual({ __typename: "MutationUpdateCommentSuccess", data: { comment: { content: "다시 고침", viewerCanEdit: true } } });
    expect((await t.gql(EDIT, { id: btoa(`Comment:${id}`), content: "x" }, carol.token)).data.updateComment.__typename).toBe("ForbiddenError");
    expect((await t.db.prisma.comment.findUniqueOrThrow({ where: { id } })).content).toBe("다시 고침");
  });

  it("deleting a comment removes its replies, their points and exactly that many from commentCount", async () => {
    const root = (await rest(`/api/posts/${postId}/comments`, bob.token, "POST", { content: "뿌리" })).body.id;
    const child = (await rest(`/api/posts/${postId}/comments`, carol.token, "POST", { content: "자식", parentId: root })).body.id;
    await rest(`/api/posts/${postId}/comments`, bob.token, "POST", { content: "손자", parentId: child });
    const before = await counters(t, postId);
    const carolPoints = await points(t, carol.user.id);
    expect(await rest(`/api/comments/${root}`, carol.token, "DELETE")).toMatchObject({ status: 403, body: { message: "본인이 작성한 댓글만 삭제할 수 있습니다." } });
    expect((await rest(`/api/comments/${root}`, admin.token, "DELETE")).status).toBe(200);
    expect((await counters(t, postId)).commentCount).toBe(before.commentCount - 3);
    expect(await points(t, carol.user.id)).toBe(carolPoints - 1);
    expect((await rest(`/api/comments/${root}`, admin.token, "DELETE")).status).toBe(404);
  });

  it("200 parallel likes and comments keep likes, commentCount and points exact", async () => {
    const users = await Promise.all(Array.from({ length: 100 }, () => createUser(t.db.prisma)));
    const target = (await rest("/api/posts", alice.token, "POST", { title: "동시성", content: "<p>x</p>", type: "free" })).body.id;
    const base = await points(t, alice.user.id);
    const results = await Promise.all(users.flatMap((u) => [
      rest(`/api/posts/${target}/like-toggle`, u.token, "POST"),
      rest(`/api/posts/${target}/comments`, u.token, "POST", { content: "동시 댓글" }),
    ]));
    expect(results.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);
    expect(await counters(t, target)).toEqual({ likes: 100, commentCount: 100 });
    expect(await t.db.prisma.comment.count({ where: { postId: target } })).toBe(100);
    expect(await points(t, alice.user.id)).toBe(base + 100);
    const likeNotes = await t.db.prisma.notification.findMany({ where: { userId: alice.user.id, type: "post_like", postId: target }, select: { actorCount: true, isRead: true } });
    expect(likeNotes).toEqual([{ actorCount: 100, isRead: false }]);
    const commenterPoints = await t.db.prisma.user.findMany({ where: { id: { in: users.map((u) => u.user.id) } }, select: { points: true } });
    expect(commenterPoints.every((u) => u.points === 1)).toBe(true);
    // Deleting the post takes every point it earned back.
    expect((await rest(`/api/posts/${target}`, alice.token, "DELETE")).status).toBe(200);
    expect(await points(t, alice.user.id)).toBe(base - 1);
    const after = await t.db.prisma.user.findMany({ where: { id: { in: users.map((u) => u.user.id) } }, select: { points: true } });
    expect(after.every((u) => u.points === 0)).toBe(true);
  }, 120_000);

  it("rate-limits comments per account (60 an hour) with 429 and Retry-After", async () => {
    const spammer = await createUser(t.db.prisma);
    for (let i = 0; i < 60; i++) await t.app.services.limiter.hit({ name: "comment:create", limit: 60, windowSeconds: 3600 }, String(spammer.user.id));
    const res = await fetch(`${t.url}/api/posts/${postId}/comments`, {
      method: "POST", headers: { authorization: `Bearer ${spammer.token}`, "content-type": "application/json" }, body: JSON.stringify({ content: "x" }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
