import type { Context } from "../core/context";
import { visibleWhere } from "../core/visibility";
import { FORMATIONS } from "../../domain/formations";
import { FIXED_PAGES } from "../../domain/pageMeta";
import { RANKING_PAGE_POSITIONS } from "../../domain/positions";
import { escapeHtml } from "./html";
import { formationTopPath } from "./formationPage";

/** The sitemap protocol's limit of URLs per file. */
const SITEMAP_PAGE_SIZE = 50_000;

type Db = Pick<Context, "prisma">;
interface UrlEntry { path: string; lastmod?: Date | null }

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const lastmodTag = (date: Date | null | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : "");

function urlset(origin: string, entries: UrlEntry[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeHtml(origin + e.path)}</loc>${lastmodTag(e.lastmod)}</url>`);
  return `${XML_HEAD}<urlset ${NS}>\n${urls.join("\n")}\n</urlset>\n`;
}

const maxDate = (dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);

/**
 * Every page without its own data (the fixed list pages, each position ranking) and every
 * formation TOP 100 page, dated by the newest review written with that formation.
 */
async function pageEntries({ prisma }: Db): Promise<UrlEntry[]> {
  const byFormation = await prisma.review.groupBy({ by: ["formation"], where: { hiddenAt: null }, _max: { updatedAt: true } });
  const formationDates = new Map(byFormation.map((row) => [row.formation, row._max.updatedAt]));
  const fixed = Object.entries(FIXED_PAGES)
    .filter(([pattern, page]) => !page.noindex && !pattern.includes(":"))
    .map(([path]) => ({ path }));
  const rankings = RANKING_PAGE_POSITIONS.map((position) => ({ path: `/rankings/${position}` }));
  const formations = FORMATIONS.flatMap((formation) =>
    [...new Set(formation.positions.map((s) => s.position))].map((position) => ({
      path: formationTopPath(formation.name, position),
      lastmod: formationDates.get(formation.name),
    })),
  );
  return [...fixed, ...rankings, ...formations];
}

const postWhere = visibleWhere(null);

/** One file of cards or posts, in id order, with the row's last change as lastmod. */
async function rowEntries({ prisma }: Db, kind: "cards" | "posts", page: number, pageSize: number): Promise<UrlEntry[]> {
  const query = { select: { id: true, updatedAt: true }, orderBy: { id: "asc" as const }, skip: (page - 1) * pageSize, take: pageSize };
  const rows = kind === "cards" ? await prisma.card.findMany(query) : await prisma.post.findMany({ ...query, where: postWhere });
  const prefix = kind === "cards" ? "/cards/" : "/posts/";
  return rows.map((row) => ({ path: prefix + row.id, lastmod: row.updatedAt }));
}

/** sitemap.xml: the index of every file, each dated by its newest row (three statements). */
export async function sitemapIndex(db: Db, origin: string, pageSize = SITEMAP_PAGE_SIZE): Promise<string> {
  const [cards, posts, pages] = await Promise.all([
    db.prisma.card.aggregate({ _count: { _all: true }, _max: { updatedAt: true } }),
    db.prisma.post.aggregate({ where: postWhere, _count: { _all: true }, _max: { updatedAt: true } }),
    pageEntries(db),
  ]);
  const files: { path: string; lastmod: Date | null }[] = [{ path: "/sitemaps/pages-1.xml", lastmod: maxDate(pages.map((p) => p.lastmod)) }];
  for (const [kind, stats] of [["cards", cards], ["posts", posts]] as const) {
    const count = Math.ceil(stats._count._all / pageSize);
    // Only the last file's newest row is known without reading them all: every file gets that date.
    for (let page = 1; page <= count; page++) files.push({ path: `/sitemaps/${kind}-${page}.xml`, lastmod: stats._max.updatedAt });
  }
  const items = files.map((f) => `<sitemap><loc>${escapeHtml(origin + f.path)}</loc>${lastmodTag(f.lastmod)}</sitemap>`);
  return `${XML_HEAD}<sitemapindex ${NS}>\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** One file of the index (/sitemaps/{pages|cards|posts}-{n}.xml), or null when there is no such file. */
export async function sitemapFile(db: Db, origin: string, name: string, pageSize = SITEMAP_PAGE_SIZE): Promise<string | null> {
  const match = /^(pages|cards|posts)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  const [, kind, pageText] = match;
  const page = Number(pageText);
  if (kind === "pages") return page === 1 ? urlset(origin, await pageEntries(db)) : null;
  const entries = await rowEntries(db, kind as "cards" | "posts", page, pageSize);
  return entries.length > 0 || page === 1 ? urlset(origin, entries) : null;
}
