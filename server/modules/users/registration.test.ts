import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES as M } from "../../../domain/accountMessages";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { codeIn, latestMail, rest } from "../../../test/server/accounts";

describe.each(BACKENDS)("a repeated sign-up for an unverified e-mail on %s", (backend) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await startTestApp(backend, { DEV_MAILBOX: "1" });
  });
  afterAll(() => t.close());

  /** The owner signs up, then a stranger signs up with the same e-mail; both codes reach the owner's mailbox. */
  async function contested() {
    n += 1;
    const email = `contested${n}@example.com`;
    const owner = { email, nickname: `주인${n}`, password: "owner-pass-1" };
    const stranger = { email, nickname: `낯선이${n}`, password: "stranger-pass-1" };
    expect((await rest(t, "POST", "/api/auth/send-verification", owner)).status).toBe(201);
    const ownerCode = codeIn(await latestMail(t, email));
    expect((await rest(t, "POST", "/api/auth/send-verification", stranger)).status).toBe(201);
    const strangerCode = codeIn(await latestMail(t, email));
    return { email, owner, stranger, ownerCode, strangerCode };
  }
  const login = (username: string, password: string) => rest(t, "POST", "/api/auth/login", { username, password });

  it("leaves the pending account untouched", async () => {
    const { email, owner, stranger } = await contested();
    expect((await login(email, owner.password)).body).toMatchObject({ requiresVerification: true });
    expect((await login(email, stranger.password)).status).toBe(401);
  });

  it("applies the credentials sent with the code that was verified (the owner's)", async () => {
    const { email, owner, stranger, ownerCode, strangerCode } = await contested();
    const verified = await rest(t, "POST", "/api/auth/verify-registration", { email, code: ownerCode });
    expect(verified).toMatchObject({ status: 200, body: { user: { email, nickname: owner.nickname } } });
    expect((await login(email, owner.password)).status).toBe(200);
    expect((await login(email, stranger.password)).status).toBe(401);
    // Once verified, the other pending code is dead.
    expect((await rest(t, "POST", "/api/auth/verify-registration", { email, code: strangerCode })).body.message).toBe(M.codeIncorrect);
  });

  it("applies the stranger's credentials only through the stranger's code", async () => {
    const { email, owner, stranger, strangerCode } = await contested();
    const verified = await rest(t, "POST", "/api/auth/verify-registration", { email, code: strangerCode });
    expect(verified.body.user.nickname).toBe(stranger.nickname);
    expect((await login(email, stranger.password)).status).toBe(200);
    expect((await login(email, owner.password)).status).toBe(401);
  });
});
