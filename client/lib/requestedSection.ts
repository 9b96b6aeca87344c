import { useEffect, useRef, type RefObject } from "react";
import { useHydrating } from "./useHydrating";

/** Marks, in the server's markup, the section the address asks for (the card page's `?tab=reviews`). */
const ATTRIBUTE = "data-requested-section";

/**
 * Scrolls to the marked section as soon as the app's script runs, before hydrating (client/main.tsx).
 * Scrolling from an effect instead happens once that part of the page hydrates, which on a slow
 * phone is a moment after the page answers: the page jumped under a finger already on a button
 * (measured at 4× CPU throttling: the tap on 리뷰 작성 landed on the section behind it).
 */
export function scrollToRequestedSection(): void {
  document.querySelector(`[${ATTRIBUTE}]`)?.scrollIntoView({ block: "start" });
  // The fragment's element (a notification's `#comment-34`), where its own effect puts it once
  // hydrated (client/components/community/useCommentAnchor.ts): that effect then moves nothing.
  const fragment = window.location.hash.slice(1);
  if (fragment) document.getElementById(fragment)?.scrollIntoView({ block: "center" });
}

/**
 * Scrolls `ref` into view while `wanted` (after a navigation inside the app), and returns the
 * attribute that marks it in server-rendered markup, where scrollToRequestedSection already did.
 */
export function useRequestedSection(ref: RefObject<HTMLElement | null>, wanted: boolean): Record<string, string> {
  const scrolledBeforeHydrating = useRef(useHydrating());
  useEffect(() => {
    if (scrolledBeforeHydrating.current) {
      scrolledBeforeHydrating.current = false;
      return;
    }
    if (wanted) ref.current?.scrollIntoView({ block: "start" });
  }, [ref, wanted]);
  return wanted ? { [ATTRIBUTE]: "" } : {};
}
