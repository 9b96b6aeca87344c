import type { Context } from "../core/context";
import { Prisma } from "../generated/prisma/client";
import { FORMATIONS, formationTopPath } from "../../domain/formations";
import { FIXED_PAGES } from "../../domain/pageMeta";
import { RANKING_PAGE_POSITIONS } from "../../domain/positions";
import { escapeHtml } from "./html";

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

/**
 * A card page changes with its reviews, a post page and a squad page with their comments, which do
 * not touch the row's updatedAt (counters are recomputed in SQL): lastmod is the newest of the row
 * and those. Only what a visitor may open is listed (visible posts, public squads).
 */
const ROWS = {
  cards: { table: Prisma.raw(`"Card"`), children: Prisma.raw(`"Review"`), key: Prisma.raw(`"cardId"`), childDate: Prisma.raw(`"updatedAt"`), visible: Prisma.raw("TRUE"), prefix: "/cards/" },
  posts: { table: Prisma.raw(`"Post"`), children: Prisma.raw(`"Comment"`), key: Prisma.raw(`"postId"`), childDate: Prisma.raw(`"updatedAt"`), visible: Prisma.raw(`t."hiddenAt" IS NULL`), prefix: "/posts/" },
  // Squad comments are never edited: their date is when they were written.
  squads: { table: Prisma.raw(`"Squad"`), children: Prisma.raw(`"SquadComment"`), key: Prisma.raw(`"squadId"`), childDate: Prisma.raw(`"createdAt"`), visible: Prisma.raw(`t."isPublic"`), prefix: "/squads/" },
};
type RowKind = keyof typeof ROWS;
const ROW_KINDS = Object.keys(ROWS) as RowKind[];

/** One file of cards, posts or squads, in id order (one statement). */
async function rowEntries({ prisma }: Db, kind: RowKind, page: number, pageSize: number): Promise<UrlEntry[]> {
  const { table, children, key, childDate, visible, prefix } = ROWS[kind];
  const rows = await prisma.$queryRaw<{ id: number; lastmod: Date }[]>(Prisma.sql`
    SELECT t.id, GREATEST(t."updatedAt", (SELECT MAX(c.${childDate}) FROM ${children} c WHERE c.${key} = t.id)) AS lastmod
    FROM ${table} t WHERE ${visible} ORDER BY t.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  return rows.map((row) => ({ path: prefix + row.id, lastmod: row.lastmod }));
}

/** How many rows a kind has and the newest change among them (one statement). */
async function rowStats({ prisma }: Db, kind: RowKind): Promise<{ count: number; lastmod: Date | null }> {
  const { table, children, childDate, visible } = ROWS[kind];
  const [row] = await prisma.$queryRaw<{ count: number; lastmod: Date | null }[]>(Prisma.sql`
    SELECT COUNT(*)::int AS count, GREATEST(MAX(t."updatedAt"), (SELECT MAX(${childDate}) FROM ${children})) AS lastmod
    FROM ${table} t WHERE ${visible}`);
  return row;
}

/** sitemap.xml: the index of every file, each dated by the newest change of its kind (four statements). */
export async function sitemapIndex(db: Db, origin: string, pageSize = SITEMAP_PAGE_SIZE): Promise<string> {
  const [pages, ...kinds] = await Promise.all([pageEntries(db), ...ROW_KINDS.map((kind) => rowStats(db, kind))]);
  const files: { path: string; lastmod: Date | null }[] = [{ path: "/sitemaps/pages-1.xml", lastmod: maxDate(pages.map((p) => p.lastmod)) }];
  for (const [i, kind] of ROW_KINDS.entries()) {
    const stats = kinds[i];
    // Which file holds the newest change is not known without reading them all: each gets that date.
    for (let page = 1; page <= Math.ceil(stats.count / pageSize); page++) files.push({ path: `/sitemaps/${kind}-${page}.xml`, lastmod: stats.lastmod });
  }
  const items = files.map((f) => `<sitemap><loc>${escapeHtml(origin + f.path)}</loc>${lastmodTag(f.lastmod)}</sitemap>`);
  return `${XML_HEAD}<sitemapindex ${NS}>\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** One file of the index (/sitemaps/{pages|cards|posts|squads}-{n}.xml), or null when there is no such file. */
export async function sitemapFile(db: Db, origin: string, name: string, pageSize = SITEMAP_PAGE_SIZE): Promise<string | null> {
  const match = /^(pages|cards|posts|squads)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  const [, kind, pageText] = match;
  const page = Number(pageText);
  if (kind === "pages") return page === 1 ? urlset(origin, await pageEntries(db)) : null;
  const entries = await rowEntries(db, kind as RowKind, page, pageSize);
  return entries.length > 0 || page === 1 ? urlset(origin, entries) : null;
}
