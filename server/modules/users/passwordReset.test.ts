import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createMember, latestMail, rest, tempPasswordIn } from "../../../test/server/accounts";

const VIEWER = `{ viewer { databaseId } }`;

describe.each(BACKENDS)("forgot password on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { DEV_MAILBOX: "1" });
  });
  afterAll(() => t.close());
  const login = (username: string, password: string) => rest(t, "POST", "/api/auth/login", { username, password });

  it("keeps the old password and the sessions working until the temporary password is used", async () => {
    const { user, token, password } = await createMember(t);
    expect((await rest(t, "POST", "/api/auth/forgot-password", { email: user.email })).status).toBe(200);
    const temp = tempPasswordIn(await latestMail(t, user.email));
    expect(temp).toHaveLength(12);
    expect((await login(user.username, password)).status).toBe(200);
    expect((await t.gql(VIEWER, {}, token)).data.viewer).toEqual({ databaseId: user.id });
    expect(await t.db.prisma.user.findUnique({ where: { id: user.id }, select: { isTempPassword: true } })).toEqual({ isTempPassword: false });
  });

  it("a login with the temporary password replaces the password, clears the pending one and ends every other session", async () => {
    const { user, token, password } = await createMember(t);
    const other = (await login(user.username, password)).body.token as string;
    await rest(t, "POST", "/api/auth/forgot-password", { email: user.email });
    const temp = tempPasswordIn(await latestMail(t, user.email));
    const signedIn = await login(user.email, temp);
    expect(signedIn).toMatchObject({ status: 200, body: { user: { isTempPassword: true } } });
    for (const old of [token, other]) expect((await t.gql(VIEWER, {}, old)).data.viewer).toBeNull();
    expect((await t.gql(VIEWER, {}, signedIn.body.token)).data.viewer).toEqual({ databaseId: user.id });
    expect((await login(user.username, password)).status).toBe(401);
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ pendingPasswordHash: null, pendingPasswordExpiresAt: null, isTempPassword: true });
  });

  it("an expired or superseded temporary password does not sign in", async () => {
    const { user } = await createMember(t);
    await rest(t, "POST", "/api/auth/forgot-password", { email: user.email });
    const first = tempPasswordIn(await latestMail(t, user.email));
    await rest(t, "POST", "/api/auth/forgot-password", { email: user.email });
    const second = tempPasswordIn(await latestMail(t, user.email));
    expect((await login(user.username, first)).status).toBe(401);
    await t.db.prisma.user.update({ where: { id: user.id }, data: { pendingPasswordExpiresAt: new Date(Date.now() - 1000) } });
    expect((await login(user.username, second)).status).toBe(401);
  });
});
