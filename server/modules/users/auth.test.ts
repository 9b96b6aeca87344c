import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES as M } from "../../../domain/accountMessages";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { startMailTestServer } from "../../../test/server/mailTestServer";
import { EMAIL_TAKEN, USERNAME_TAKEN } from "./registration.service";
import { LIMIT_MESSAGES } from "./limits";
import { WRONG_CURRENT_PASSWORD } from "./auth.service";

const REGISTER = `mutation ($email: String!, $nickname: String!, $password: String!, $username: String) {
  register(email: $email, nickname: $nickname, password: $password, username: $username) {
    __typename ... on MutationRegisterSuccess { data { email signupToken } } ... on Error { message } } }`;
const VERIFY = `mutation ($email: String!, $code: String!, $signupToken: String) { verifyRegistration(email: $email, code: $code, signupToken: $signupToken) {
  __typename ... on MutationVerifyRegistrationSuccess { data { token user { username displayName } } } ... on Error { message } } }`;
const LOGIN = `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) {
  __typename ... on MutationLoginSuccess { data { token isTempPassword user { databaseId username } } }
  ... on VerificationRequiredError { email signupToken } ... on Error { message } } }`;
const VIEWER = `{ viewer { databaseId email } }`;

const codeIn = (text: string) => /인증 코드: (\d{6})/.exec(text)?.[1] ?? "";
const tempPasswordIn = (text: string) => /임시 비밀번호: (\S+)/.exec(text)?.[1] ?? "";

