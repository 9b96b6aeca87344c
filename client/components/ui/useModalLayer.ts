import { useEffect, useRef, type RefObject } from "react";

/**
 * Behaviour shared by dialogs and drawers while `open`: Escape calls `onClose`, focus moves into
 * `containerRef` (its first `[data-autofocus]` element, else the container) and returns to the
 * previously focused element on close, and the page behind stops scrolling.
 */
export function useModalLayer(open: boolean, onClose: () => void, containerRef: RefObject<HTMLElement | null>) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    const target = container?.querySelector<HTMLElement>("[data-autofocus]") ?? container;
    target?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = previousOverflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, containerRef]);
}
