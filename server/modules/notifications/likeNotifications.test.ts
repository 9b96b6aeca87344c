import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import { payload, restClient } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;
type Event = { databaseId: number; message: string; kind: string; link: string; recipient: { unreadNotificationCount: number } };

const SUBSCRIPTION = `subscription ($after: ID) { notificationReceived(after: $after) { databaseId message kind link recipient { unreadNotificationCount } } }`;

describe.each(BACKENDS)("likes received notify, batched per liked item, on %s", (backend) => {
  let t: TestApp;
  let rest: ReturnType<typeof restClient>;
  let author: U, bob: U, carol: U;
  let cardId: number, cardName: string;

  const notes = (userId: number, type: string) => t.db.prisma.notification.findMany({ where: { userId, type }, orderBy: { id: "asc" } });
  const unread = async (u: U) => (await rest("/api/notifications/unread-count", u.token)).body.unreadCount as number;
  const members = (n: number) => Promise.all(Array.from({ length: n }, () => createUser(t.db.prisma)));

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    [author, bob, carol] = [await createUser(t.db.prisma), await createUser(t.db.prisma, { nickname: "밥" }), await createUser(t.db.prisma, { nickname: "캐럴" })];
    const card = (await createCards(t.db.prisma, 1))[0];
    [cardId, cardName] = [card.id, card.name];
  });
  afterAll(() => t.close());

  it("a review like notifies its author once; unliking and liking again by the same member add nothing", async () => {
    const reviewId = (await rest("/api/reviews", author.token, "POST", { cardId, ...payload() })).body.id;
    expect((await rest(`/api/reviews/${reviewId}/like`, bob.token, "POST")).status).toBe(200);
    const [note] = await notes(author.user.id, "review_like");
    expect(note).toMatchObject({ message: `밥님이 회원님의 ${cardName} 리뷰를 추천했습니다.`, actorCount: 1, cardId, contentId: reviewId, sourceUserId: bob.user.id, isRead: false });
    const list = (await rest("/api/notifications?limit=10", author.token)).body.notifications;
    expect(list[0]).toMatchObject({ id: note.id, kind: "reviewLike", link: `/cards/${cardId}?tab=reviews` });

    await rest(`/api/reviews/${reviewId}/like`, bob.token, "POST");
    await rest(`/api/reviews/${reviewId}/like`, bob.token, "POST");
    expect(await notes(author.user.id, "review_like")).toEqual([note]);
    expect(await unread(author)).toBe(1);
  });

  it("20 parallel likes from different members are one unread notification that counts them", async () => {
    const reviewId = (await rest("/api/reviews", author.token, "POST", { cardId, ...payload() })).body.id;
    const before = await unread(author);
    const likers = await members(20);
    const results = await Promise.all(likers.map((u) => rest(`/api/reviews/${reviewId}/like`, u.token, "POST")));
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    const rows = await t.db.prisma.notification.findMany({ where: { userId: author.user.id, contentId: reviewId, type: "review_like" } });
    expect(rows).toHaveLength(1);
    const latest = likers.find((u) => u.user.id === rows[0].sourceUserId)!;
    expect(rows[0]).toMatchObject({ actorCount: 20, message: `${latest.user.nickname}님 외 19명이 회원님의 ${cardName} 리뷰를 추천했습니다.` });
    expect(await unread(author)).toBe(before + 1);
  });

  it("once read, the next like starts a new notification", async () => {
    const reviewId = (await rest("/api/reviews", author.token, "POST", { cardId, ...payload() })).body.id;
    await rest(`/api/reviews/${reviewId}/like`, bob.token, "POST");
    const [first] = await t.db.prisma.notification.findMany({ where: { userId: author.user.id, contentId: reviewId, type: "review_like" } });
    expect((await rest(`/api/notifications/${first.id}/read`, author.token, "PUT")).status).toBe(200);
    await rest(`/api/reviews/${reviewId}/like`, carol.token, "POST");
    const rows = await t.db.prisma.notification.findMany({ where: { userId: author.user.id, contentId: reviewId, type: "review_like" }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.isRead, r.actorCount, r.message])).toEqual([
      [true, 1, `밥님이 회원님의 ${cardName} 리뷰를 추천했습니다.`],
      [false, 1, `캐럴님이 회원님의 ${cardName} 리뷰를 추천했습니다.`],
    ]);
  });

  it("post likes name the post title and batch the same way", async () => {
    const postId = (await rest("/api/posts", author.token, "POST", { title: "이번 시즌 최고의 풀백은 누구라고 생각하시나요", content: "<p>본문</p>", type: "free" })).body.id;
    await rest(`/api/posts/${postId}/like-toggle`, bob.token, "POST");
    // Self-votes are refused (domain/boardVotes.ts), so they cannot notify either.
    expect((await rest(`/api/posts/${postId}/like-toggle`, author.token, "POST")).status).toBe(403);
    expect((await notes(author.user.id, "post_like")).map((n) => n.message)).toEqual(["밥님이 회원님의 게시글 「이번 시즌 최고의 풀백은 누구라고 생…」에 좋아요를 눌렀습니다."]);
    await rest(`/api/posts/${postId}/like-toggle`, carol.token, "POST");
    const [note] = await notes(author.user.id, "post_like");
    expect(note).toMatchObject({ actorCount: 2, postId, message: "캐럴님 외 1명이 회원님의 게시글 「이번 시즌 최고의 풀백은 누구라고 생…」에 좋아요를 눌렀습니다." });
    const list = (await rest("/api/notifications?limit=10", author.token)).body.notifications;
    expect(list[0]).toMatchObject({ id: note.id, kind: "postLike", link: `/posts/${postId}` });
  });

  it("formation review likes notify; dislikes and take-backs do not; a dislike switched to a like does", async () => {
    const reviewId = (await rest("/api/formation-reviews", author.token, "POST", { formationName: "4-3-3 홀딩", content: "좋은 포메이션" })).body.id;
    await rest(`/api/formation-reviews/${reviewId}/dislike`, bob.token, "POST");
    expect(await notes(author.user.id, "formation_review_like")).toEqual([]);
    await rest(`/api/formation-reviews/${reviewId}/like`, bob.token, "POST");
    await rest(`/api/formation-reviews/${reviewId}/like`, bob.token, "POST");
    await rest(`/api/formation-reviews/${reviewId}/like`, carol.token, "POST");
    const [note, ...rest_] = await notes(author.user.id, "formation_review_like");
    expect(rest_).toEqual([]);
    expect(note).toMatchObject({ actorCount: 2, formationName: "4-3-3 홀딩", contentId: reviewId, message: "캐럴님 외 1명이 회원님의 4-3-3 홀딩 포메이션 리뷰에 좋아요를 눌렀습니다." });
    const list = (await rest("/api/notifications?limit=10", author.token)).body.notifications;
    expect(list[0]).toMatchObject({ id: note.id, kind: "formationReviewLike", link: `/formation-detail?formation=${encodeURIComponent("4-3-3 홀딩")}&tab=reviews` });
  });

  it("rings the bell live for the first like and again as the batch grows, counting it once", async () => {
    const postId = (await rest("/api/posts", author.token, "POST", { title: "실시간", content: "<p>x</p>", type: "free" })).body.id;
    await rest("/api/notifications/read-all", author.token, "PUT");
    // Resuming after a stored row: whatever the server missed before going live is replayed, so nothing races.
    const marker = await t.db.prisma.notification.create({ data: { userId: author.user.id, type: "other", message: "기준", isRead: true } });
    const events: Event[] = [];
    const client = createClient({ url: t.url.replace(/^http/, "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${author.token}` }, retryAttempts: 0, lazy: true });
    client.subscribe({ query: SUBSCRIPTION, variables: { after: encodeGlobalID("Notification", marker.id) } }, {
      next: (value) => void events.push((value.data as { notificationReceived: Event }).notificationReceived),
      error: () => {},
      complete: () => {},
    });
    try {
      await rest(`/api/posts/${postId}/like-toggle`, bob.token, "POST");
      await expect.poll(() => events.length).toBe(1);
      await rest(`/api/posts/${postId}/like-toggle`, carol.token, "POST");
      await expect.poll(() => events.length).toBe(2);
      expect(events.map((e) => [e.message, e.recipient.unreadNotificationCount])).toEqual([
        ["밥님이 회원님의 게시글 「실시간」에 좋아요를 눌렀습니다.", 1],
        ["캐럴님 외 1명이 회원님의 게시글 「실시간」에 좋아요를 눌렀습니다.", 1],
      ]);
      expect(events[1].databaseId).toBe(events[0].databaseId);
      // An unlike rings nothing.
      await rest(`/api/posts/${postId}/like-toggle`, carol.token, "POST");
      await rest(`/api/posts/${postId}/like-toggle`, bob.token, "POST");
      await rest(`/api/posts/${postId}/like-toggle`, author.token, "POST");
      expect(await unread(author)).toBe(1);
      expect(events).toHaveLength(2);
    } finally {
      await client.dispose();
    }
  });
});
