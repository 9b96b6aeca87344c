import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createCards, createUser } from "../../test/server/factories";
import { sitemapFile, sitemapIndex } from "./sitemap";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replaceAll("&amp;", "&"));

/** Size and per-channel spread of a PNG: a blank picture has no spread. */
async function decode(png: ArrayBuffer) {
  const image = sharp(Buffer.from(png));
  const [{ width, height, format }, { channels }] = await Promise.all([image.metadata(), image.stats()]);
  return { width, height, format, spread: Math.max(...channels.slice(0, 3).map((c) => c.stdev)) };
}

describe.each(BACKENDS)("sitemap, robots.txt and share images on %s", (backend) => {
  let t: TestApp;
  let clientDir: string;
  let cards: Awaited<ReturnType<typeof createCards>>;
  let postId: number;
  let hiddenPostId: number;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-seo-"));
    fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><html><head><title>x</title></head><body><div id=root></div></body></html>");
    t = await startTestApp(backend, { CLIENT_DIR: clientDir });
    cards = await createCards(t.db.prisma, 5);
    const { user } = await createUser(t.db.prisma, { nickname: "작성자" });
    postId = (await t.db.prisma.post.create({ data: { userId: user.id, title: "포메이션 질문 있습니다", type: "QUESTION", content: "<p>본문</p>" } })).id;
    hiddenPostId = (await t.db.prisma.post.create({ data: { userId: user.id, title: "숨김", content: "<p>x</p>", hiddenAt: new Date() } })).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves robots.txt that keeps crawlers out of member, admin and API paths and names the sitemap", async () => {
    const response = await fetch(`${t.url}/robots.txt`);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    for (const p of ["/admin", "/my-reviews", "/profile", "/api/", "/graphql"]) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain(`Sitemap: ${t.url}/sitemap.xml`);
    expect(lines).not.toContain("Disallow: /og/");
  });

  it("indexes every card, visible post, list page and formation page, dated from the data", async () => {
    const index = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(index).toContain("<sitemapindex");
    const files = locs(index);
    expect(files).toEqual([`${t.url}/sitemaps/pages-1.xml`, `${t.url}/sitemaps/cards-1.xml`, `${t.url}/sitemaps/posts-1.xml`]);

    const cardXml = await (await fetch(files[1])).text();
    expect(locs(cardXml).sort()).toEqual(cards.map((c) => `${t.url}/cards/${c.id}`).sort());
    const card = await t.db.prisma.card.findUniqueOrThrow({ where: { id: cards[0].id } });
    expect(cardXml).toContain(`<loc>${t.url}/cards/${card.id}</loc><lastmod>${card.updatedAt.toISOString()}</lastmod>`);

    const postXml = await (await fetch(files[2])).text();
    const posts = locs(postXml);
    expect(posts).toEqual([`${t.url}/posts/${postId}`]);
    expect(posts).not.toContain(`${t.url}/posts/${hiddenPostId}`);

    const pages = locs(await (await fetch(files[0])).text());
    expect(pages).toContain(`${t.url}/`);
    expect(pages).toContain(`${t.url}/rankings/CAM`);
    expect(pages).toContain(`${t.url}/formations/${encodeURIComponent("4-3-3 홀딩")}/ST`);
    expect(pages.some((p) => /\/(admin|login|my-reviews|profile)/.test(p))).toBe(false);
    expect((await fetch(`${t.url}/sitemaps/cards-2.xml`)).status).toBe(404);
    expect((await fetch(`${t.url}/sitemaps/other-1.xml`)).status).toBe(404);
  });

  it("dates a post by its newest comment, which does not touch the post row", async () => {
    const post = await t.db.prisma.post.findUniqueOrThrow({ where: { id: postId } });
    const later = new Date(post.updatedAt.getTime() + 60_000);
    await t.db.prisma.comment.create({ data: { postId, userId: post.userId, content: "댓글", createdAt: later, updatedAt: later } });
    const xml = await (await fetch(`${t.url}/sitemaps/posts-1.xml`)).text();
    expect(xml).toContain(`<loc>${t.url}/posts/${postId}</loc><lastmod>${later.toISOString()}</lastmod>`);
    expect(await (await fetch(`${t.url}/sitemap.xml`)).text()).toContain(`posts-1.xml</loc><lastmod>${later.toISOString()}</lastmod>`);
  });

  it("lists public squads, dated by their newest comment, and never a private one", async () => {
    const { user } = await createUser(t.db.prisma);
    const squad = (name: string, isPublic: boolean) => t.db.prisma.squad.create({ data: { userId: user.id, name, formation: "4-3-3 홀딩", isPublic } });
    const [open, hidden] = [await squad("공개 스쿼드", true), await squad("비공개 스쿼드", false)];
    const later = new Date(open.updatedAt.getTime() + 60_000);
    await t.db.prisma.squadComment.create({ data: { squadId: open.id, userId: user.id, content: "좋아요", createdAt: later } });

    const index = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(index).toContain(`<loc>${t.url}/sitemaps/squads-1.xml</loc><lastmod>${later.toISOString()}</lastmod>`);
    const xml = await (await fetch(`${t.url}/sitemaps/squads-1.xml`)).text();
    expect(locs(xml)).toEqual([`${t.url}/squads/${open.id}`]);
    expect(xml).toContain(`<loc>${t.url}/squads/${open.id}</loc><lastmod>${later.toISOString()}</lastmod>`);
    expect(xml).not.toContain(`/squads/${hidden.id}<`);
    // Made private, it leaves the sitemap (and the index, with no public squad left).
    await t.db.prisma.squad.update({ where: { id: open.id }, data: { isPublic: false } });
    expect(locs(await (await fetch(`${t.url}/sitemaps/squads-1.xml`)).text())).toEqual([]);
    expect(await (await fetch(`${t.url}/sitemap.xml`)).text()).not.toContain("squads-1.xml");
  });

  it("splits cards over files of at most the page size", async () => {
    const db = { prisma: t.db.prisma };
    const index = await sitemapIndex(db, "https://fc.example", 2);
    expect(locs(index).filter((l) => l.includes("/cards-"))).toEqual([1, 2, 3].map((n) => `https://fc.example/sitemaps/cards-${n}.xml`));
    const all = [];
    for (const n of [1, 2, 3]) {
      const urls = locs((await sitemapFile(db, "https://fc.example", `cards-${n}.xml`, 2)) ?? "");
      expect(urls.length).toBeLessThanOrEqual(2);
      all.push(...urls);
    }
    expect(new Set(all).size).toBe(5);
    expect(await sitemapFile(db, "https://fc.example", "cards-4.xml", 2)).toBeNull();
  });

  it("draws 1200×630 share images with content for a card, a post, a formation and the site", async () => {
    for (const p of [`/og/cards/${cards[0].id}.png`, `/og/posts/${postId}.png`, `/og/formations/${encodeURIComponent("4-3-3 홀딩")}/ST.png`, "/og/site.png"]) {
      const response = await fetch(t.url + p);
      expect(response.status, p).toBe(200);
      expect(response.headers.get("content-type"), p).toBe("image/png");
      const image = await decode(await response.arrayBuffer());
      expect(image, p).toMatchObject({ width: 1200, height: 630, format: "png" });
      expect(image.spread, p).toBeGreaterThan(5);
    }
    for (const p of ["/og/cards/999999.png", `/og/posts/${hiddenPostId}.png`, "/og/formations/nope/ST.png", "/og/other.png"]) {
      expect((await fetch(t.url + p)).status, p).toBe(404);
    }
  });

  it("draws a card's own uploaded picture from the store, and the placeholder for a picture elsewhere", async () => {
    const red = await sharp({ create: { width: 30, height: 40, channels: 3, background: "#ff0000" } }).png().toBuffer();
    await t.app.services.storage.put("cards/red.png", red, { contentType: "image/png", size: red.byteLength });
    const pixel = async (imageUrl: string) => {
      await t.db.prisma.card.update({ where: { id: cards[2].id }, data: { imageUrl } });
      const png = Buffer.from(await (await fetch(`${t.url}/og/cards/${cards[2].id}.png`)).arrayBuffer());
      // The middle of the picture box (x 56–386, y 56–496).
      const { data } = await sharp(png).extract({ left: 220, top: 120, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    expect(await pixel("/uploads/cards/red.png")).toEqual([255, 0, 0]);
    expect(await pixel("https://elsewhere.example/red.png")).not.toEqual([255, 0, 0]);
  });

  it("versions a card's image by what it shows: the page links the current version, which may be cached for good", async () => {
    const imageUrl = async () => /<meta property="og:image" content="([^"]*)">/.exec(await (await fetch(`${t.url}/cards/${cards[1].id}`)).text())?.[1] ?? "";
    const before = await imageUrl();
    const current = await fetch(before);
    expect(current.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const png = await current.arrayBuffer();
    expect((await fetch(before, { headers: { "if-none-match": current.headers.get("etag") ?? "" } })).status).toBe(304);

    await t.db.prisma.card.update({ where: { id: cards[1].id }, data: { shooting: 50, reviewCount: 3, avgRating: 7 } });
    const after = await imageUrl();
    expect(after).not.toBe(before);
    // The old URL now answers the new picture, briefly cacheable; the new one is drawn afresh.
    const stale = await fetch(before);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=300");
    const redrawn = await (await fetch(after)).arrayBuffer();
    expect(Buffer.from(redrawn).equals(Buffer.from(png))).toBe(false);
    expect(Buffer.from(await stale.arrayBuffer()).equals(Buffer.from(redrawn))).toBe(true);
  });
});
