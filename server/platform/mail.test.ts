import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killServer, spawnServer, type ServerProcess } from "../../test/server/processes";

const MAIL_UNAVAILABLE = "메일 서버가 설정되지 않아 메일을 보낼 수 없습니다. 사이트 관리자에게 문의해주세요.";
const NO_MAIL_LINE = /^mail: no SMTP_URL/;

/** `NODE_ENV=production`, and `npm start` as is (NODE_ENV defaults to development, no DEV_MAILBOX): both production-safe. */
describe.each([
  ["NODE_ENV=production", { NODE_ENV: "production" }],
  ["npm start defaults", { NODE_ENV: "development" }],
])("account mail without SMTP_URL (%s)", (_name, env) => {
  let server: ServerProcess;
  let url: string;
  beforeAll(async () => {
    // Debug level: not even a verbose log may carry a secret.
    server = spawnServer({ DATABASE_URL: "memory://", SEED: "none", LOG_LEVEL: "debug", SMTP_URL: "", DEV_MAILBOX: "0", ...env });
    url = await server.ready;
  }, 300_000); // a child process migrating an in-memory database: slow on a busy shared machine
  afterAll(() => killServer(server));

  const post = async (path: string, body: unknown) => {
    const r = await fetch(`${url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const r = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
    return (await r.json()) as { data: Record<string, { __typename: string; message?: string }> };
  };

  it("says so in one start-up line, answers the Korean error, and logs no address, password or code", async () => {
    expect(server.lines.filter((l) => NO_MAIL_LINE.test(l.msg ?? ""))).toHaveLength(1);
    const email = "secret-owner@example.com";
    const password = "very-secret-pass-9";
    const signUp = await post("/api/auth/send-verification", { email, nickname: "비밀", password });
    expect(signUp).toEqual({ status: 503, body: { message: MAIL_UNAVAILABLE } });
    expect(await post("/api/auth/forgot-password", { email })).toEqual({ status: 503, body: { message: MAIL_UNAVAILABLE } });
    const viaGraphql = await gql(
      `mutation ($email: String!, $password: String!) { register(email: $email, nickname: "비밀", password: $password) { __typename ... on Error { message } } }`,
      { email, password },
    );
    expect(viaGraphql.data.register).toEqual({ __typename: "MailUnavailableError", message: MAIL_UNAVAILABLE });
    const reset = await gql(`mutation ($email: String!) { requestPasswordReset(email: $email) { __typename ... on Error { message } } }`, { email });
    expect(reset.data.requestPasswordReset.__typename).toBe("MailUnavailableError");
    // A log line written after the answers would still be in flight: wait for one more request's line.
    await fetch(`${url}/healthz`);
    const text = [...server.lines.map((l) => JSON.stringify(l)), ...server.stderr].join("\n");
    expect(text).not.toContain(email);
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/인증 코드: \d{6}|임시 비밀번호: /);
    expect(text).not.toContain("secret-owner");
  });
});
