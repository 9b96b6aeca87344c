import { useEffect, useRef, type RefObject } from "react";
import { useFocusTrap } from "./useFocusTrap";

/**
 * A menu or popover while `open`: a pointer press outside `ref` calls `onDismiss("outside")`, and
 * `panelRef` (the open panel) gets the focus contract of `useFocusTrap`, its Escape calling
 * `onDismiss("escape")`.
 */
export function useDismiss(
  open: boolean,
  ref: RefObject<HTMLElement | null>,
  onDismiss: (reason: "outside" | "escape") => void,
  panelRef: RefObject<HTMLElement | null> = ref,
) {
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);
  useFocusTrap(open, panelRef, () => onDismissRef.current("escape"));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) onDismissRef.current("outside");
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("touchstart", onPointerDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("touchstart", onPointerDown);
    };
  }, [open, ref]);
}
