/** Where a banner click goes: a route inside the site or another site. */
export type BannerLink = { kind: "internal"; to: string } | { kind: "external"; href: string };

/**
 * A banner link is used as is when it begins with the site's own address
 * (`origin`), "https://" or "/"; otherwise "https://" is prepended. Blank links mean no link.
 */
export function normalizeBannerLink(linkUrl: string | null | undefined, origin: string): string | null {
  const link = linkUrl?.trim();
  if (!link) return null;
  // "" while the page is rendered on the server (lib/usePageOrigin): no link is "the site's own" then.
  if ((origin !== "" && link.startsWith(origin)) || link.startsWith("https://") || link.startsWith("/")) return link;
  return `https://${link}`;
}

function isSameOrigin(href: string, origin: string): boolean {
  if (origin === "" || !href.startsWith(origin)) return false;
  const next = href.charAt(origin.length);
  return next === "" || next === "/" || next === "?" || next === "#";
}

/** The normalized link, classified so site links navigate without a page load. */
export function resolveBannerLink(linkUrl: string | null | undefined, origin: string): BannerLink | null {
  const href = normalizeBannerLink(linkUrl, origin);
  if (href === null) return null;
  if (href.startsWith("/") && !href.startsWith("//")) return { kind: "internal", to: href };
  if (isSameOrigin(href, origin)) {
    const path = href.slice(origin.length);
    return { kind: "internal", to: path.startsWith("/") ? path : `/${path}` };
  }
  return { kind: "external", href };
}
