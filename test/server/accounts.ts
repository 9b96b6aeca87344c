import type { TestApp } from "./harness";
import { createUser } from "./factories";
import { hashPassword } from "../../server/modules/users/password";

/** A verified member whose password is real (logins go through Argon2), with a live session. */
export async function createMember(t: TestApp, password = "member-pass-1") {
  const { user, token } = await createUser(t.db.prisma);
  await t.db.prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
  return { user, token, password };
}

/** The newest development-mailbox message to an address (DEV_MAILBOX=1), after background work settled. */
export async function latestMail(t: TestApp, to: string) {
  await t.app.services.background.drain();
  const message = await t.db.prisma.mailMessage.findFirst({ where: { to }, orderBy: { id: "desc" } });
  return message?.text ?? "";
}

/** POST/GET/PUT a REST endpoint of the test app over real HTTP; the JSON body and status. */
export async function rest(t: TestApp, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** One browser: its own client address and whatever sign-up cookie the server set on it. */
export function browser(t: TestApp, ip: string) {
  let cookie = "";
  return async (path: string, body: unknown) => {
    const r = await fetch(`${t.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const set = r.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0];
    return { status: r.status, body: await r.json() };
  };
}

export const tempPasswordIn = (text: string) => /임시 비밀번호: (\S+)/.exec(text)?.[1] ?? "";
export const codeIn = (text: string) => /인증 코드: (\d{6})/.exec(text)?.[1] ?? "";
