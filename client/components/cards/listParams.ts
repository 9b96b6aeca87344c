import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { CARD_PAGE_SIZE, offsetOfPage } from "../../../domain/cardSearch";
import { parsePosition } from "../../../domain/positions";

/** position and page of a paged card list URL (/new-cards, /popular-cards); bad values are ignored. */
export function listParams(params: URLSearchParams) {
  const position = params.get("position");
  const page = Number(params.get("page"));
  return {
    position: parsePosition(position),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

export const listOffset = (page: number) => offsetOfPage(page, CARD_PAGE_SIZE);

/** Reads and writes a list URL; changing anything but the page returns to page 1. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (patch: Record<string, string | number | null>) => {
      const next = new URLSearchParams(params);
      if (!("page" in patch)) next.delete("page");
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === "" || (key === "page" && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      setParams(next, { preventScrollReset: true });
    },
    [params, setParams],
  );
  return { params, ...listParams(params), set };
}
