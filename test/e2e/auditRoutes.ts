import { FORMATION_NAMES } from "../../domain/formations";
import { SITE_PATHS } from "../../domain/siteRoutes";

/** Who opens the page: the signed-in pages need the demo member or the admin. */
export type Viewer = "visitor" | "member" | "admin";

export type AuditRoute = {
  /** The `domain/siteRoutes.ts` pattern this URL stands for ("*" for the not-found page). */
  pattern: string;
  url: string;
  as: Viewer;
};

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} → ${res.status}`);
  return (await res.json()) as T;
}

/**
 * One concrete URL (real ids from the demo data) for every page pattern the site has, so a new
 * route in `domain/siteRoutes.ts` fails `missingPatterns` until it is audited too.
 */
export async function auditRoutes(baseUrl: string): Promise<AuditRoute[]> {
  const cards = await getJson<{ cards: { id: number }[] }>(`${baseUrl}/api/cards?limit=1`);
  const posts = await getJson<{ posts: { id: number; userId: number }[] }>(`${baseUrl}/api/posts?limit=1`);
  const squads = await getJson<{ squads: { id: number }[] }>(`${baseUrl}/api/squads?limit=1`);
  const cardId = cards.cards[0]!.id;
  const levelled = await cardWithLevels(baseUrl);
  const postId = posts.posts[0]!.id;
  const formation = encodeURIComponent(FORMATION_NAMES[0]!);
  const visitor = (pattern: string, url = pattern): AuditRoute => ({ pattern, url, as: "visitor" });
  const member = (pattern: string, url = pattern): AuditRoute => ({ pattern, url, as: "member" });
  return [
    visitor("/"),
    visitor("/cards"),
    visitor("/cards/:id", `/cards/${cardId}`),
    visitor("/cards/:id", `/cards/${cardId}?tab=reviews`),
    // The level selector (기본 / 랭크 / 훈련) is drawn only for a card with upgrade levels.
    visitor("/cards/:id", `/cards/${levelled}`),
    visitor("/new-cards"),
    visitor("/popular-cards"),
    visitor("/rankings/:position?", "/rankings"),
    visitor("/rankings/:position?", "/rankings/GK"),
    visitor("/login"),
    visitor("/register"),
    visitor("/forgot-password"),
    visitor("/community"),
    visitor("/community", "/community?type=best"),
    visitor("/posts/:id", `/posts/${postId}`),
    visitor("/community/posts/:id", `/community/posts/${postId}`),
    visitor("/users/:id", `/users/${posts.posts[0]!.userId}`),
    visitor("/formation-rankings"),
    visitor("/formation-detail", `/formation-detail?formation=${formation}`),
    visitor("/formations"),
    visitor("/formations/:formation/:formationPosition", `/formations/${formation}/ST`),
    visitor("/formation-finder"),
    visitor("/stat-leaders"),
    visitor("/skill-boost-comparison"),
    visitor("/compare"),
    visitor("/object-storage-demo"),
    visitor("/squad-builder"),
    visitor("/squads"),
    visitor("/squads/:id", `/squads/${squads.squads[0]!.id}`),
    visitor("*", "/no-such-page"),
    member("/my-reviews"),
    member("/watchlist"),
    member("/squads", "/squads?mine=1"),
    member("/profile"),
    member("/change-password"),
    member("/community/write"),
    // The newest post is the admin's notice: its author (the admin) opens the editor.
    { pattern: "/community/posts/:id/edit", url: `/community/posts/${postId}/edit`, as: "admin" },
    { pattern: "/admin", url: "/admin", as: "admin" },
    { pattern: "/admin/migration", url: "/admin/migration", as: "admin" },
  ];
}

/** A demo card that has upgrade levels (the demo data gives them to every fifth card). */
async function cardWithLevels(baseUrl: string): Promise<number> {
  const { cards } = await getJson<{ cards: { id: number }[] }>(`${baseUrl}/api/cards?limit=20`);
  for (const { id } of cards) {
    const card = await getJson<{ levels: unknown[] }>(`${baseUrl}/api/cards/${id}`);
    if (card.levels.length > 0) return id;
  }
  throw new Error("no demo card with upgrade levels among the first 20");
}

/** Site patterns no audited URL stands for. */
export function missingPatterns(routes: readonly AuditRoute[]): string[] {
  const covered = new Set(routes.map((route) => route.pattern));
  return SITE_PATHS.filter((pattern) => !covered.has(pattern));
}
