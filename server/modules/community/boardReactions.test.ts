import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";
import { restClient } from "../../../test/server/reviewsKit";
import { COMMENT_FOLD_DISLIKES } from "../../../domain/boardVotes";

type U = Awaited<ReturnType<typeof createUser>>;
const points = async (t: TestApp, id: number) => (await t.db.prisma.user.findUniqueOrThrow({ where: { id }, select: { points: true } })).points;
const counts = (t: TestApp, id: number) => t.db.prisma.post.findUniqueOrThrow({ where: { id }, select: { likes: true, dislikes: true, scrapCount: true } });

describe.each(BACKENDS)("추천/비추천 and 스크랩 on %s", (backend) => {
  let t: TestApp;
  let rest: ReturnType<typeof restClient>;
  let alice: U, bob: U, carol: U, admin: U;
  let postId: number;
  let commentId: number;

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    [alice, bob, carol, admin] = [await createUser(t.db.prisma), await createUser(t.db.prisma), await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
    postId = (await rest("/api/posts", alice.token, "POST", { title: "투표 글", content: "<p>x</p>", type: "free" })).body.id;
    commentId = (await rest(`/api/posts/${postId}/comments`, alice.token, "POST", { content: "댓글" })).body.id;
  });
  afterAll(() => t.close());

  it("one vote per member: again takes it back, the other kind moves it, and the 추천 point follows", async () => {
    const base = await points(t, alice.user.id);
    const vote = (kind: string) => rest(`/api/posts/${postId}/vote`, bob.token, "POST", { kind });
    expect((await vote("up")).body).toEqual({ isLiked: true, likeCount: 1, isDisliked: false, dislikeCount: 0 });
    expect(await points(t, alice.user.id)).toBe(base + 1);
    expect((await vote("down")).body).toEqual({ isLiked: false, likeCount: 0, isDisliked: true, dislikeCount: 1 });
    expect(await points(t, alice.user.id)).toBe(base);
    expect((await vote("down")).body).toEqual({ isLiked: false, likeCount: 0, isDisliked: false, dislikeCount: 0 });
    // The old like toggle is the same 추천.
    expect((await rest(`/api/posts/${postId}/like-toggle`, bob.token, "POST")).body).toEqual({ isLiked: true, likeCount: 1 });
    const gql = await t.gql(`{ post(id: "${encodeGlobalID("Post", postId)}") { likes dislikes viewerVote } }`, {}, bob.token);
    expect(gql.data.post).toEqual({ likes: 1, dislikes: 0, viewerVote: "UP" });
    const down = await t.gql(`mutation { votePost(id: "${encodeGlobalID("Post", postId)}", kind: DOWN) { __typename ... on MutationVotePostSuccess { data { post { likes dislikes viewerVote } } } } }`, {}, bob.token);
    expect(down.data.votePost.data.post).toEqual({ likes: 0, dislikes: 1, viewerVote: "DOWN" });
    expect(await points(t, alice.user.id)).toBe(base);
  });

  it("no self-votes, no visitors, no bad kinds, no hidden or unknown items: Korean 4xx and nothing stored", async () => {
    const before = await counts(t, postId);
    expect(await rest(`/api/posts/${postId}/vote`, alice.token, "POST", { kind: "up" })).toMatchObject({ status: 403, body: { message: "본인이 작성한 글에는 추천/비추천할 수 없습니다." } });
    expect(await rest(`/api/posts/${postId}/like-toggle`, alice.token, "POST")).toMatchObject({ status: 403 });
    expect(await rest(`/api/comments/${commentId}/vote`, alice.token, "POST", { kind: "down" })).toMatchObject({ status: 403, body: { message: "본인이 작성한 글에는 추천/비추천할 수 없습니다." } });
    expect(await rest(`/api/posts/${postId}/vote`, undefined, "POST", { kind: "up" })).toMatchObject({ status: 401, body: { message: "추천/비추천을 하려면 로그인이 필요합니다." } });
    for (const body of [{ kind: "sideways" }, {}, { kind: 1 }]) {
      expect(await rest(`/api/posts/${postId}/vote`, carol.token, "POST", body)).toMatchObject({ status: 400, body: { message: "추천 또는 비추천만 선택할 수 있습니다." } });
    }
    expect(await rest(`/api/posts/999999/vote`, carol.token, "POST", { kind: "up" })).toMatchObject({ status: 404, body: { message: "게시글을 찾을 수 없습니다." } });
    expect(await rest(`/api/comments/999999/vote`, carol.token, "POST", { kind: "up" })).toMatchObject({ status: 404, body: { message: "댓글을 찾을 수 없습니다." } });
    const self = await t.gql(`mutation { votePost(id: "${encodeGlobalID("Post", postId)}", kind: UP) { __typename ... on Error { message } } }`, {}, alice.token);
    expect(self.data.votePost).toEqual({ __typename: "ForbiddenError", message: "본인이 작성한 글에는 추천/비추천할 수 없습니다." });
    expect(await counts(t, postId)).toEqual(before);
    const hidden = (await t.db.prisma.post.create({ data: { userId: alice.user.id, title: "숨김", content: "<p>x</p>", hiddenAt: new Date() } })).id;
    expect((await rest(`/api/posts/${hidden}/vote`, carol.token, "POST", { kind: "up" })).status).toBe(404);
    expect((await rest(`/api/posts/${hidden}/scrap-toggle`, carol.token, "POST")).status).toBe(404);
    const hiddenComment = (await t.db.prisma.comment.create({ data: { postId, userId: alice.user.id, content: "숨은 댓글", hiddenAt: new Date() } })).id;
    expect((await rest(`/api/comments/${hiddenComment}/vote`, carol.token, "POST", { kind: "up" })).status).toBe(404);
    expect((await rest(`/api/comments/${hiddenComment}/vote`, admin.token, "POST", { kind: "up" })).status).toBe(200);
  });

  it("a comment folds at the stated number of 비추천 when they outnumber 추천", async () => {
    const voters = await Promise.all(Array.from({ length: COMMENT_FOLD_DISLIKES }, () => createUser(t.db.prisma)));
    const folded = async () => (await t.gql(`{ node(id: "${encodeGlobalID("Comment", commentId)}") { ... on Comment { likes dislikes isFolded } } }`)).data.node;
    for (const v of voters.slice(1)) expect((await rest(`/api/comments/${commentId}/vote`, v.token, "POST", { kind: "down" })).status).toBe(200);
    expect(await folded()).toEqual({ likes: 0, dislikes: COMMENT_FOLD_DISLIKES - 1, isFolded: false });
    expect((await rest(`/api/comments/${commentId}/vote`, voters[0].token, "POST", { kind: "down" })).body).toMatchObject({ likes: 0, dislikes: COMMENT_FOLD_DISLIKES, vote: "down" });
    expect(await folded()).toEqual({ likes: 0, dislikes: COMMENT_FOLD_DISLIKES, isFolded: true });
    // Moving one vote to 추천 opens it again.
    expect((await rest(`/api/comments/${commentId}/vote`, voters[0].token, "POST", { kind: "up" })).body).toMatchObject({ likes: 1, dislikes: COMMENT_FOLD_DISLIKES - 1, vote: "up" });
    expect((await folded()).isFolded).toBe(false);
  });

  it("scraps: toggle, count, my list (REST and GraphQL), private to their owner, hidden posts left out", async () => {
    const scrap = (token: string, id = postId) => rest(`/api/posts/${id}/scrap-toggle`, token, "POST");
    expect((await scrap(carol.token)).body).toEqual({ isScrapped: true, scrapCount: 1 });
    expect((await scrap(alice.token)).body).toEqual({ isScrapped: true, scrapCount: 2 });
    expect((await scrap(alice.token)).body).toEqual({ isScrapped: false, scrapCount: 1 });
    expect(await scrap(undefined as unknown as string)).toMatchObject({ status: 401, body: { message: "스크랩하려면 로그인이 필요합니다." } });
    const mine = await rest("/api/users/me/scraps", carol.token);
    expect(mine.body).toMatchObject({ total: 1, posts: [{ id: postId, title: "투표 글", scrapCount: 1 }] });
    expect((await rest("/api/users/me/scraps")).status).toBe(401);
    expect((await rest("/api/users/me/scraps?limit=500", carol.token)).status).toBe(400);
    const query = `query ($id: ID!) { node(id: $id) { ... on User { scraps(first: 10) { totalCount edges { node { databaseId viewerHasScrapped scrapCount } } } } } }`;
    const carolId = encodeGlobalID("User", carol.user.id);
    expect((await t.gql(query, { id: carolId }, carol.token)).data.node.scraps).toEqual({ totalCount: 1, edges: [{ node: { databaseId: postId, viewerHasScrapped: true, scrapCount: 1 } }] });
    for (const token of [bob.token, admin.token, undefined]) {
      expect((await t.gql(query, { id: carolId }, token)).data.node.scraps).toEqual({ totalCount: 0, edges: [] });
    }
    // Once an admin hides the post, it leaves carol's list (she is not its author).
    await t.db.prisma.post.update({ where: { id: postId }, data: { hiddenAt: new Date() } });
    expect((await rest("/api/users/me/scraps", carol.token)).body.total).toBe(0);
    expect((await t.gql(query, { id: carolId }, carol.token)).data.node.scraps.totalCount).toBe(0);
    await t.db.prisma.post.update({ where: { id: postId }, data: { hiddenAt: null } });
  });

  it("200 parallel votes and 200 parallel scraps keep every counter and point exact", async () => {
    const users = await Promise.all(Array.from({ length: 200 }, () => createUser(t.db.prisma)));
    const target = (await rest("/api/posts", alice.token, "POST", { title: "동시 투표", content: "<p>x</p>", type: "free" })).body.id;
    const comment = (await rest(`/api/posts/${target}/comments`, alice.token, "POST", { content: "동시" })).body.id;
    const base = await points(t, alice.user.id);
    // 200 at a time, as the board's other concurrency tests do (more would wait past the pool's 10 s on a loaded machine).
    const votes = await Promise.all(users.map((u, i) => rest(`/api/posts/${target}/vote`, u.token, "POST", { kind: i % 4 === 0 ? "down" : "up" })));
    expect(votes.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const scraps = await Promise.all(users.map((u) => rest(`/api/posts/${target}/scrap-toggle`, u.token, "POST")));
    expect(scraps.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(await counts(t, target)).toEqual({ likes: 150, dislikes: 50, scrapCount: 200 });
    expect(await points(t, alice.user.id)).toBe(base + 150);
    const commentVotes = await Promise.all(users.map((u, i) => rest(`/api/comments/${comment}/vote`, u.token, "POST", { kind: i % 2 ? "up" : "down" })));
    expect(commentVotes.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(await t.db.prisma.comment.findUniqueOrThrow({ where: { id: comment }, select: { likes: true, dislikes: true } })).toEqual({ likes: 100, dislikes: 100 });
    expect(await t.db.prisma.postScrap.count({ where: { postId: target } })).toBe(200);
  }, 180_000);
});
