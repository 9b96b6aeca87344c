import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES as M } from "../../../domain/accountMessages";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { browser, codeIn, latestMail, rest } from "../../../test/server/accounts";

type Event = "A" | "V" | "a" | "v"; // attacker / victim signs up; lower case: that browser resends

/** Every order of the two sign-ups with no resend, either resend, or both (a resend follows its own sign-up). */
function orderings(): Event[][] {
  const sets: Event[][] = [["A", "V"], ["A", "V", "a"], ["A", "V", "v"], ["A", "V", "a", "v"]];
  const out: Event[][] = [];
  const permute = (rest: Event[], acc: Event[]) => {
    if (rest.length === 0) return void out.push(acc);
    for (const [i, e] of rest.entries()) {
      if ((e === "a" && !acc.includes("A")) || (e === "v" && !acc.includes("V"))) continue;
      permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, e]);
    }
  };
  for (const set of sets) permute(set, []);
  return out;
}

describe.each(BACKENDS)("sign-up codes bound to the attempt that asked for them on %s", (backend) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await startTestApp(backend, { DEV_MAILBOX: "1", TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());
  const login = (username: string, password: string) => rest(t, "POST", "/api/auth/login", { username, password });

  it("gives the account to the victim in every ordering of two sign-ups and resends (REST, cookies only as in the spec)", async () => {
    const all = orderings();
    expect(all).toHaveLength(14);
    let takeovers = 0;
    for (const order of all) {
      n += 1;
      const email = `victim${n}@example.com`;
      const attacker = { email, nickname: `공격자${n}`, password: "attacker-pass-1", username: `taken_${n}` };
      const victim = { email, nickname: `주인${n}`, password: "victim-pass-1" };
      const as = { A: browser(t, `198.51.100.${n}`), V: browser(t, `203.0.113.${n}`) };
      // The victim's mailbox, oldest first: whose attempt each code belongs to.
      const mailbox: { code: string; who: "A" | "V" }[] = [];
      for (const event of order) {
        const who = event.toUpperCase() as "A" | "V";
        const sent =
          event === who
            ? await as[who]("/api/auth/send-verification", who === "A" ? attacker : victim)
            : await as[who]("/api/auth/resend-verification", { email });
        expect(sent.status, `${order.join("")} ${event}`).toBeLessThan(300);
        mailbox.push({ code: codeIn(await latestMail(t, email)), who });
      }
      const victimCode = mailbox.findLast((m) => m.who === "V")!.code;
      // The victim types every other code first, newest first: none of them completes anything.
      for (const m of mailbox.toReversed().filter((m) => m.code !== victimCode)) {
        const tried = await as.V("/api/auth/verify-registration", { email, code: m.code });
        expect(tried, `${order.join("")}: ${m.who}'s code`).toMatchObject({ status: 400, body: { message: M.codeIncorrect } });
      }
      const done = await as.V("/api/auth/verify-registration", { email, code: victimCode });
      expect(done.status, order.join("")).toBe(200);
      if (done.body.user.nickname !== victim.nickname || done.body.user.username === attacker.username) takeovers += 1;
      if ((await login(email, attacker.password)).status === 200) takeovers += 1;
      expect((await login(email, victim.password)).status, order.join("")).toBe(200);
    }
    expect(takeovers).toBe(0);
  });

  it("voids a browser's earlier code when it asks again, and refuses codes without the attempt", async () => {
    const email = `resend-${backend}@example.com`;
    const me = browser(t, "192.0.2.10");
    const started = await me("/api/auth/send-verification", { email, nickname: "재전송", password: "resend-pass-1" });
    expect(started.body.signupToken).toMatch(/^[\w-]{43}$/);
    const first = codeIn(await latestMail(t, email));
    expect((await me("/api/auth/resend-verification", { email })).status).toBe(200);
    const second = codeIn(await latestMail(t, email));
    expect((await me("/api/auth/verify-registration", { email, code: first })).body.message).toBe(M.codeIncorrect);
    // A different browser (no cookie, no token) cannot use the live code nor ask for one.
    expect((await rest(t, "POST", "/api/auth/verify-registration", { email, code: second })).body.message).toBe(M.signupAttemptMissing);
    expect((await rest(t, "POST", "/api/auth/resend-verification", { email })).body).toEqual({ message: M.signupAttemptMissing });
    // The token in the body works as the cookie does (clients that keep it themselves).
    expect((await rest(t, "POST", "/api/auth/verify-registration", { email, code: second, signupToken: started.body.signupToken })).status).toBe(200);
  });

  it("binds GraphQL sign-ups the same way: the attacker's newest code cannot complete the victim's attempt", async () => {
    const REGISTER = `mutation ($email: String!, $nickname: String!, $password: String!) { register(email: $email, nickname: $nickname, password: $password) {
      ... on MutationRegisterSuccess { data { signupToken } } ... on Error { message } } }`;
    const RESEND = `mutation ($email: String!, $signupToken: String) { resendVerification(email: $email, signupToken: $signupToken) { __typename ... on Error { message } } }`;
    const VERIFY = `mutation ($email: String!, $code: String!, $signupToken: String) { verifyRegistration(email: $email, code: $code, signupToken: $signupToken) {
      ... on MutationVerifyRegistrationSuccess { data { user { nickname } } } ... on Error { message } } }`;
    const email = `gql-${backend}@example.com`;
    const a = (await t.gql(REGISTER, { email, nickname: "공격자", password: "attacker-pass-1" })).data.register.data.signupToken;
    // Each sign-up's mail is read before the next: mail is sent in the background, two at once may land in either order.
    await latestMail(t, email);
    const v = (await t.gql(REGISTER, { email, nickname: "주인", password: "victim-pass-1" })).data.register.data.signupToken;
    const victimCode = codeIn(await latestMail(t, email));
    expect((await t.gql(RESEND, { email, signupToken: a })).data.resendVerification.__typename).toBe("MutationResendVerificationSuccess");
    const attackerCode = codeIn(await latestMail(t, email));
    expect((await t.gql(VERIFY, { email, code: attackerCode, signupToken: v })).data.verifyRegistration.message).toBe(M.codeIncorrect);
    expect((await t.gql(VERIFY, { email, code: victimCode, signupToken: v })).data.verifyRegistration.data.user.nickname).toBe("주인");
    expect((await login(email, "attacker-pass-1")).status).toBe(401);
  });

  it("a login that needs verification gets its own attempt: its code is useless to anyone else", async () => {
    const email = `login-verify-${backend}@example.com`;
    const owner = browser(t, "192.0.2.20");
    await owner("/api/auth/send-verification", { email, nickname: "주인", password: "owner-pass-1" });
    const fromLogin = browser(t, "192.0.2.21");
    const needs = await fromLogin("/api/auth/login", { username: email, password: "owner-pass-1" });
    expect(needs).toMatchObject({ status: 403, body: { requiresVerification: true } });
    const code = codeIn(await latestMail(t, email));
    expect((await owner("/api/auth/verify-registration", { email, code })).body.message).toBe(M.codeIncorrect);
    expect((await fromLogin("/api/auth/verify-registration", { email, code })).status).toBe(200);
  });
});
