import type { RateLimitRule } from "../../platform/rateLimit";
import type { Context } from "../../core/context";
import { RateLimitedError } from "../../errors";

/**
 * Abuse limits of the account flows (fixed windows; Redis-backed when REDIS_URL is set):
 * - login per (account, address) pair: 10 attempts / 15 min, cleared by a successful login. The
 *   account is named by user id whichever identifier was typed (unknown names by the name)
 * - login per account, all addresses together: 100 attempts / hour; past that, only addresses that
 *   signed in to the account within 30 days may still try (OWASP: throttle, never lock the owner out)
 * - login per IP: 100 attempts / 15 min (a shared NAT still works; a password sprayer does not)
 * - wrong current passwords (profile dialog) per account: 10 / 15 min
 * - verification code guesses: 5 per code (VerificationCode.attempts), then a new code is needed
 * - verification code sends (sign-up, resend, a login needing verification), counted per source,
 *   where a source is one IPv4 address or one IPv6 /64: per sign-up attempt (its signupToken) 5 /
 *   hour; per (e-mail, source) 5 / hour; per source, all addresses, 30 / hour; per e-mail at most
 *   10 distinct sources an hour. A stranger's sends never use up the owner's own budget (their
 *   source differs), so only 10 or more sources acting together can keep a code from the owner,
 *   while one address receives at most 50 codes an hour however many sources try
 * - password resets, by the same sources: per (e-mail, source) 3 / hour; per source 10 / hour; per
 *   e-mail at most 10 distinct sources an hour (≤ 30 reset mails), so a stranger's requests never
 *   stop the owner's own reset either
 */
export const AUTH_LIMITS = {
  loginPair: { name: "login:pair", limit: 10, windowSeconds: 15 * 60 },
  loginAccount: { name: "login:account", limit: 100, windowSeconds: 60 * 60 },
  /** Marks an address that signed in to an account (any count > 0 means known). */
  loginKnown: { name: "login:known", limit: 1, windowSeconds: 30 * 24 * 60 * 60 },
  currentPassword: { name: "password:current", limit: 10, windowSeconds: 15 * 60 },
  loginIp: { name: "login:ip", limit: 100, windowSeconds: 15 * 60 },
  codeSendAttempt: { name: "code:send:attempt", limit: 5, windowSeconds: 60 * 60 },
  codeSendPair: { name: "code:send:pair", limit: 5, windowSeconds: 60 * 60 },
  codeSendIp: { name: "code:send:ip", limit: 30, windowSeconds: 60 * 60 },
  /** Distinct sources, not sends: a newcomer is refused once this many others sent this window. */
  codeSendSources: { name: "code:send:sources", limit: 10, windowSeconds: 60 * 60 },
  resetPair: { name: "reset:pair", limit: 3, windowSeconds: 60 * 60 },
  resetIp: { name: "reset:ip", limit: 10, windowSeconds: 60 * 60 },
  resetSources: { name: "reset:sources", limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export const MAX_CODE_ATTEMPTS = 5;

export const LIMIT_MESSAGES = {
  login: "로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.",
  codeSend: "인증 코드 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.",
  codeAttempts: "인증 코드 입력 횟수를 초과했습니다. 인증 코드를 다시 받아주세요.",
  reset: "비밀번호 찾기 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.",
} as const;

/** Counts one attempt against a rule; RateLimitedError (HTTP 429) once over the limit. */
export async function enforceLimit(ctx: Pick<Context, "services">, rule: RateLimitRule, key: string, message: string) {
  const result = await ctx.services.limiter.hit(rule, key);
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds, message);
}

/**
 * Counts one verification-code send to `email` for a sign-up attempt from this request's source;
 * RateLimitedError (429) when any of the code-send limits above refuses it.
 */
export async function enforceCodeSendLimits(ctx: Pick<Context, "services" | "request">, email: string, attemptHash: string) {
  const source = limitSource(ctx.request.ip);
  await enforceLimit(ctx, AUTH_LIMITS.codeSendIp, source, LIMIT_MESSAGES.codeSend);
  await enforceLimit(ctx, AUTH_LIMITS.codeSendAttempt, attemptHash, LIMIT_MESSAGES.codeSend);
  await enforceLimit(ctx, AUTH_LIMITS.codeSendPair, `${email}|${source}`, LIMIT_MESSAGES.codeSend);
  await admitSource(ctx, AUTH_LIMITS.codeSendSources, email, source, LIMIT_MESSAGES.codeSend);
}

/** Counts one password-reset request for `email` from this request's source; 429 past any reset limit. */
export async function enforceResetLimits(ctx: Pick<Context, "services" | "request">, email: string) {
  const source = limitSource(ctx.request.ip);
  await enforceLimit(ctx, AUTH_LIMITS.resetIp, source, LIMIT_MESSAGES.reset);
  await enforceLimit(ctx, AUTH_LIMITS.resetPair, `${email}|${source}`, LIMIT_MESSAGES.reset);
  await admitSource(ctx, AUTH_LIMITS.resetSources, email, source, LIMIT_MESSAGES.reset);
}

async function admitSource(ctx: Pick<Context, "services">, rule: RateLimitRule, email: string, source: string, message: string) {
  const result = await ctx.services.limiter.admit(rule, email, source);
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds, message);
}

/**
 * The client a limit counts: an IPv4 address as is, an IPv6 address by its /64 (what one
 * subscriber is usually given), so cycling through addresses inside it is still one source.
 */
export function limitSource(ip: string): string {
  const address = ip.split("%")[0];
  if (!address.includes(":")) return address;
  const [head, tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16)).join(":")}::/64`;
}

/** The login-limit bucket of one account, shared by every identifier that names it. */
export const accountLimitKey = (userId: number) => `user:${userId}`;

/**
 * Counts one login attempt on an account from an address: refused (429) past the pair's limit, or
 * past the account's hourly budget unless this address has signed in to the account before.
 */
export async function enforceLoginLimits(ctx: Pick<Context, "services">, accountKey: string, ip: string) {
  const pairKey = `${accountKey}|${ip}`;
  await enforceLimit(ctx, AUTH_LIMITS.loginPair, pairKey, LIMIT_MESSAGES.login);
  const account = await ctx.services.limiter.hit(AUTH_LIMITS.loginAccount, accountKey);
  if (!account.allowed && (await ctx.services.limiter.peek(AUTH_LIMITS.loginKnown, pairKey)) === 0) {
    throw new RateLimitedError(account.retryAfterSeconds, LIMIT_MESSAGES.login);
  }
  return {
    /** A successful login: this pair starts over and the address is known to the account. */
    async succeeded() {
      await ctx.services.limiter.reset(AUTH_LIMITS.loginPair, pairKey);
      await ctx.services.limiter.hit(AUTH_LIMITS.loginKnown, pairKey);
    },
  };
}
