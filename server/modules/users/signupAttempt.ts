import crypto from "node:crypto";

/**
 * A sign-up attempt is the browser that asked for a code: it holds a random token, the server keeps
 * its SHA-256 on each code it sent, and a code only completes the attempt that requested it.
 */
export function newSignupAttempt() {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: signupAttemptHash(token) };
}

export const signupAttemptHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** REST carries the token in this cookie too, so the spec's calls (email + code only) keep working in the browser that started them. */
const SIGNUP_COOKIE = "fc_signup";
const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

export function signupCookie(token: string | null, secure: boolean) {
  const value = token ?? "";
  const maxAge = token ? COOKIE_MAX_AGE_SECONDS : 0;
  return `${SIGNUP_COOKIE}=${value}; Path=/api/auth; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

export function signupTokenFromCookie(header: string | null): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SIGNUP_COOKIE && rest.length) return rest.join("=") || undefined;
  }
  return undefined;
}
