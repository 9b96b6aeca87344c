import styled from "@emotion/styled";
import { useCallback, useEffect, useState } from "react";

/** Spec: one toast at a time, 5000 ms. */
const TOAST_MS = 5000;

type ToastState = { title: string; text?: string; tone: "success" | "error" } | null;

/** A single toast: showing a new one replaces the current one. */
export function useToast() {
  const [toast, setToast] = useState<ToastState>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback((next: NonNullable<ToastState>) => setToast(next), []);
  const element = toast ? (
    <Box role={toast.tone === "error" ? "alert" : "status"} tone={toast.tone}>
      <strong>{toast.title}</strong>
      {toast.text ? <span>{toast.text}</span> : null}
    </Box>
  ) : null;
  return { show, element };
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
