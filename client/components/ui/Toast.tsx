import styled from "@emotion/styled";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

/** Spec: one toast at a time, 5000 ms. */
const TOAST_MS = 5000;

type ToastMessage = { title: string; text?: string; tone: "success" | "error" };
type ShowToast = (toast: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Owns the page's single toast: showing a new one replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback<ShowToast>((next) => setToast(next), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* The live regions stay in the page so screen readers announce the toast put into them. */}
      <div role="status" aria-atomic="true">
        {toast?.tone === "success" ? <ToastBox toast={toast} /> : null}
      </div>
      <div role="alert" aria-atomic="true">
        {toast?.tone === "error" ? <ToastBox toast={toast} /> : null}
      </div>
    </ToastContext.Provider>
  );
}

function ToastBox({ toast }: { toast: ToastMessage }) {
  return (
    <Box tone={toast.tone}>
      <strong>{toast.title}</strong>
      {toast.text ? <span>{toast.text}</span> : null}
    </Box>
  );
}

/** Shows a toast through the nearest ToastProvider (the app shell has one). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast needs a ToastProvider above it");
  return show;
}

const Box = styled.div<{ tone: "success" | "error" }>(({ theme, tone }) => ({
  position: "fixed",
  right: theme.space(4),
  bottom: theme.space(4),
  zIndex: theme.zIndices.dialog,
  display: "grid",
  gap: theme.space(1),
  maxWidth: "360px",
  padding: theme.space(3, 4),
  borderRadius: theme.radii.md,
  border: `1px solid ${tone === "error" ? theme.colors.danger : theme.colors.primary}`,
  background: theme.colors.surfaceRaised,
  boxShadow: theme.shadows.overlay,
  fontSize: theme.fontSizes.sm,
}));
