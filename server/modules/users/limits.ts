import type { RateLimitRule } from "../../platform/rateLimit";
import type { Context } from "../../core/context";
import { RateLimitedError } from "../../errors";

/**
 * Abuse limits of the account flows (fixed windows; Redis-backed when REDIS_URL is set):
 * - login per account (by user id, whether named by username or e-mail; unknown names by the name):
 *   10 attempts / 15 min, cleared by a successful login; wrong current passwords count here too
 * - login per IP: 100 attempts / 15 min (a shared NAT still works; a password sprayer does not)
 * - verification code guesses: 5 per code (VerificationCode.attempts), then a new code is needed
 * - code sends per e-mail: 5 / hour; per IP: 30 / hour
 * - password resets per e-mail: 3 / hour; per IP: 10 / hour
 */
export const AUTH_LIMITS = {
  loginAccount: { name: "login:account", limit: 10, windowSeconds: 15 * 60 },
  loginIp: { name: "login:ip", limit: 100, windowSeconds: 15 * 60 },
  codeSendEmail: { name: "code:send:email", limit: 5, windowSeconds: 60 * 60 },
  codeSendIp: { name: "code:send:ip", limit: 30, windowSeconds: 60 * 60 },
  resetEmail: { name: "reset:email", limit: 3, windowSeconds: 60 * 60 },
  resetIp: { name: "reset:ip", limit: 10, windowSeconds: 60 * 60 },
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

/** The login-limit bucket of one account, shared by every identifier that names it. */
export const accountLimitKey = (userId: number) => `user:${userId}`;
