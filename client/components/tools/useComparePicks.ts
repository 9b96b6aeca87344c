import { useCallback, useSyncExternalStore } from "react";
import { compareIsFull, parseCompareIds, togglePicked } from "../../../domain/cardComparison";

// Cards picked for comparison survive moving between the search page and card pages in this tab.
const KEY = "fc_compare_cards";
const listeners = new Set<() => void>();

function read(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

function write(ids: readonly number[]) {
  try {
    window.sessionStorage.setItem(KEY, ids.join(","));
  } catch {
    // Storage can be off (private mode); picks then last until the next read only.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The card ids picked for /compare, with toggle (false when the list is full and nothing changed) and clear. */
export function useComparePicks() {
  const raw = useSyncExternalStore(subscribe, read, () => "");
  const picked = parseCompareIds(raw);
  const toggle = useCallback((id: number) => {
    const current = parseCompareIds(read());
    if (compareIsFull(current, id)) return false;
    write(togglePicked(current, id));
    return true;
  }, []);
  const clear = useCallback(() => write([]), []);
  return { picked, toggle, clear };
}