describe.each(BACKENDS)("accounts on %s (mail over a real SMTP server)", (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startMailTestServer>>;
  let n = 0;
  const rest = (method: string, path: string, body?: unknown, token?: string) =>
    fetch(`${t.url}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  /** Registers, reads the code from the received mail and verifies: a signed-in member. */
  async function signUp(password = "goal-keeper-7") {
    n += 1;
    const email = `member${n}-${backend}@example.com`;
    const started = await t.gql(REGISTER, { email, nickname: `매니저${n}`, password, username: `member${n}` });
    expect(started.data.register).toEqual({ __typename: "MutationRegisterSuccess", data: { email, signupToken: expect.any(String) } });
    const { signupToken } = started.data.register.data;
    const code = codeIn((await smtp.latest(email)).text);
    const verified = await t.gql(VERIFY, { email, code, signupToken });
    return { email, username: `member${n}`, password, signupToken, token: verified.data.verifyRegistration.data.token as string };
  }

  beforeAll(async () => {
    smtp = await startMailTestServer();
    t = await startTestApp(backend, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("signs up with an e-mailed 6-digit code, once, and signs in", async () => {
    const { email, token, signupToken } = await signUp();
    expect(smtp.inbox.at(-1)?.raw).toMatch(/Subject: =\?UTF-8\?/);
    expect((await t.gql(VIEWER, {}, token)).data.viewer.email).toBe(email);
    // Single use: the same code cannot verify again.
    const code = codeIn((await smtp.latest(email)).text);
    expect((await t.gql(VERIFY, { email, code, signupToken })).data.verifyRegistration.message).toBe(M.codeIncorrect);
  });

  it("rejects duplicates and invalid input with the spec's Korean messages", async () => {
    const { email, username } = await signUp();
    const dupEmail = await t.gql(REGISTER, { email, nickname: "다른이름", password: "another-pass1" });
    expect(dupEmail.data.register).toEqual({ __typename: "ConflictError", message: EMAIL_TAKEN });
    const dupName = await t.gql(REGISTER, { email: "fresh@example.com", nickname: "다른이름", password: "another-pass1", username });
    expect(dupName.data.register.message).toBe(USERNAME_TAKEN);
    const empty = await rest("POST", "/api/auth/register", { email: "", nickname: "", password: "" });
    expect(empty).toMatchObject({ status: 400, body: { message: M.fillAllFields } });
    const short = await rest("POST", "/api/auth/send-verification", { email: "s@example.com", nickname: "짧은비번", password: "abc" });
    expect(short.body.message).toBe(M.passwordMin);
    const badCode = await rest("POST", "/api/auth/verify-registration", { email, code: "12ab" });
    expect(badCode.body.message).toBe(M.codeFormat);
  });

  it("allows five guesses per code, then asks for a new code (429)", async () => {
    const email = "guesser@example.com";
    const { signupToken } = (await rest("POST", "/api/auth/send-verification", { email, nickname: "추측왕", password: "guess-pass-1" })).body;
    const code = codeIn((await smtp.latest(email)).text);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) {
      expect((await rest("POST", "/api/auth/verify-registration", { email, code: wrong, signupToken })).body.message).toBe(M.codeIncorrect);
    }
    const blocked = await rest("POST", "/api/auth/verify-registration", { email, code, signupToken });
    expect(blocked).toMatchObject({ status: 429, body: { message: LIMIT_MESSAGES.codeAttempts } });
  });

  it("logs in by e-mail and by username; wrong password, unverified and deleted accounts get their outcome", async () => {
    const { email, username, password } = await signUp();
    expect((await t.gql(LOGIN, { username: email.toUpperCase(), password })).data.login.__typename).toBe("MutationLoginSuccess");
    const byName = await rest("POST", "/api/auth/login", { username, password });
    expect(byName.status).toBe(200);
    expect(byName.body.user).toMatchObject({ username, email, isTempPassword: false });
    expect(byName.body.token).toMatch(/^[\w-]{43}$/);

    const wrong = await rest("POST", "/api/auth/login", { username, password: "not-it-at-all" });
    expect(wrong).toEqual({ status: 401, body: { message: M.invalidCredentials } });
    expect((await rest("POST", "/api/auth/login", { username: "nobody-here", password })).body.message).toBe(M.invalidCredentials);

    await rest("POST", "/api/auth/send-verification", { email: "pending@example.com", nickname: "대기중", password: "pending-pass" });
    const pending = await rest("POST", "/api/auth/login", { username: "pending@example.com", password: "pending-pass" });
    expect(pending).toMatchObject({ status: 403, body: { requiresVerification: true, email: "pending@example.com", message: M.verificationRequired } });
    expect((await t.gql(LOGIN, { username: "pending@example.com", password: "pending-pass" })).data.login).toMatchObject({
      __typename: "VerificationRequiredError",
      email: "pending@example.com",
      signupToken: expect.any(String),
    });
    const { userId, signupToken } = pending.body;
    const resent = await rest("POST", "/api/auth/resend-verification", { userId, signupToken });
    expect(resent.status).toBe(200);
    // Each login sent its own attempt a code: wait until every mail has arrived before reading the newest.
    await t.app.services.background.drain();
    const code = codeIn((await smtp.latest("pending@example.com")).text);
    const verified = await rest("POST", "/api/auth/verify-email", { userId, code, signupToken });
    expect(verified.body.user.email).toBe("pending@example.com");
    expect((await rest("POST", "/api/auth/resend-verification", {})).body.message).toBe(M.userInfoNotFound);
    // An id past int4 names no row: the same 404 / 400 as any unknown user, not a database error.
    expect(await rest("POST", "/api/auth/resend-verification", { userId: 2 ** 31, signupToken })).toEqual({ status: 404, body: { message: M.userInfoNotFound } });
    expect((await rest("POST", "/api/auth/verify-email", { userId: 2 ** 31, code: "123456", signupToken })).status).toBe(400);

    await t.db.prisma.user.update({ where: { email }, data: { isDeleted: true } });
    expect(await rest("POST", "/api/auth/login", { username, password })).toEqual({
      status: 403,
      body: { message: M.accountDeleted, accountDeleted: true },
    });
    expect((await t.gql(LOGIN, { username, password })).data.login).toEqual({ __typename: "AccountDeletedError", message: M.accountDeleted });
  });

  it("revokes the session on logout, on the server", async () => {
    const { token } = await signUp();
    expect((await t.gql(`mutation { logout }`, {}, token)).data.logout).toBe(true);
    expect((await t.gql(VIEWER, {}, token)).data.viewer).toBeNull();
    expect((await rest("GET", "/api/auth/me", undefined, token)).status).toBe(401);
  });

  it("changes the password from the profile dialog and ends the other sessions", async () => {
    const { username, password, token } = await signUp();
    const other = (await rest("POST", "/api/auth/login", { username, password })).body.token as string;
    const wrongCurrent = await rest("PUT", "/api/auth/change-password", { currentPassword: "nope-nope", newPassword: "brand-new-9", confirmPassword: "brand-new-9" }, token);
    expect(wrongCurrent).toMatchObject({ status: 400, body: { message: WRONG_CURRENT_PASSWORD } });
    const mismatch = await rest("PUT", "/api/auth/change-password", { currentPassword: password, newPassword: "brand-new-9", confirmPassword: "brand-new-8" }, token);
    expect(mismatch.body.message).toBe(M.passwordMismatch);
    const ok = await rest("PUT", "/api/auth/change-password", { currentPassword: password, newPassword: "brand-new-9", confirmPassword: "brand-new-9" }, token);
    expect(ok.status).toBe(200);
    expect((await t.gql(VIEWER, {}, other)).data.viewer).toBeNull();
    expect((await t.gql(VIEWER, {}, token)).data.viewer).not.toBeNull();
    expect((await rest("POST", "/api/auth/login", { username, password })).status).toBe(401);
    expect((await rest("POST", "/api/auth/login", { username, password: "brand-new-9" })).status).toBe(200);
  });

  it("e-mails a temporary password; its login is flagged and the page sets a new one", async () => {
    const { email, username } = await signUp();
    const sent = await rest("POST", "/api/auth/forgot-password", { email });
    expect(sent.status).toBe(200);
    expect((await rest("POST", "/api/auth/forgot-password", { email: "no-such@example.com" })).body).toEqual(sent.body);
    expect((await rest("POST", "/api/auth/forgot-password", { email: "bad" })).body.message).toBe(M.invalidEmail);
    await t.app.services.background.drain();
    const temp = tempPasswordIn((await smtp.latest(email)).text);
    expect(temp).toHaveLength(12);
    const login = await t.gql(LOGIN, { username, password: temp });
    expect(login.data.login.data.isTempPassword).toBe(true);
    const token = login.data.login.data.token;
    expect((await rest("POST", "/api/auth/change-password", { newPassword: "after-reset-1" }, token)).status).toBe(200);
    const again = await rest("POST", "/api/auth/login", { username, password: "after-reset-1" });
    expect(again.body.user.isTempPassword).toBe(false);
  });

  it("limits login attempts per account, code sends per attempt and source, and resets per e-mail (429)", async () => {
    const account = await signUp();
    for (let i = 0; i < 10; i++) await rest("POST", "/api/auth/login", { username: account.username, password: "wrong-guess" });
    // The account's count, not the identifier's: the e-mail names the same account.
    const limited = await rest("POST", "/api/auth/login", { username: account.email, password: "wrong-guess" });
    expect(limited).toEqual({ status: 429, body: { message: LIMIT_MESSAGES.login } });

    const email = "spammy@example.com";
    const { signupToken } = (await rest("POST", "/api/auth/send-verification", { email, nickname: "스팸", password: "spam-pass-1" })).body;
    for (let i = 0; i < 4; i++) expect((await rest("POST", "/api/auth/resend-verification", { email, signupToken })).status).toBe(200);
    const sends = await rest("POST", "/api/auth/resend-verification", { email, signupToken });
    expect(sends).toEqual({ status: 429, body: { message: LIMIT_MESSAGES.codeSend } });

    for (let i = 0; i < 3; i++) await rest("POST", "/api/auth/forgot-password", { email: "target@example.com" });
    const resets = await rest("POST", "/api/auth/forgot-password", { email: "target@example.com" });
    expect(resets).toEqual({ status: 429, body: { message: LIMIT_MESSAGES.reset } });
  });
});
