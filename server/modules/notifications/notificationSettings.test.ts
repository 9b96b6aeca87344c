import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_SETTING_KEYS } from "../../../domain/notificationTypes";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import { payload, restClient } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;
const ALL_ON = Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((k) => [k, true]));
const SETTINGS = `{ viewer { notificationSettings { comment reply mention like watchReview watchStats watchVersion } } }`;
const UPDATE = `mutation ($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { notificationSettings { comment like } } }`;

describe.each(BACKENDS)("notification settings on %s", (backend) => {
  let t: TestApp;
  let rest: ReturnType<typeof restClient>;
  let author: U, actor: U;
  let cardId: number;

  const types = async (u: U) => (await t.db.prisma.notification.findMany({ where: { userId: u.user.id }, orderBy: { id: "asc" } })).map((n) => n.type);
  const put = (u: U | undefined, body: unknown) => rest("/api/users/me/notification-settings", u?.token, "PUT", body);

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    [author, actor] = [await createUser(t.db.prisma), await createUser(t.db.prisma)];
    cardId = (await createCards(t.db.prisma, 1))[0].id;
  });
  afterAll(() => t.close());

  it("REST: every type on by default; a PUT switches only the named ones; Korean 4xx for bad input", async () => {
    expect((await rest("/api/users/me/notification-settings")).status).toBe(401);
    expect((await put(undefined, { like: false })).status).toBe(401);
    expect((await rest("/api/users/me/notification-settings", author.token)).body).toEqual({ settings: ALL_ON });
    expect((await put(author, { like: false, mention: false })).body.settings).toEqual({ ...ALL_ON, like: false, mention: false });
    expect((await put(author, { mention: true })).body.settings).toEqual({ ...ALL_ON, like: false });
    expect(await put(author, { bogus: false })).toEqual({ status: 400, body: expect.objectContaining({ message: "알 수 없는 알림 설정입니다." }) });
    expect(await put(author, { like: "off" })).toEqual({ status: 400, body: expect.objectContaining({ message: "알림 설정 값은 켜기(true) 또는 끄기(false)여야 합니다." }) });
    await put(author, { like: true });
  });

  it("GraphQL: the viewer reads and changes their own; another user's are null", async () => {
    expect((await t.gql(SETTINGS, {}, author.token)).data.viewer.notificationSettings).toEqual(ALL_ON);
    expect((await t.gql(UPDATE, { input: { comment: false } }, author.token)).data.updateNotificationSettings.notificationSettings).toEqual({ comment: false, like: true });
    const other = await t.gql(`query ($id: ID!) { node(id: $id) { ... on User { notificationSettings { comment } } } }`, { id: Buffer.from(`User:${author.user.id}`).toString("base64") }, actor.token);
    expect(other.data.node.notificationSettings).toBeNull();
    expect((await t.gql(UPDATE, { input: { comment: false } })).errors?.[0]).toBeDefined();
    await t.gql(UPDATE, { input: { comment: true } }, author.token);
  });

  it("every producer obeys them: comments, replies, likes switched off ring nothing; switched on again they do", async () => {
    const postId = (await rest("/api/posts", author.token, "POST", { title: "설정 시험", content: "<p>본문</p>", type: "free" })).body.id;
    const reviewId = (await rest("/api/reviews", author.token, "POST", { cardId, ...payload() })).body.id;
    const formationReviewId = (await rest("/api/formation-reviews", author.token, "POST", { formationName: "4-3-3 홀딩", content: "좋은 포메이션" })).body.id;
    const mine = (await rest(`/api/posts/${postId}/comments`, author.token, "POST", { content: "내 댓글" })).body.id;

    await put(author, { comment: false, reply: false, like: false });
    await rest(`/api/posts/${postId}/comments`, actor.token, "POST", { content: "댓글" });
    await rest(`/api/posts/${postId}/comments`, actor.token, "POST", { content: "답글", parentId: mine });
    await rest(`/api/reviews/${reviewId}/replies`, actor.token, "POST", { content: "리뷰 댓글" });
    await rest(`/api/formation-reviews/${formationReviewId}/comments`, actor.token, "POST", { content: "포메이션 댓글" });
    await rest(`/api/posts/${postId}/like-toggle`, actor.token, "POST");
    await rest(`/api/reviews/${reviewId}/like`, actor.token, "POST");
    await rest(`/api/formation-reviews/${formationReviewId}/like`, actor.token, "POST");
    expect(await types(author)).toEqual([]);

    await put(author, { comment: true, reply: true, like: true });
    await rest(`/api/posts/${postId}/comments`, actor.token, "POST", { content: "댓글" });
    await rest(`/api/posts/${postId}/comments`, actor.token, "POST", { content: "답글", parentId: mine });
    await rest(`/api/reviews/${reviewId}/replies`, actor.token, "POST", { content: "리뷰 댓글" });
    await rest(`/api/posts/${postId}/like-toggle`, actor.token, "POST");
    await rest(`/api/posts/${postId}/like-toggle`, actor.token, "POST");
    await rest(`/api/posts/${postId}/like-toggle`, actor.token, "POST");
    expect((await types(author)).sort()).toEqual(["post_comment", "post_like", "post_reply", "review_reply"]);
  });
});
