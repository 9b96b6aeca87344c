import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import type { TrackVisitInput } from "./useTrackVisitMutation";
import { getVisitorSessionId } from "./visitorSession";

/** A visit counts after 1 s on a page. */
export const VISIT_TRACKING_DELAY_MS = 1000;

/**
 * Calls `track` once the visitor has stayed `delayMs` on a page, again on every route change.
 * The referrer is the previous page of the site, or the document referrer on the first page.
 */
export function useVisitorTracking(track: (input: TrackVisitInput) => void, delayMs = VISIT_TRACKING_DELAY_MS) {
  const { pathname } = useLocation();
  const trackRef = useRef(track);
  const visitRef = useRef<{ pathname: string; referrer: string | null } | null>(null);

  useEffect(() => {
    trackRef.current = track;
  }, [track]);

  useEffect(() => {
    // Reuse the visit when the effect reruns for the same page (StrictMode, delay change).
    const previous = visitRef.current;
    const visit =
      previous?.pathname === pathname
        ? previous
        : { pathname, referrer: previous ? `${window.location.origin}${previous.pathname}` : document.referrer || null };
    visitRef.current = visit;
    const timer = window.setTimeout(() => {
      trackRef.current({ sessionId: getVisitorSessionId(), page: visit.pathname, referrer: visit.referrer });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, delayMs]);
}
