import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createMember, latestMail, rest, tempPasswordIn } from "../../../test/server/accounts";
import { startTimedClient } from "../../../test/server/timedClient";

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

describe.each(BACKENDS)("forgot password and resend give nothing away on %s", (backend) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await startTestApp(backend, { DEV_MAILBOX: "1", TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  /** One forgot-password request from its own client address (the per-IP limit stays out of the way). */
  async function timedReset(client: ReturnType<typeof startTimedClient>, email: string) {
    ip += 1;
    const result = await client.request(`${t.url}/api/auth/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${ip}` },
      body: JSON.stringify({ email }),
    });
    await t.app.services.background.drain();
    return result;
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  it("answers known and unknown addresses with the same body in about the same time", async () => {
    const runs = 11;
    const members = await Promise.all(Array.from({ length: runs }, () => createMember(t)));
    const known: number[] = [];
    const unknown: number[] = [];
    const client = startTimedClient();
    for (let i = 0; i < runs; i++) {
      const a = await timedReset(client, members[i].user.email);
      const b = await timedReset(client, `nobody-${backend}-${i}@example.com`);
      expect(a.status).toBe(200);
      expect(a.body).toBe(b.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    await client.close();
    // With the lookup, hashing and mail in the answer, known addresses took 140-250 ms longer (median);
    // now both answer before that work starts. The margin absorbs CPU contention on a shared machine.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(40);
    expect(tempPasswordIn(await latestMail(t, members[0].user.email))).toHaveLength(12);
  });

  it("never returns an e-mail address from resend-verification", async () => {
    const email = `unverified-${backend}@example.com`;
    const started = await rest(t, "POST", "/api/auth/send-verification", { email, nickname: "미인증", password: "pending-pass-1" });
    const resent = await rest(t, "POST", "/api/auth/resend-verification", { userId: started.body.userId, signupToken: started.body.signupToken });
    expect(resent).toEqual({ status: 200, body: { message: "인증 코드를 이메일로 보냈습니다." } });
    expect(JSON.stringify(resent.body)).not.toContain("@");
  });
});
