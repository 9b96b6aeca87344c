import { useEffect, type RefObject } from "react";
import { useFocusTrap } from "./useFocusTrap";

/**
 * Behaviour shared by dialogs and drawers while `open`: the focus contract of `useFocusTrap`
 * (focus in, trapped, Escape calls `onClose`, focus back on close), and the page behind stops scrolling.
 */
export function useModalLayer(open: boolean, onClose: () => void, containerRef: RefObject<HTMLElement | null>) {
  useFocusTrap(open, containerRef, onClose);
  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);
}
