import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationLink } from "../../../domain/notifications";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";

const F = "4-2-3-1 넓게";
type User = Awaited<ReturnType<typeof createUser>>;

describe.each(BACKENDS)("formation reviews over REST on %s", (backend) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let admin: User;
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const points = async (u: User) => (await t.db.prisma.user.findUniqueOrThrow({ where: { id: u.user.id } })).points;
  const write = (u: User, content: string, formationName = F) => call("POST", "/api/formation-reviews", u.token, { formationName, content, userId: u.user.id });

  beforeAll(async () => {
    t = await startTestApp(backend);
    [alice, bob, admin] = [await createUser(t.db.prisma), await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
  });
  afterAll(() => t.close());

  it("writes trimmed reviews for members (+3 points) and refuses visitors, blanks, 2,001 characters and unknown formations", async () => {
    expect(await call("POST", "/api/formation-reviews", undefined, { formationName: F, content: "좋아요" })).toEqual({
      status: 401, body: { message: "포메이션 리뷰를 작성하려면 로그인이 필요합니다." },
    });
    expect(await write(alice, "   ")).toMatchObject({ status: 400, body: { message: "리뷰 내용을 입력해주세요." } });
    expect(await write(alice, "가".repeat(2001))).toMatchObject({ status: 400, body: { message: "리뷰는 2000자 이하로 입력해주세요." } });
    expect(await write(alice, "좋아요", "9-9-9")).toEqual({ status: 404, body: { message: "알 수 없는 포메이션입니다." } });
    expect((await write(alice, "가".repeat(2000))).status).toBe(200);
    const before = await points(alice);
    const { status, body } = await write(alice, "  중원이 탄탄합니다  ", "4-2-3-1 (wide)");
    expect(status).toBe(200);
    expect(body).toMatchObject({ formationName: F, userId: alice.user.id, content: "중원이 탄탄합니다", likes: 0, dislikes: 0, commentCount: 0 });
    expect(await points(alice)).toBe(before + 3);
  });

  it("lists 10 per page, newest first, with the total and the author; unknown formations are 404", async () => {
    for (let i = 0; i < 11; i++) await write(bob, `리뷰 ${i}`, "5-3-2");
    const first = await call("GET", `/api/formation-reviews/${encodeURIComponent("5-3-2")}?limit=10&offset=0`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(11);
    expect(first.body.reviews.map((r: { content: string }) => r.content)).toEqual(Array.from({ length: 10 }, (_, i) => `리뷰 ${10 - i}`));
    expect(first.body.reviews[0].user).toEqual({
      id: bob.user.id, nickname: bob.user.nickname, profileName: null, currentLevel: expect.any(String), avatarUrl: null, isAdmin: false,
    });
    const second = await call("GET", `/api/formation-reviews/5-3-2?limit=10&offset=10`);
    expect(second.body.reviews.map((r: { content: string }) => r.content)).toEqual(["리뷰 0"]);
    expect(await call("GET", "/api/formation-reviews/nope")).toEqual({ status: 404, body: { message: "알 수 없는 포메이션입니다." } });
  });

  it("lets the author or an admin edit and delete; others get 403; deleting takes the points back", async () => {
    const { body: review } = await write(alice, "처음 글");
    expect(await call("PUT", `/api/formation-reviews/${review.id}`, bob.token, { content: "남의 글" })).toEqual({
      status: 403, body: { message: "본인이 작성한 리뷰만 수정할 수 있습니다." },
    });
    expect((await call("PUT", `/api/formation-reviews/${review.id}`, alice.token, { content: " " })).status).toBe(400);
    expect(await call("PUT", `/api/formation-reviews/${review.id}`, alice.token, { content: " 고친 글 " })).toMatchObject({ status: 200, body: { content: "고친 글" } });
    expect((await call("PUT", `/api/formation-reviews/${review.id}`, admin.token, { content: "관리자 수정" })).status).toBe(200);
    expect((await call("DELETE", `/api/formation-reviews/${review.id}`, bob.token)).status).toBe(403);
    const before = await points(alice);
    expect(await call("DELETE", `/api/formation-reviews/${review.id}`, alice.token)).toEqual({ status: 200, body: { message: "포메이션 리뷰가 삭제되었습니다." } });
    expect(await points(alice)).toBe(before - 3);
    expect((await call("DELETE", `/api/formation-reviews/${review.id}`, alice.token)).status).toBe(404);
    const other = (await write(bob, "관리자가 지울 글")).body;
    expect((await call("DELETE", `/api/formation-reviews/${other.id}`, admin.token)).status).toBe(200);
    expect((await call("PUT", "/api/formation-reviews/abc", alice.token, { content: "x" })).status).toBe(404);
  });

  it("toggles and switches one reaction per user with exact counts", async () => {
    const { body: review } = await write(alice, "반응 테스트");
    const like = (u: User) => call("POST", `/api/formation-reviews/${review.id}/like`, u.token);
    const dislike = (u: User) => call("POST", `/api/formation-reviews/${review.id}/dislike`, u.token);
    expect((await call("POST", `/api/formation-reviews/${review.id}/like`)).status).toBe(401);
    expect(await like(bob)).toEqual({ status: 200, body: { likes: 1, dislikes: 0, userReaction: "like" } });
    expect((await dislike(bob)).body).toEqual({ likes: 0, dislikes: 1, userReaction: "dislike" });
    expect((await dislike(bob)).body).toEqual({ likes: 0, dislikes: 0, userReaction: null });
    expect((await like(admin)).body).toEqual({ likes: 1, dislikes: 0, userReaction: "like" });
    expect((await call("POST", "/api/formation-reviews/999999/like", bob.token)).status).toBe(404);
  });

  it("keeps one reaction per user and exact counts under concurrent double reactions", async () => {
    const { body: review } = await write(alice, "동시 반응");
    const users = [alice, bob, admin, await createUser(t.db.prisma), await createUser(t.db.prisma)];
    // Each user presses like and dislike at the same instant: one of the two wins, never both.
    const answers = await Promise.all(
      users.flatMap((u) => [call("POST", `/api/formation-reviews/${review.id}/like`, u.token), call("POST", `/api/formation-reviews/${review.id}/dislike`, u.token)]),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await t.db.prisma.formationReviewReaction.findMany({ where: { formationReviewId: review.id } });
    expect(rows).toHaveLength(users.length);
    const stored = await t.db.prisma.formationReview.findUniqueOrThrow({ where: { id: review.id } });
    expect({ likes: stored.likes, dislikes: stored.dislikes }).toEqual({
      likes: rows.filter((r) => r.type === "LIKE").length,
      dislikes: rows.filter((r) => r.type === "DISLIKE").length,
    });
  });

  it("comments and replies (+1 point, the author notified with the reviews-tab link), lists them and deletes threads", async () => {
    const { body: review } = await write(alice, "댓글 받을 글", "4-3-3 홀딩");
    const path = `/api/formation-reviews/${review.id}/comments`;
    expect((await call("POST", path, undefined, { content: "x" })).status).toBe(401);
    expect(await call("POST", path, bob.token, { content: "  " })).toMatchObject({ status: 400, body: { message: "댓글 내용을 입력해주세요." } });
    const before = await points(bob);
    const root = await call("POST", path, bob.token, { formationReviewId: review.id, userId: bob.user.id, content: " 동의합니다 " });
    expect(root).toMatchObject({ status: 200, body: { content: "동의합니다", parentId: null, formationReviewId: review.id } });
    expect(await points(bob)).toBe(before + 1);
    const reply = await call("POST", path, alice.token, { content: "감사합니다", parentId: root.body.id });
    expect(reply.body.parentId).toBe(root.body.id);
    expect((await call("POST", path, alice.token, { content: "x", parentId: 999999 })).status).toBe(404);

    const note = await t.db.prisma.notification.findFirstOrThrow({ where: { userId: alice.user.id, type: "formation_review_comment" } });
    expect(note).toMatchObject({ sourceUserId: bob.user.id, formationName: "4-3-3 홀딩", contentId: review.id });
    expect(notificationLink(note)).toBe(`/formation-detail?formation=${encodeURIComponent("4-3-3 홀딩")}&tab=reviews`);
    // Alice's own reply on her review notifies nobody.
    expect(await t.db.prisma.notification.count({ where: { type: "formation_review_comment" } })).toBe(1);

    const list = await call("GET", `${path}?limit=10&offset=0`);
    expect(list.body.total).toBe(2);
    expect(list.body.comments.map((c: { content: string; parentId: number | null }) => [c.content, c.parentId])).toEqual([
      ["동의합니다", null],
      ["감사합니다", root.body.id],
    ]);
    expect((await call("GET", `/api/formation-reviews/${review.id}`)).status).toBe(404); // a review id is not a formation name
    expect((await call("GET", `/api/formation-reviews/5-3-2`)).status).toBe(200);

    expect((await call("DELETE", `${path}/${root.body.id}`, alice.token)).status).toBe(403);
    expect((await call("DELETE", `/api/formation-reviews/${review.id + 1000}/comments/${root.body.id}`, bob.token)).status).toBe(404);
    const bobBefore = await points(bob);
    expect(await call("DELETE", `${path}/${root.body.id}`, bob.token)).toEqual({ status: 200, body: { message: "댓글이 삭제되었습니다." } });
    expect(await points(bob)).toBe(bobBefore - 1);
    expect((await t.db.prisma.formationReview.findUniqueOrThrow({ where: { id: review.id } })).commentCount).toBe(0);
    expect((await call("GET", path)).body).toEqual({ comments: [], total: 0 });
    const byAdmin = await call("POST", path, bob.token, { content: "지워질 댓글" });
    expect((await call("DELETE", `${path}/${byAdmin.body.id}`, admin.token)).status).toBe(200);
  });
});
