/** localStorage key of the session token (spec: "fc_mobile_token"). */
export const TOKEN_STORAGE_KEY = "fc_mobile_token";

type TokenListener = (token: string | null) => void;

const listeners = new Set<TokenListener>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can throw when blocked (privacy modes, sandboxed frames).
    return null;
  }
}

function notify(token: string | null) {
  for (const listener of [...listeners]) listener(token);
}

/** The stored session token, or null when signed out. */
export function getToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** Stores the session token after sign-in and notifies listeners. */
export function setToken(token: string): void {
  try {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Blocked storage: the session cannot be kept, so the user stays signed out.
  }
  notify(token);
}

/** Forgets the session token (sign-out) and notifies listeners. */
export function clearToken(): void {
  try {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  notify(null);
}

/**
 * Calls `listener` whenever the token changes, in this tab or (through the `storage` event)
 * another tab of the site. Returns the unsubscribe function.
 */
export function subscribeToken(listener: TokenListener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener(getToken());
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
