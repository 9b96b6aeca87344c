/**
 * Gives a history entry opened as a new document (a typed URL, a bookmark, a link from another
 * site) its own key before the router reads it. React Router would call every such entry
 * "default", so <ScrollRestoration> restored one page's position on the next: with a key per
 * entry a new document starts at the top and back/forward still restore.
 */
export function ensureHistoryEntryKey(history: History = window.history) {
  const state: unknown = history.state;
  const current = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof current.key === "string" && current.key !== "default") return;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...current, usr: current.usr ?? null, key, idx: current.idx ?? 0 }, "");
}
