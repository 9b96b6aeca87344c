import crypto from "node:crypto";
import { transaction } from "../../platform/transaction";
import { ACCOUNT_MESSAGES } from "../../../domain/accountMessages";
import {
  VERIFICATION_CODE_TTL_MINUTES,
  normalizeEmail,
  registrationSchema,
  verifyRegistrationSchema,
} from "../../../domain/accounts";
import type { Context } from "../../core/context";
import { ConflictError, NotFoundError, RateLimitedError, ValidationError, parseInput } from "../../errors";
import { LIMIT_MESSAGES, MAX_CODE_ATTEMPTS, enforceCodeSendLimits } from "./limits";
import { hashPassword } from "./password";
import { createSession } from "../../core/session";
import { newSignupAttempt, signupAttemptHash } from "./signupAttempt";
import { assertCanSendMail } from "../../platform/mail";
import { SESSION_USER_SELECT, type SessionUser } from "../../core/sessionUser";
import { freeUsername } from "./usernames";

export const EMAIL_TAKEN = "이미 사용 중인 이메일입니다.";
export const USERNAME_TAKEN = "이미 사용 중인 아이디입니다.";
const ALREADY_VERIFIED = "이미 인증이 완료된 계정입니다. 로그인해주세요.";
const CODE_EXPIRED = "인증 코드가 만료되었습니다. 인증 코드를 다시 받아주세요.";

function codeHash(email: string, code: string) {
  return crypto.createHash("sha256").update(`${email}:${code}`).digest("hex");
}

/** Credentials given with one sign-up; they travel with its codes and apply only if one of them is verified. */
interface PendingCredentials {
  passwordHash: string;
  nickname: string;
  username: string;
}

/**
 * Sign-up step 1 (spec: send-verification / register): creates the account unverified and e-mails a
 * 6-digit code bound to this attempt (signupToken). A repeated sign-up for a still-unverified e-mail
 * changes nothing on the account: its credentials ride with its own code, which only its own
 * browser can use, so a stranger who signed up first can never complete the owner's sign-up.
 */
export async function startRegistration(ctx: Context, input: unknown) {
  const data = parseInput(registrationSchema, input);
  assertCanSendMail(ctx.services.mail);
  const attempt = newSignupAttempt();
  // Before the password hash and the lookups, so a refused send costs no Argon2 and no query.
  await enforceCodeSendLimits(ctx, data.email, attempt.hash);
  const existing = await ctx.prisma.user.findUnique({ where: { email: data.email }, select: { id: true, email: true, isEmailVerified: true, isDeleted: true } });
  if (existing && (existing.isEmailVerified || existing.isDeleted)) throw new ConflictError(EMAIL_TAKEN);
  if (data.username) {
    const owner = await ctx.prisma.user.findUnique({ where: { username: data.username }, select: { id: true } });
    if (owner && owner.id !== existing?.id) throw new ConflictError(USERNAME_TAKEN);
  }
  const credentials: PendingCredentials = {
    passwordHash: await hashPassword(data.password),
    nickname: data.nickname,
    username: data.username ?? (await freeUsername(ctx, data.email, existing?.id)),
  };
  try {
    const user =
      existing ??
      (await ctx.prisma.user.create({
        data: { email: data.email, username: credentials.username, nickname: data.nickname, passwordHash: credentials.passwordHash },
        select: { id: true, email: true },
      }));
    await sendVerificationCode(ctx, user, attempt.hash, credentials);
    return { userId: user.id, email: user.email, signupToken: attempt.token };
  } catch (error) {
    // Two sign-ups racing for the same e-mail or username: the unique index decides.
    if (isUniqueViolation(error)) throw new ConflictError("이미 사용 중인 이메일 또는 아이디입니다.");
    throw error;
  }
}

/**
 * A login with the right password on an unverified account opens its own attempt (no new
 * credentials: the account's are the ones just proven) and e-mails it a code; null if none could be sent.
 */
export async function startLoginVerification(ctx: Context, user: { id: number; email: string }): Promise<string | null> {
  if (ctx.services.mail.kind === "none") return null;
  const attempt = newSignupAttempt();
  return enforceCodeSendLimits(ctx, user.email, attempt.hash)
    .then(() => sendVerificationCode(ctx, user, attempt.hash))
    .then(
      () => attempt.token,
      () => null,
    );
}

