import { formationByName } from "./formations";
import { RANKING_PAGE_POSITIONS, parsePosition } from "./positions";

/** The pages the client renders; the server answers 404 (with the same SPA shell) for anything else. */
const PAGE_PATHS = [
  "/",
  "/cards",
  "/cards/:id",
  "/new-cards",
  "/popular-cards",
  "/rankings/:position?",
  "/login",
  "/register",
  "/forgot-password",
  "/change-password",
  "/profile",
  "/my-reviews",
  "/community",
  "/community/write",
  "/posts/:id",
  // My activity's links (spec) resolve to the same pages.
  "/community/posts/:id",
  "/community/posts/:id/edit",
  "/formation-rankings",
  "/formation-detail",
  "/formations",
  "/formations/:formation/:formationPosition",
  "/formation-finder",
  "/stat-leaders",
  "/skill-boost-comparison",
  "/compare",
  "/admin",
  "/admin/migration",
  "/object-storage-demo",
] as const;

export const SITE_PATHS: readonly string[] = PAGE_PATHS;

const isId = (value: string) => /^[1-9]\d{0,15}$/.test(value);
const isRankingPosition = (value: string) => (RANKING_PAGE_POSITIONS as readonly string[]).includes(value.toUpperCase());

/** Parameters whose value decides whether the page exists (anything else renders the not-found page). */
const PARAM_RULES: Record<string, (value: string) => boolean> = {
  id: isId,
  position: isRankingPosition,
  formation: (value) => formationByName(value) !== undefined,
  formationPosition: (value) => parsePosition(value) !== null,
};

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split("/").filter(Boolean);
  if (segments.length > parts.length) return false;
  return parts.every((part, i) => {
    const value = segments[i];
    if (!part.startsWith(":")) return value === part;
    const optional = part.endsWith("?");
    if (value === undefined) return optional;
    const rule = PARAM_RULES[part.slice(1, optional ? -1 : undefined)];
    return rule ? rule(value) : true;
  });
}

/** Whether a decoded pathname names a page of the site (a trailing slash is allowed). */
export function isSitePath(pathname: string): boolean {
  const segments = pathname.split("/").filter(Boolean);
  return SITE_PATHS.some((pattern) => matches(pattern, segments));
}
