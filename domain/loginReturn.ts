/** The query parameter /login reads to send a member back where they were. */
export const RETURN_PARAM = "next";

/**
 * Where to go after logging in: `raw` only when it is a path on this site (one leading slash, no
 * scheme, no `//host` or `/\host` that a browser would read as another origin) and not an account
 * page; otherwise home.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || raw.length > 2000 || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  if ([...raw].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return "/";
  const path = raw.split(/[?#]/)[0];
  if (["/login", "/register", "/forgot-password", "/change-password"].includes(path)) return "/";
  return raw;
}

/** The login page's address that returns to `current` (path + query + hash) afterwards. */
export function loginPathFor(current: string): string {
  const back = safeReturnPath(current);
  return back === "/" ? "/login" : `/login?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
