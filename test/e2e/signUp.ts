import { vi } from "vitest";

let signUps = 0;
/**
 * Each REST sign-up comes from its own source address (198.18.0.0/15, the benchmarking range, through
 * the one trusted proxy hop the e2e server is configured with): the suite signs up more members than
 * one address may ask codes for in an hour (30, server/modules/users/limits.ts).
 */
const post = (baseUrl: string, path: string, body: unknown, source = ++signUps) =>
  fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.18.${(source >> 8) & 255}.${source & 255}` },
    body: JSON.stringify(body),
  });

/**
 * The first group of `pattern` in the newest development-mailbox message to `to` (DEV_MAILBOX=1, read
 * from loopback). Mail goes out after the request that sends it has answered, so this polls until it
 * has arrived.
 */
export function fromMailbox(baseUrl: string, to: string, pattern: RegExp = /(\d{6})/): Promise<string> {
  return vi.waitFor(
    async () => {
      const response = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      const found = messages.length > 0 ? pattern.exec(messages[0].text)?.[1] : undefined;
      if (!found) throw new Error(`no mail matching ${pattern} for ${to}`);
      return found;
    },
    { timeout: 5000, interval: 100 },
  );
}

/**
 * A fresh member through the real REST sign-up: send-verification, the code from the development
 * mailbox, verify-registration. `prefix` starts the username and e-mail; the nickname is `nickname`
 * plus four characters of the same time-based id.
 */
export async function signUpMember(baseUrl: string, prefix: string, nickname: string) {
  const id = Date.now().toString(36);
  const email = `${prefix}${id}@example.com`;
  const answer = await post(baseUrl, "/api/auth/send-verification", { email, password: "member-pass-77", nickname: `${nickname}${id.slice(-4)}`, username: `${prefix}${id}` });
  // The code completes only the attempt holding this token (the browser keeps it as a cookie).
  const { signupToken } = (await answer.json()) as { signupToken: string };
  const code = await fromMailbox(baseUrl, email);
  const verified = await post(baseUrl, "/api/auth/verify-registration", { email, code, signupToken });
  const { token, user } = (await verified.json()) as { token: string; user: { username: string } };
  return { token, username: user.username };
}
