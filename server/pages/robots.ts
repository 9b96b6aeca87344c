/** Paths no crawler should read: members' and admins' screens, forms, and the APIs. Share images (/og/) stay open: link previews obey robots.txt too. */
const DISALLOWED = ["/admin", "/my-reviews", "/watchlist", "/profile", "/community/write", "/login", "/register", "/forgot-password", "/change-password", "/community/posts/*/edit", "/api/", "/graphql"];

/** robots.txt: everything else may be crawled; the sitemap index is named with its absolute URL. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", ...DISALLOWED.map((path) => `Disallow: ${path}`), "Allow: /", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