function isUniqueViolation(error: unknown) {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

/**
 * E-mails a fresh code (CSPRNG, 10 minutes, single use) for one attempt, carrying its credentials if
 * any; the caller has counted it against the code-send limits. The attempt's earlier codes stop working; other attempts' codes are untouched, so a
 * stranger's sign-up cannot void the code the owner is typing.
 */
async function sendVerificationCode(ctx: Context, user: { id: number; email: string }, attemptHash: string, credentials?: { [K in keyof PendingCredentials]?: string | null }) {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
  await transaction(ctx.prisma, async (tx) => {
    await tx.verificationCode.updateMany({ where: { attemptHash, consumedAt: null }, data: { consumedAt: new Date() } });
    await tx.verificationCode.create({
      data: {
        userId: user.id,
        email: user.email,
        purpose: "REGISTER",
        codeHash: codeHash(user.email, code),
        attemptHash,
        expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
        ...credentials,
      },
    });
  });
  const message = {
    to: user.email,
    subject: "[FC 모바일 카드 DB] 이메일 인증 코드",
    text: `FC 모바일 카드 DB 회원가입 인증 코드입니다.\n\n인증 코드: ${code}\n\n${VERIFICATION_CODE_TTL_MINUTES}분 안에 입력해주세요. 본인이 요청하지 않았다면 이 메일을 무시하세요.`,
  };
  const { mail } = ctx.services;
  // Mail goes out after the answer: a slow mail server neither delays nor times the response.
  ctx.services.background.run("verification mail", () => mail.send(message));
}

/** Resend (spec: resend-verification with userId or email) for the attempt this browser holds; its earlier code stops working. */
export async function resendVerification(ctx: Context, by: { userId?: number; email?: string }, signupToken: string | undefined) {
  const where = by.userId ? { id: by.userId } : by.email ? { email: normalizeEmail(by.email) } : null;
  if (!where) throw new NotFoundError(ACCOUNT_MESSAGES.userInfoNotFound);
  assertCanSendMail(ctx.services.mail);
  const user = await ctx.prisma.user.findUnique({ where, select: { id: true, email: true, isEmailVerified: true, isDeleted: true } });
  if (!user || user.isDeleted) throw new NotFoundError(ACCOUNT_MESSAGES.userInfoNotFound);
  if (user.isEmailVerified) throw new ConflictError(ALREADY_VERIFIED);
  const attemptHash = signupToken ? signupAttemptHash(signupToken) : null;
  const sent = attemptHash
    ? await ctx.prisma.verificationCode.findFirst({
        where: { attemptHash, userId: user.id, purpose: "REGISTER" },
        orderBy: { id: "desc" },
        select: { passwordHash: true, nickname: true, username: true },
      })
    : null;
  if (!attemptHash || !sent) throw new NotFoundError(ACCOUNT_MESSAGES.signupAttemptMissing);
  await enforceCodeSendLimits(ctx, user.email, attemptHash);
  await sendVerificationCode(ctx, user, attemptHash, sent);
  return { email: user.email, signupToken: signupToken as string };
}

/**
 * Sign-up step 2: checks the code against the codes of this browser's attempt only (5 guesses per
 * code), verifies the account and signs in, unless `signIn` is false (the login page's variant
 * returns to its login tab instead).
 */
export async function verifyRegistration(ctx: Context, input: unknown, signupToken: string | undefined, signIn: true): Promise<{ token: string; user: SessionUser }>;
export async function verifyRegistration(ctx: Context, input: unknown, signupToken: string | undefined, signIn: boolean): Promise<{ token: string | null; user: SessionUser }>;
export async function verifyRegistration(ctx: Context, input: unknown, signupToken: string | undefined, signIn: boolean): Promise<{ token: string | null; user: SessionUser }> {
  const { email, code } = parseInput(verifyRegistrationSchema, input);
  if (!signupToken) throw new ValidationError([{ path: ["code"], message: ACCOUNT_MESSAGES.signupAttemptMissing }]);
  const wrong = () => new ValidationError([{ path: ["code"], message: ACCOUNT_MESSAGES.codeIncorrect }]);
  const attemptHash = signupAttemptHash(signupToken);
  const live = { email, attemptHash, purpose: "REGISTER" as const, consumedAt: null, expiresAt: { gt: new Date() } };
  // Count the guess on every live code before comparing, atomically, so parallel guesses cannot exceed the limit.
  const counted = await ctx.prisma.verificationCode.updateManyAndReturn({
    where: { ...live, attempts: { lt: MAX_CODE_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
    select: { id: true, userId: true, codeHash: true, passwordHash: true, nickname: true, username: true },
  });
  if (counted.length === 0) throw await noGuessLeft(ctx, email, attemptHash, wrong);
  const given = Buffer.from(codeHash(email, code), "hex");
  const row = counted.find((r) => crypto.timingSafeEqual(Buffer.from(r.codeHash, "hex"), given));
  if (!row?.userId) throw wrong();
  const userId = row.userId;
  const user = await transaction(ctx.prisma, async (tx) => {
    // Verifying ends every pending code of the address, including other sign-ups' credentials.
    const consumed = await tx.verificationCode.updateMany({ where: { id: row.id, consumedAt: null }, data: { consumedAt: new Date() } });
    if (consumed.count === 0) throw wrong();
    await tx.verificationCode.updateMany({ where: { email, purpose: "REGISTER", consumedAt: null }, data: { consumedAt: new Date() } });
    const verified = await tx.user.update({
      where: { id: userId },
      data: {
        isEmailVerified: true,
        ...(row.passwordHash ? { passwordHash: row.passwordHash } : {}),
        ...(row.nickname ? { nickname: row.nickname } : {}),
        ...(row.username ? { username: row.username } : {}),
      },
      select: SESSION_USER_SELECT,
    });
    await tx.activityLog.create({
      data: { userId, action: "user_register", description: `회원가입: ${verified.nickname ?? verified.username}`, ipAddress: ctx.request.ip, userAgent: ctx.request.userAgent },
    });
    return verified;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new ConflictError(USERNAME_TAKEN);
    throw error;
  });
  if (!signIn) return { token: null, user };
  const token = await createSession(ctx.prisma, user.id, ctx.services.config.sessionTtlDays, {
    userAgent: ctx.request.userAgent,
    ipAddress: ctx.request.ip,
  });
  return { token, user };
}

/** No live code could take this guess: it expired, ran out of guesses (429), or never existed. */
async function noGuessLeft(ctx: Context, email: string, attemptHash: string, wrong: () => ValidationError) {
  const newest = await ctx.prisma.verificationCode.findFirst({
    where: { email, attemptHash, purpose: "REGISTER", consumedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { expiresAt: true },
  });
  if (!newest) return wrong();
  if (newest.expiresAt <= new Date()) return new ValidationError([{ path: ["code"], message: CODE_EXPIRED }]);
  return new RateLimitedError(Math.ceil((newest.expiresAt.getTime() - Date.now()) / 1000), LIMIT_MESSAGES.codeAttempts);
}
