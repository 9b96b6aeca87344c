import { matchSitePath } from "../../domain/siteRoutes";
import { FIXED_PAGES, rankingsLevelDescription, rankingsSubject } from "../../domain/pageMeta";
import { levelOfParams } from "../../domain/cardLevelIds";
import { canonicalPath } from "../../domain/canonicalPath";
import { DEFAULT_RANKING_POSITION, RANKING_PAGE_POSITIONS, parsePosition } from "../../domain/positions";
import { DEFAULT_FORMATION, formationByName } from "../../domain/formations";
import type { PageHead } from "./html";
import { cardPageHead } from "./cardPage";
import { postPageHead } from "./postPage";
import { formationPageHead } from "./formationPage";
import { squadPageHead } from "./squadPage";
import { fixedPageHead, notFoundHead, type PageRequest } from "./page";

type Resolver = (request: PageRequest) => Promise<PageHead>;

/** Pages whose head comes from data; every other page has fixed words (domain/pageMeta.ts). */
const DATA_PAGES: Record<string, Resolver> = {
  "/cards/:id": cardPageHead,
  "/posts/:id": postPageHead,
  "/community/posts/:id": postPageHead,
  "/formations/:formation/:formationPosition": formationPageHead,
  "/squads/:id": squadPageHead,
};

/** The head of the page a URL names: its data page, its fixed page, or the not-found page (404). */
export async function resolvePageHead(request: Omit<PageRequest, "params">): Promise<PageHead> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(request.url.pathname);
  } catch {
    return notFoundHead(request);
  }
  const match = matchSitePath(pathname);
  if (!match) return notFoundHead(request);
  const page = { ...request, params: match.params };
  const resolver = DATA_PAGES[match.pattern];
  if (resolver) return resolver(page);
  const fixed = FIXED_PAGES[match.pattern];
  const canonical = canonicalPath(match.pattern, match.params, request.url.searchParams);
  if (match.pattern === "/rankings/:position?") {
    const position = parsePosition(match.params.position ?? DEFAULT_RANKING_POSITION, RANKING_PAGE_POSITIONS) ?? DEFAULT_RANKING_POSITION;
    const level = levelOfParams(request.url.searchParams);
    const description = level ? rankingsLevelDescription(position, level) : fixed.description;
    return fixedPageHead(page, { ...fixed, subject: rankingsSubject(position, level), description }, canonical);
  }
  if (match.pattern === "/formation-detail") {
    const formation = formationByName(request.url.searchParams.get("formation") ?? "")?.name ?? DEFAULT_FORMATION;
    return fixedPageHead(page, { ...fixed, subject: `${formation} 포메이션` }, canonical);
  }
  return fixedPageHead(page, fixed ?? { subject: null, description: FIXED_PAGES["/"].description }, canonical);
}
