import crypto from "node:crypto";
import { transaction } from "../../platform/transaction";
import { ACCOUNT_MESSAGES } from "../../../domain/accountMessages";
import {
  changePasswordSchema,
  loginSchema,
  normalizeEmail,
  setPasswordSchema,
} from "../../../domain/accounts";
import type { Context } from "../../core/context";
import { requireViewer } from "../../core/guards";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError, parseInput } from "../../errors";
import { AccountDeletedError, VerificationRequiredError } from "./auth.errors";
import { AUTH_LIMITS, LIMIT_MESSAGES, accountLimitKey, enforceLimit, enforceLoginLimits } from "./limits";
import { hashPassword, verifyPassword } from "./password";
import { startLoginVerification } from "./registration.service";
import { announceRevokedSessions, createSession, revokeSessions } from "../../core/session";
import { adoptTemporaryPassword, matchesTemporaryPassword } from "./passwordReset.service";
import { SESSION_USER_SELECT, type SessionUser } from "../../core/sessionUser";

export const WRONG_CURRENT_PASSWORD = "현재 비밀번호가 올바르지 않습니다.";
const REAUTH_REQUIRED = "보안을 위해 다시 로그인한 뒤 비밀번호를 변경해주세요.";
/** Without the current password, only a fresh login (or a temporary password) may set a new one. */
const FRESH_SESSION_MS = 15 * 60_000;

// Verifying against a real hash when the account does not exist keeps response times alike.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex")));

/**
 * Login by username or e-mail. Outcomes: a session, VerificationRequiredError,
 * AccountDeletedError (both only after the right password), or UnauthorizedError.
 */
export async function login(ctx: Context, input: unknown): Promise<{ token: string; user: SessionUser }> {
  const { username, password } = parseInput(loginSchema, input);
  const isEmail = username.includes("@");
  const identifier = isEmail ? normalizeEmail(username) : username.toLowerCase();
  await enforceLimit(ctx, AUTH_LIMITS.loginIp, ctx.request.ip, LIMIT_MESSAGES.login);
  const user = await ctx.prisma.user.findFirst({
    where: isEmail ? { email: identifier } : { username: { in: [username, identifier] } },
    select: { ...SESSION_USER_SELECT, ...LOGIN_SELECT },
  });
  // Counted per account, whichever identifier names it, and per (account, address) pair.
  const limits = await enforceLoginLimits(ctx, user ? accountLimitKey(user.id) : `name:${identifier}`, ctx.request.ip);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummy()), password);
  const usedTemporary = !ok && user !== null && (await matchesTemporaryPassword(user, password));
  if (!user || !(ok || usedTemporary)) throw new UnauthorizedError(ACCOUNT_MESSAGES.invalidCredentials);
  if (user.isDeleted) throw new AccountDeletedError();
  if (!user.isEmailVerified) throw new VerificationRequiredError(user.id, user.email, await startLoginVerification(ctx, user));
  await limits.succeeded();
  const { token, revoked } = await transaction(ctx.prisma, async (tx) => {
    const revoked = usedTemporary && user.pendingPasswordHash ? await adoptTemporaryPassword(tx, user.id, user.pendingPasswordHash) : [];
    if (revoked === null) return { token: null, revoked: [] };
    const token = await createSession(tx, user.id, ctx.services.config.sessionTtlDays, {
      userAgent: ctx.request.userAgent,
      ipAddress: ctx.request.ip,
    });
    return { token, revoked };
  });
  if (!token) throw new UnauthorizedError(ACCOUNT_MESSAGES.invalidCredentials);
  announceRevokedSessions(ctx.pubsub, revoked);
  const sessionUser: SessionUser = {
    id: user.id,
    username: user.username,
    email: user.email,
    nickname: user.nickname,
    isAdmin: user.isAdmin,
    isTempPassword: user.isTempPassword || usedTemporary,
  };
  return { token, user: sessionUser };
}

const LOGIN_SELECT = {
  passwordHash: true,
  isDeleted: true,
  isEmailVerified: true,
  pendingPasswordHash: true,
  pendingPasswordExpiresAt: true,
} as const;

/** Revokes the current session at once (the token stops working on every transport). */
export async function logout(ctx: Context): Promise<boolean> {
  if (!ctx.viewer) return false;
  announceRevokedSessions(ctx.pubsub, await revokeSessions(ctx.prisma, { id: ctx.viewer.sessionId }));
  return true;
}

/** GET /api/auth/me and the client's session check. */
export async function currentUser(ctx: Context): Promise<SessionUser> {
  const viewer = requireViewer(ctx);
  const user = await ctx.prisma.user.findUnique({ where: { id: viewer.id }, select: SESSION_USER_SELECT });
  if (!user) throw new UnauthorizedError();
  return user;
}

async function storePassword(ctx: Context, userId: number, keepSessionId: number, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  const revoked = await transaction(ctx.prisma, async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: { passwordHash, isTempPassword: false, pendingPasswordHash: null, pendingPasswordExpiresAt: null },
    });
    // A new password ends every other session: a stolen token stops working at once.
    return revokeSessions(tx, { userId, id: { not: keepSessionId } });
  });
  announceRevokedSessions(ctx.pubsub, revoked);
}

/** Profile dialog (PUT /api/auth/change-password): current + new + confirmation. */
export async function changePassword(ctx: Context, input: unknown): Promise<void> {
  const viewer = requireViewer(ctx);
  const data = parseInput(changePasswordSchema, input);
  await enforceLimit(ctx, AUTH_LIMITS.currentPassword, accountLimitKey(viewer.id), LIMIT_MESSAGES.login);
  const user = await ctx.prisma.user.findUnique({ where: { id: viewer.id }, select: { passwordHash: true } });
  if (!user) throw new UnauthorizedError();
  if (!(await verifyPassword(user.passwordHash, data.currentPassword))) {
    throw new ValidationError([{ path: ["currentPassword"], message: WRONG_CURRENT_PASSWORD }]);
  }
  await storePassword(ctx, viewer.id, viewer.sessionId, data.newPassword);
}

/**
 * Change-password page (POST /api/auth/change-password): new password only. Allowed after a
 * temporary-password login or within 15 minutes of signing in, so a stolen old token cannot
 * take over the account.
 */
export async function setPassword(ctx: Context, input: unknown): Promise<void> {
  const viewer = requireViewer(ctx);
  const { newPassword } = parseInput(setPasswordSchema, input);
  const [user, session] = await Promise.all([
    ctx.prisma.user.findUnique({ where: { id: viewer.id }, select: { isTempPassword: true } }),
    ctx.prisma.session.findUnique({ where: { id: viewer.sessionId }, select: { createdAt: true } }),
  ]);
  if (!user || !session) throw new UnauthorizedError();
  if (!user.isTempPassword && Date.now() - session.createdAt.getTime() > FRESH_SESSION_MS) throw new ForbiddenError(REAUTH_REQUIRED);
  await storePassword(ctx, viewer.id, viewer.sessionId, newPassword);
}

/** Resolves a user id for the verify-email screen, which may know only the id. */
export async function emailOfUser(ctx: Context, userId: number): Promise<string> {
  const user = await ctx.prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) throw new NotFoundError(ACCOUNT_MESSAGES.userInfoNotFound);
  return user.email;
}
