import { z } from "zod";
import { ACCOUNT_MESSAGES } from "./accountMessages";


const PASSWORD_MIN_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;

/**
 * The most common leaked passwords of 6+ characters (domain.md: a block-list beside the spec's
 * minimum). Compared case-insensitively.
 */
const COMMON_PASSWORDS = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "111111", "000000", "123123",
  "654321", "666666", "121212", "112233", "password", "password1", "qwerty", "qwerty123",
  "qwertyuiop", "abc123", "abcdef", "iloveyou", "admin123", "letmein", "welcome", "monkey",
  "dragon", "football", "sunshine", "princess", "asdfgh", "zxcvbn", "1q2w3e4r", "1q2w3e",
  "q1w2e3r4", "qwer1234", "asdf1234", "a123456", "aa123456", "passw0rd", "secret",
]);

function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Trimmed, lower-cased e-mail: the one form stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const email = z
  .string({ error: ACCOUNT_MESSAGES.invalidEmail })
  .trim()
  .max(254, ACCOUNT_MESSAGES.invalidEmail)
  .pipe(z.email({ error: ACCOUNT_MESSAGES.invalidEmail }))
  .transform(normalizeEmail);

/** A new password: the spec's minimum, a sane maximum (Argon2 cost), and the block-list. */
function newPasswordSchema(minMessage: string = ACCOUNT_MESSAGES.passwordMin) {
  return z
    .string({ error: minMessage })
    .min(PASSWORD_MIN_LENGTH, minMessage)
    .max(128, ACCOUNT_MESSAGES.passwordTooLong)
    .refine((p) => !isCommonPassword(p), ACCOUNT_MESSAGES.commonPassword);
}

const nicknameSchema = z
  .string({ error: ACCOUNT_MESSAGES.fillAllFields })
  .trim()
  .min(1, ACCOUNT_MESSAGES.fillAllFields)
  .min(2, ACCOUNT_MESSAGES.nicknameLength)
  .max(20, ACCOUNT_MESSAGES.nicknameLength);

const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{3,20}$/, ACCOUNT_MESSAGES.usernameFormat);

/** Registration: every field required, password ≥ 6; username optional (derived from the e-mail). */
export const registrationSchema = z.object({
  email: z.string({ error: ACCOUNT_MESSAGES.fillAllFields }).trim().min(1, ACCOUNT_MESSAGES.fillAllFields).pipe(email),
  nickname: nicknameSchema,
  password: z.string({ error: ACCOUNT_MESSAGES.fillAllFields }).min(1, ACCOUNT_MESSAGES.fillAllFields).pipe(newPasswordSchema()),
  username: usernameSchema.optional(),
});

/** The login-page variant adds the confirmation, which must match. */
export const registrationFormSchema = registrationSchema
  .extend({ confirmPassword: z.string({ error: ACCOUNT_MESSAGES.fillAllFields }).min(1, ACCOUNT_MESSAGES.fillAllFields) })
  .refine((v) => v.password === v.confirmPassword, { message: ACCOUNT_MESSAGES.passwordMismatch, path: ["confirmPassword"] });

export const verificationCodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.codeRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.codeRequired)
  .regex(/^\d{6}$/, ACCOUNT_MESSAGES.codeFormat);

export const verifyRegistrationSchema = z.object({ email, code: verificationCodeSchema });

export const loginSchema = z.object({
  username: required(ACCOUNT_MESSAGES.loginRequired).max(254, ACCOUNT_MESSAGES.invalidCredentials),
  password: z.string({ error: ACCOUNT_MESSAGES.loginRequired }).min(1, ACCOUNT_MESSAGES.loginRequired).max(128, ACCOUNT_MESSAGES.invalidCredentials),
});

export const forgotPasswordSchema = z.object({ email });

/** Profile dialog: current + new (≥ 6) + confirmation, which must match. */
export const changePasswordSchema = z
  .object({
    currentPassword: required(ACCOUNT_MESSAGES.currentPasswordRequired),
    newPassword: newPasswordSchema(ACCOUNT_MESSAGES.newPasswordMin),
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.confirmRequired }).min(1, ACCOUNT_MESSAGES.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: ACCOUNT_MESSAGES.passwordMismatch, path: ["confirmPassword"] });

/** Change-password page: both fields ≥ 6 and equal; the server receives only the new password. */
export const setPasswordFormSchema = z
  .object({
    newPassword: newPasswordSchema(ACCOUNT_MESSAGES.newPasswordMin),
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.newPasswordMin),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: ACCOUNT_MESSAGES.newPasswordMismatch, path: ["confirmPassword"] });

export const setPasswordSchema = z.object({ newPassword: newPasswordSchema(ACCOUNT_MESSAGES.newPasswordMin) });

/** First Korean message of a failed parse, for forms that show one line. */
export function firstIssue(result: { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? ACCOUNT_MESSAGES.genericError);
}
