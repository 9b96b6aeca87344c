import type { Context } from "../core/context";
import { NOT_FOUND_PAGE, pageTitle, type FixedPage } from "../../domain/pageMeta";
import { escapeHtml, type PageHead } from "./html";

/** What a page resolver gets: the database, the public origin and the request's URL. */
export interface PageRequest {
  ctx: Pick<Context, "prisma" | "viewer" | "reads">;
  origin: string;
  url: URL;
  params: Record<string, string>;
}

/** The site-wide share image (site name and description), for pages without their own. */
const SITE_IMAGE_PATH = "/og/site.png";

interface PageParts {
  status?: number;
  /** Title subject; null is the home page (the site name alone). */
  subject: string | null;
  description: string;
  /** Path (and normalised query) of the canonical URL; null for pages kept out of the index. */
  canonicalPath: string | null;
  noindex?: boolean;
  ogType?: PageHead["ogType"];
  imagePath?: string;
  imageAlt?: string;
  jsonLd?: object[];
  content: string;
}

/** A PageHead from a resolver's parts, with absolute URLs on this origin. */
export function pageHead(request: Pick<PageRequest, "origin">, parts: PageParts): PageHead {
  const title = pageTitle(parts.subject);
  return {
    status: parts.status ?? 200,
    title,
    description: parts.description,
    canonical: parts.canonicalPath && !parts.noindex ? request.origin + parts.canonicalPath : null,
    noindex: parts.noindex ?? false,
    ogType: parts.ogType ?? "website",
    image: request.origin + (parts.imagePath ?? SITE_IMAGE_PATH),
    imageAlt: parts.imageAlt ?? title,
    jsonLd: parts.jsonLd ?? [],
    content: parts.content,
  };
}

/** A page with fixed words: its title as the heading, its description as the text. */
export function fixedPageHead(request: Pick<PageRequest, "origin">, page: FixedPage, canonicalPath: string, status = 200): PageHead {
  return pageHead(request, {
    status,
    subject: page.subject,
    description: page.description,
    canonicalPath,
    noindex: page.noindex,
    content: `<main><h1>${escapeHtml(page.subject ?? "FC 모바일 카드 DB")}</h1><p>${escapeHtml(page.description)}</p>${SITE_LINKS}</main>`,
  });
}

export const notFoundHead = (request: Pick<PageRequest, "origin">) => fixedPageHead(request, NOT_FOUND_PAGE, "/", 404);

/** Links a reader without JavaScript (and a crawler) can follow from any page. */
const SITE_LINKS = `<nav aria-label="사이트"><ul>${[
  ["/", "홈"], ["/cards", "선수 카드"], ["/new-cards", "신규 카드"], ["/popular-cards", "인기 카드"], ["/rankings/ST", "포지션별 랭킹"],
  ["/formations", "포메이션"], ["/formation-rankings", "포메이션 랭킹"], ["/community", "커뮤니티"],
].map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join("")}</ul></nav>`;

/** schema.org BreadcrumbList from (name, path) steps. */
export function breadcrumbs(origin: string, steps: [string, string][]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map(([name, path], i) => ({ "@type": "ListItem", position: i + 1, name, item: origin + path })),
  };
}

/** The same steps as visible links. */
export const breadcrumbNav = (steps: [string, string][]) =>
  `<nav aria-label="현재 위치"><ol>${steps.map(([name, path]) => `<li><a href="${escapeHtml(path)}">${escapeHtml(name)}</a></li>`).join("")}</ol></nav>`;
