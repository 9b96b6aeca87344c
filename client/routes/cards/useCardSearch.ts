import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { cardSearchToParams, parseCardSearch, type CardSearch } from "../../../domain/cardSearch";

export type CardView = "grid" | "list";

/**
 * The search lives in the URL, so it can be shared and the back button works. Any change other
 * than the page itself goes back to the first page.
 */
export function useCardSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseCardSearch(params), [params]);
  const view: CardView = params.get("view") === "list" ? "list" : "grid";

  const write = useCallback(
    (next: Partial<CardSearch>, nextView: CardView, replace = false) => {
      const out = cardSearchToParams(next);
      if (nextView === "list") out.set("view", "list");
      setParams(out, { replace, preventScrollReset: true });
    },
    [setParams],
  );

  const update = useCallback(
    (patch: Partial<CardSearch>, options: { replace?: boolean } = {}) => {
      const next: Partial<CardSearch> = { ...search, ...patch };
      if (!("offset" in patch)) next.offset = 0;
      for (const key of Object.keys(patch) as (keyof CardSearch)[]) {
        if (patch[key] === undefined) delete next[key];
      }
      write(next, view, options.replace);
    },
    [search, view, write],
  );

  const clear = useCallback(() => write({ sortBy: search.sortBy }, view), [search.sortBy, view, write]);
  const setView = useCallback((nextView: CardView) => write(search, nextView, true), [search, write]);

  return { search, view, update, clear, setView };
}
