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
  "/watchlist",
  // A member's public page (작성글 보기, 프로필 from any nickname).
  "/users/:id",
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
  "/squad-builder",
  "/squads",
  "/squads/:id",
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

/** The pattern's parameters when it names these segments, else null. */
function matches(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split("/").filter(Boolean);
  if (segments.length > parts.length) return null;
  const params: Record<string, string> = {};
  const ok = parts.every((part, i) => {
    const value = segments[i];
    if (!part.startsWith(":")) return value === part;
    const optional = part.endsWith("?");
    if (value === undefined) return optional;
    const name = part.slice(1, optional ? -1 : undefined);
    const rule = PARAM_RULES[name];
    params[name] = value;
    return rule ? rule(value) : true;
  });
  return ok ? params : null;
}

export interface SiteRouteMatch {
  /** The route pattern, as the client's router names it ("/cards/:id"). */
  pattern: string;
  params: Record<string, string>;
}

/** The page a decoded pathname names (a trailing slash is allowed), with its parameters. */
export function matchSitePath(pathname: string): SiteRouteMatch | null {
  const segments = pathname.split("/").filter(Boolean);
  for (const pattern of SITE_PATHS) {
    const params = matches(pattern, segments);
    if (params) return { pattern, params };
  }
  return null;
}

/** Whether a decoded pathname names a page of the site (a trailing slash is allowed). */
export function isSitePath(pathname: string): boolean {
  return matchSitePath(pathname) !== null;
}
