import { useTrackVisitMutation } from "./useTrackVisitMutation";
import { useVisitorTracking } from "./useVisitorTracking";

/** Mounted once in the app shell; sends `trackVisit` for each page the visitor stays on. */
export function VisitorTracker() {
  useVisitorTracking(useTrackVisitMutation());
  return null;
}
