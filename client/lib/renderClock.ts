import { createContext, createElement, useCallback, useContext, useSyncExternalStore, type ReactNode } from "react";
import { relativeTimeKo } from "../../domain/time";

const MINUTE = 60_000;

/** The minute the server rendered the page in (client/ssr: sent with the page), or null. */
const RenderTime = createContext<number | null>(null);

export function RenderTimeProvider({ at, children }: { at: number | null; children: ReactNode }) {
  return createElement(RenderTime.Provider, { value: at }, children);
}

/** The current minute: relative times change by the minute at most. */
export const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

const everyMinute = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE);
  return () => clearInterval(timer);
};

/**
 * "N분 전" for a date, by a clock that reads the server's render minute while the server renders
 * and while the browser hydrates that markup (a page may come from the response cache minutes
 * later: the same words, so hydration matches), then the browser's own minute, kept current.
 */
export function useRelativeTime(): (date: Date | string | number) => string {
  const renderedAt = useContext(RenderTime);
  const now = useSyncExternalStore(everyMinute, currentMinute, () => renderedAt ?? currentMinute());
  return useCallback((date: Date | string | number) => relativeTimeKo(date, now), [now]);
}
