import type { RestRouter } from "../../rest/router";
import { json } from "../../rest/router";
import { readDevMailbox } from "../../platform/mail";
import { isLoopback } from "../../ops/clientIp";
import { rowIdOf } from "../../graphql/nodeId";
import { NotFoundError } from "../../errors";
import { AccountDeletedError, VerificationRequiredError } from "./auth.errors";
import {
  changePassword,
  currentUser,
  emailOfUser,
  login,
  logout,
  setPassword,
} from "./auth.service";
import { requestPasswordReset } from "./passwordReset.service";
import { resendVerification, startRegistration, verifyRegistration } from "./registration.service";
import { signupCookie, signupTokenFromCookie } from "./signupAttempt";
import type { SessionUser } from "../../core/sessionUser";
import type { Context } from "../../core/context";

const PASSWORD_CHANGED = "비밀번호가 변경되었습니다.";
const CODE_SENT = "인증 코드를 이메일로 보냈습니다.";

/** A user id as the body gives it (number or text); undefined for anything no row can have (≥ 2^31 overflows int4). */
const userIdOf = (value: unknown) => (typeof value === "number" || typeof value === "string" ? (rowIdOf(String(value)) ?? undefined) : undefined);
const str = (value: unknown) => (typeof value === "string" ? value : undefined);

const signupTokenOf = (request: Request, input: Record<string, unknown>) => str(input.signupToken) || signupTokenFromCookie(request.headers.get("cookie"));

/** Secure cookies wherever the site is served over HTTPS. */
const cookieFor = (ctx: Context, token: string | null) => ({
  "set-cookie": signupCookie(token, ctx.services.config.publicUrl?.startsWith("https:") ?? false),
});

/** A verified sign-up: the attempt is over, so its cookie goes. */
const verified = (ctx: Context, result: { token: string; user: SessionUser }) => json(result, 200, cookieFor(ctx, null));

/** The documented /api/auth endpoints: same paths, payloads and answers as before the GraphQL API. */
export function registerAuthRoutes(router: RestRouter) {
  router.get("/api/auth/me", ({ ctx }) => currentUser(ctx));

  router.post("/api/auth/login", async ({ ctx, json: body }) => {
    try {
      return await login(ctx, await body());
    } catch (error) {
      // The spec's client reads these flags from the failed login's body.
      if (error instanceof VerificationRequiredError) {
        const { message, userId, email, signupToken } = error;
        return json({ message, requiresVerification: true, userId, email, signupToken }, 403, cookieFor(ctx, signupToken));
      }
      if (error instanceof AccountDeletedError) return json({ message: error.message, accountDeleted: true }, 403);
      throw error;
    }
  });

  router.post("/api/auth/logout", async ({ ctx }) => ({ success: await logout(ctx) }));

  // Registration always goes through e-mail verification: the token comes from verify-registration.
  const register = async (body: Record<string, unknown>, ctx: Context) => {
    const { userId, email, signupToken } = await startRegistration(ctx, body);
    return json({ message: CODE_SENT, requiresVerification: true, userId, email, signupToken }, 201, cookieFor(ctx, signupToken));
  };
  router.post("/api/auth/register", async ({ ctx, json: body }) => register(await body(), ctx));
  router.post("/api/auth/send-verification", async ({ ctx, json: body }) => register(await body(), ctx));

  // The code completes only the attempt this browser started: its token from the body or the cookie.
  router.post("/api/auth/verify-registration", async ({ ctx, request, json: body }) => {
    const input = await body();
    return verified(ctx, await verifyRegistration(ctx, input, signupTokenOf(request, input), true));
  });

  router.post("/api/auth/verify-email", async ({ ctx, request, json: body }) => {
    const input = await body();
    const userId = userIdOf(input.userId);
    const email = str(input.email) ?? (userId ? await emailOfUser(ctx, userId) : "");
    return verified(ctx, await verifyRegistration(ctx, { email, code: input.code }, signupTokenOf(request, input), true));
  });

  router.post("/api/auth/resend-verification", async ({ ctx, request, json: body }) => {
    const input = await body();
    // Never echo the address: a user id must not reveal whose e-mail it is.
    await resendVerification(ctx, { userId: userIdOf(input.userId), email: str(input.email) }, signupTokenOf(request, input));
    return { message: CODE_SENT };
  });

  router.post("/api/auth/forgot-password", async ({ ctx, json: body }) => requestPasswordReset(ctx, await body()));

  router.put("/api/auth/change-password", async ({ ctx, json: body }) => {
    await changePassword(ctx, await body());
    return { message: PASSWORD_CHANGED };
  });
  router.post("/api/auth/change-password", async ({ ctx, json: body }) => {
    await setPassword(ctx, await body());
    return { message: PASSWORD_CHANGED };
  });

  // Lets e2e tests and developers read codes without a mail server: only with DEV_MAILBOX=1 and
  // only from this machine (the socket's address; X-Forwarded-For is never consulted).
  router.get("/api/dev/mailbox", async ({ ctx, query }) => {
    if (ctx.services.mail.kind !== "devMailbox" || !isLoopback(ctx.request.peer)) throw new NotFoundError("요청한 API를 찾을 수 없습니다.");
    return { messages: await readDevMailbox(ctx.prisma, query.get("to") ?? "") };
  });
}
