import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * True while rendering on the server and in the render that hydrates its markup (React reads the
 * server snapshot there), false from the next render on and on pages drawn in the browser. For
 * what the server cannot know (the address's `#fragment`): render it after hydrating, not during.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}
