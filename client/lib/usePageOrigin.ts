import { useHydrating } from "./useHydrating";

/**
 * The page's origin; "" while rendering on the server and hydrating (the server renders for any
 * host it is reached by), so the hydrating render matches the server's markup and the next one
 * has the origin.
 */
export function usePageOrigin(): string {
  return useHydrating() ? "" : window.location.origin;
}
