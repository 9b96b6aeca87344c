import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[inert]") && el.getClientRects().length > 0);
}

/**
 * The keyboard contract of every dialog, drawer and menu while `open`: focus moves into
 * `containerRef` (its first `[data-autofocus]` element, else the container itself), Tab and
 * Shift+Tab cycle inside it, Escape calls `onEscape`, and on close focus returns to the element
 * that had it, unless the user has since put focus somewhere else (a click outside).
 */
export function useFocusTrap(open: boolean, containerRef: RefObject<HTMLElement | null>, onEscape: () => void) {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    (container?.querySelector<HTMLElement>("[data-autofocus]") ?? container)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== "Tab" || !container) return;
      const items = focusables(container);
      const active = document.activeElement;
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = active instanceof Node && container.contains(active);
      if (event.shiftKey && (!inside || active === first || active === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      const active = document.activeElement;
      const focusLeftWithLayer = active === null || active === document.body || (container?.contains(active) ?? false);
      if (focusLeftWithLayer && previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, containerRef]);
}
