import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";

const VIEWER = `{ viewer { databaseId displayName isAdmin currentLevel levelScore legendaryIcon unreadNotificationCount } }`;

describe.each(BACKENDS)("viewer and sessions on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("is null for a visitor and for an unknown token", async () => {
    expect((await t.gql(VIEWER)).data.viewer).toBeNull();
    expect((await t.gql(VIEWER, {}, "not-a-token")).data.viewer).toBeNull();
  });

  it("resolves the signed-in user from the bearer token, with the nickname fallback", async () => {
    const { user, token } = await createUser(t.db.prisma, { nickname: null });
    await t.db.prisma.notification.createMany({
      data: [
        { userId: user.id, type: "review_reply", message: "답글", isRead: false },
        { userId: user.id, type: "review_reply", message: "읽음", isRead: true },
      ],
    });
    const { data } = await t.gql(VIEWER, {}, token);
    expect(data.viewer).toEqual({
      databaseId: user.id,
      displayName: `사용자${user.id}`,
      isAdmin: false,
      currentLevel: "브론즈 3",
      levelScore: 0,
      legendaryIcon: false,
      unreadNotificationCount: 1,
    });
  });

  it("answers the viewer's id, admin flag, name and level from the session lookup alone (one statement)", async () => {
    const { user, token } = await createUser(t.db.prisma, { nickname: "세션닉" });
    const NAME = `{ viewer { databaseId isAdmin displayName currentLevel legendaryIcon } }`;
    const { result, queries } = await t.countQueries(() => t.gql(NAME, {}, token));
    expect(result.data.viewer).toEqual({ databaseId: user.id, isAdmin: false, displayName: "세션닉", currentLevel: "브론즈 3", legendaryIcon: false });
    expect(queries).toHaveLength(1);
    await t.db.prisma.user.update({ where: { id: user.id }, data: { isAdmin: true, nickname: "새닉", currentLevel: "브론즈 1", legendaryIcon: true } });
    expect((await t.gql(NAME, {}, token)).data.viewer).toEqual({ databaseId: user.id, isAdmin: true, displayName: "새닉", currentLevel: "브론즈 1", legendaryIcon: true });
  });

  it("never reveals another user's unread count", async () => {
    const { user } = await createUser(t.db.prisma);
    await t.db.prisma.notification.create({ data: { userId: user.id, type: "post_comment", message: "댓글" } });
    const { token: otherToken } = await createUser(t.db.prisma);
    const id = Buffer.from(`User:${user.id}`).toString("base64");
    const { data } = await t.gql(`query ($id: ID!) { node(id: $id) { ... on User { unreadNotificationCount } } }`, { id }, otherToken);
    expect(data.node.unreadNotificationCount).toBe(0);
  });

  it("ends at once when the session is revoked or the account deleted", async () => {
    const revoked = await createUser(t.db.prisma);
    await t.db.prisma.session.updateMany({ where: { userId: revoked.user.id }, data: { revokedAt: new Date() } });
    expect((await t.gql(VIEWER, {}, revoked.token)).data.viewer).toBeNull();

    const deleted = await createUser(t.db.prisma, { isDeleted: true });
    expect((await t.gql(VIEWER, {}, deleted.token)).data.viewer).toBeNull();
  });

  it("keeps a signed-in-only field closed to visitors with a typed, unmasked error", async () => {
    const result = await t.gql(`subscription { notificationReceived { id } }`);
    expect(result.errors?.[0]).toMatchObject({ message: "로그인이 필요합니다.", extensions: { code: "UnauthorizedError" } });
    const { user } = await createUser(t.db.prisma);
    const n = await t.db.prisma.notification.create({ data: { userId: user.id, type: "x", message: "비공개" } });
    const id = Buffer.from(`Notification:${n.id}`).toString("base64");
    // A private node is not found for a visitor (server/graphql/nodeOwnership.test.ts covers every type).
    expect((await t.gql(`query ($id: ID!) { node(id: $id) { id } }`, { id })).data.node).toBeNull();
  });
});
