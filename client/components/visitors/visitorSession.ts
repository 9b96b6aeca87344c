/** sessionStorage key of the per-tab visitor id. */
export const VISITOR_SESSION_KEY = "fc_visitor_session";

let fallbackId: string | null = null;

function randomId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The visitor session id of this tab, created on first use and kept in sessionStorage. */
export function getVisitorSessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(VISITOR_SESSION_KEY);
    if (stored) return stored;
    const id = randomId();
    window.sessionStorage.setItem(VISITOR_SESSION_KEY, id);
    return id;
  } catch {
    // Storage blocked: keep one id for this page's lifetime instead.
    fallbackId ??= randomId();
    return fallbackId;
  }
}
