import crypto from "node:crypto";
import { forgotPasswordSchema } from "../../../domain/accounts";
import type { AppServices, Context } from "../../core/context";
import { parseInput } from "../../errors";
import type { Tx } from "../../platform/db";
import { enforceResetLimits } from "./limits";
import { hashPassword, verifyPassword } from "./password";
import { revokeSessions } from "../../core/session";
import { assertCanSendMail } from "../../platform/mail";

const RESET_SENT = "입력하신 이메일로 임시 비밀번호를 보냈습니다. 메일을 확인해주세요.";
/** How long an e-mailed temporary password can be used; the old password keeps working meanwhile. */
const TEMP_PASSWORD_TTL_MINUTES = 60;

const TEMP_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

function temporaryPassword(length = 12) {
  return Array.from({ length }, () => TEMP_ALPHABET[crypto.randomInt(TEMP_ALPHABET.length)]).join("");
}

/**
 * Forgot password: the answer is the same, and as fast, whether or not the address has an account;
 * the lookup, hashing and mail happen after the answer is sent.
 */
export async function requestPasswordReset(ctx: Context, input: unknown): Promise<{ message: string }> {
  const { email } = parseInput(forgotPasswordSchema, input);
  await enforceResetLimits(ctx, email);
  assertCanSendMail(ctx.services.mail);
  const { services } = ctx;
  services.background.run("password reset mail", () => sendTemporaryPassword(services, email));
  return { message: RESET_SENT };
}

/** Stores a pending temporary password (hash + expiry) and mails it; the current password is untouched. */
async function sendTemporaryPassword(services: AppServices, email: string) {
  const prisma = services.database.prisma;
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, isDeleted: true, isEmailVerified: true } });
  if (!user || user.isDeleted || !user.isEmailVerified) return;
  const password = temporaryPassword();
  await prisma.user.update({
    where: { id: user.id },
    data: { pendingPasswordHash: await hashPassword(password), pendingPasswordExpiresAt: new Date(Date.now() + TEMP_PASSWORD_TTL_MINUTES * 60_000) },
  });
  await services.mail.send({
    to: email,
    subject: "[FC 모바일 카드 DB] 임시 비밀번호 안내",
    text:
      `요청하신 임시 비밀번호입니다.\n\n임시 비밀번호: ${password}\n\n${TEMP_PASSWORD_TTL_MINUTES}분 안에 이 비밀번호로 로그인한 뒤 바로 새 비밀번호로 변경해주세요. ` +
      `본인이 요청하지 않았다면 이 메일을 무시하세요. 기존 비밀번호는 그대로 사용할 수 있습니다.`,
  });
}

export interface PendingPassword {
  pendingPasswordHash: string | null;
  pendingPasswordExpiresAt: Date | null;
}

/** Whether `password` is the user's live (unexpired) e-mailed temporary password. */
export async function matchesTemporaryPassword(user: PendingPassword, password: string) {
  if (!user.pendingPasswordHash || !user.pendingPasswordExpiresAt || user.pendingPasswordExpiresAt <= new Date()) return false;
  return verifyPassword(user.pendingPasswordHash, password);
}

/**
 * A login with the temporary password: it becomes the password (flagged, so the client asks for a
 * new one), the pending one is cleared and every session of the user ends. Returns the revoked
 * session ids, or null when that temporary password was meanwhile used or replaced (single use).
 */
export async function adoptTemporaryPassword(tx: Tx, userId: number, pendingPasswordHash: string) {
  const adopted = await tx.user.updateMany({
    where: { id: userId, pendingPasswordHash },
    data: { passwordHash: pendingPasswordHash, isTempPassword: true, pendingPasswordHash: null, pendingPasswordExpiresAt: null },
  });
  return adopted.count === 1 ? revokeSessions(tx, { userId }) : null;
}
