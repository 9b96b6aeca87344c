import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";
import { withNotifications } from "../../core/notifications";

type Users = Awaited<ReturnType<typeof createUser>>;

describe.each(BACKENDS)("notifications on %s", (backend) => {
  let t: TestApp;
  let alice: Users;
  let bob: Users;
  const ctx = () => ({ prisma: t.db.prisma, pubsub: t.app.services.events.pubsub });
  const api = (path: string, token?: string, method = "GET") =>
    fetch(`${t.url}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await startTestApp(backend);
    alice = await createUser(t.db.prisma);
    bob = await createUser(t.db.prisma);
  });
  afterAll(() => t.close());

  it("writes in the caller's transaction, skips self-notification and publishes after commit", async () => {
    const received: number[] = [];
    const iterator = t.app.services.events.pubsub.subscribe("notification:created", alice.user.id)[Symbol.asyncIterator]();
    const next = iterator.next().then((r) => received.push(r.value.notificationId));

    await withNotifications(ctx(), async (_tx, notify) => {
      await notify({ recipientId: alice.user.id, actorId: alice.user.id, type: "review_reply", message: "내 답글" });
      await notify({ recipientId: alice.user.id, actorId: bob.user.id, type: "review_reply", message: "새 답글", cardId: 3 });
    });
    await next;
    const rows = await t.db.prisma.notification.findMany({ where: { userId: alice.user.id } });
    expect(rows.map((r) => r.message)).toEqual(["새 답글"]);
    expect(received).toEqual([rows[0].id]);
    await iterator.return?.();
  });

  it("writes and publishes nothing when the action rolls back", async () => {
    const before = await t.db.prisma.notification.count();
    await expect(
      withNotifications(ctx(), async (_tx, notify) => {
        await notify({ recipientId: bob.user.id, actorId: alice.user.id, type: "post_comment", message: "롤백", postId: 1 });
        throw new Error("action failed");
      }),
    ).rejects.toThrow("action failed");
    expect(await t.db.prisma.notification.count()).toBe(before);
  });

  it("serves the bell's REST calls to the owner only", async () => {
    expect((await api("/api/notifications/unread-count")).status).toBe(401);
    expect(await (await api("/api/notifications/unread-count", alice.token)).json()).toEqual({ unreadCount: 1 });

    const list = await (await api("/api/notifications?limit=10", alice.token)).json();
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]).toMatchObject({ message: "새 답글", kind: "reviewComment", link: "/cards/3?tab=reviews", isRead: false });

    const id = list.notifications[0].id;
    const stranger = await api(`/api/notifications/${id}/read`, bob.token, "PUT");
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ message: "알림을 찾을 수 없습니다." });
    expect((await t.db.prisma.notification.findUniqueOrThrow({ where: { id } })).isRead).toBe(false);

    expect((await api(`/api/notifications/${id}/read`, alice.token, "PUT")).status).toBe(200);
    expect(await (await api("/api/notifications/unread-count", alice.token)).json()).toEqual({ unreadCount: 0 });
  });

  it("marks all read, over REST and GraphQL", async () => {
    await t.db.prisma.notification.createMany({
      data: [1, 2, 3].map((i) => ({ userId: bob.user.id, type: "post_comment", message: `댓글 ${i}`, postId: i })),
    });
    const rest = await (await api("/api/notifications/read-all", bob.token, "PUT")).json();
    expect(rest).toEqual({ success: true, updatedCount: 3 });

    await t.db.prisma.notification.create({ data: { userId: bob.user.id, type: "x", message: "기타" } });
    const { data } = await t.gql(`mutation { markAllNotificationsRead { unreadNotificationCount } }`, {}, bob.token);
    expect(data.markAllNotificationsRead.unreadNotificationCount).toBe(0);
  });

  it("pages the viewer's notifications newest first and hides them from anyone else", async () => {
    const query = `query ($first: Int!) { viewer { notifications(first: $first) { edges { node { message kind link isRead } } } } }`;
    const { data } = await t.gql(query, { first: 2 }, bob.token);
    expect(data.viewer.notifications.edges.map((e: { node: { message: string } }) => e.node.message)).toEqual(["기타", "댓글 3"]);
    expect(data.viewer.notifications.edges[1].node).toMatchObject({ kind: "postComment", link: "/posts/3" });

    const bobId = Buffer.from(`User:${bob.user.id}`).toString("base64");
    const peek = await t.gql(`query ($id: ID!) { node(id: $id) { ... on User { notifications(first: 5) { edges { node { message } } } } } }`, { id: bobId }, alice.token);
    expect(peek.errors?.[0].message).toBe("권한이 없습니다.");
  });

  it("marks one read through GraphQL and refuses a stranger with NotFoundError", async () => {
    const n = await t.db.prisma.notification.create({ data: { userId: alice.user.id, type: "formation_review_comment", message: "포메이션 댓글", formationName: "4-3-3 홀딩" } });
    const id = Buffer.from(`Notification:${n.id}`).toString("base64");
    const mutation = `mutation ($id: ID!) { markNotificationRead(id: $id) { __typename ... on Notification { isRead link } ... on Error { message } } }`;
    const stranger = await t.gql(mutation, { id }, bob.token);
    expect(stranger.data.markNotificationRead).toEqual({ __typename: "NotFoundError", message: "알림을 찾을 수 없습니다." });
    const owner = await t.gql(mutation, { id }, alice.token);
    expect(owner.data.markNotificationRead).toEqual({
      __typename: "Notification",
      isRead: true,
      link: `/formation-detail?formation=${encodeURIComponent("4-3-3 홀딩")}&tab=reviews`,
    });
  });
});
