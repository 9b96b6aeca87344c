import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createCards, createUser } from "../../test/server/factories";

/** The shape of the built client's index.html (vite.config.ts adds the static header and scripts). */
const SHELL = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="기본 설명"
    />
    <title>FC 모바일 카드 DB</title>
  </head>
  <body>
    <noscript>FC 모바일 카드 DB를 이용하려면 JavaScript를 켜 주세요.</noscript>
    <div id="root"><header>static header</header></div>
    <script type="module" src="/assets/index-abc.js"></script>
  </body>
</html>`;

const EVIL = `<script>alert("x")</script>&"'`;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]?.replaceAll("&amp;", "&");
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const noscriptOf = (html: string) => /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? "";

describe.each(BACKENDS)("server-sent page HTML on %s", (backend) => {
  let t: TestApp;
  let clientDir: string;
  let card: { id: number; name: string };
  let evilCard: { id: number };
  let postId: number;
  let hiddenPostId: number;
  const get = (p: string, headers: Record<string, string> = {}) => fetch(t.url + p, { headers });

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-pages-"));
    fs.writeFileSync(path.join(clientDir, "index.html"), SHELL);
    t = await startTestApp(backend, { CLIENT_DIR: clientDir });
    [card] = await createCards(t.db.prisma, 1);
    await t.db.prisma.card.update({ where: { id: card.id }, data: { avgRating: 8.66, reviewCount: 12, team: "토트넘" } });
    evilCard = await t.db.prisma.card.create({ data: { name: EVIL, searchKey: "evil", position: "CAM", ovr: 99 } });
    const { user } = await createUser(t.db.prisma, { nickname: "글쓴이" });
    const post = await t.db.prisma.post.create({
      data: { userId: user.id, title: `팁 </title><b>굵게</b>`, type: "TIP", content: "<p>첫 문단 &amp; 내용</p><p>둘째 문단</p>" },
    });
    postId = post.id;
    hiddenPostId = (await t.db.prisma.post.create({ data: { userId: user.id, title: "숨김", content: "<p>x</p>", hiddenAt: new Date() } })).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends a card page with its own title, description, canonical URL, Open Graph, breadcrumbs and readable text", async () => {
    const response = await get(`/cards/${card.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(titleOf(html)).toBe(`${card.name} ST 80 — FC 모바일 카드 DB`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain("기본 설명");
    expect(metaOf(html, "description")).toBe(`토트넘 ${card.name} 카드 (ST, OVR 80) 능력치와 유저 리뷰. 평균 평점 8.7 / 10 (리뷰 12개).`);
    expect(canonicalOf(html)).toBe(`${t.url}/cards/${card.id}`);
    expect(metaOf(html, "og:url")).toBe(`${t.url}/cards/${card.id}`);
    expect(metaOf(html, "og:title")).toBe(titleOf(html));
    expect(metaOf(html, "og:image")).toMatch(new RegExp(`^${t.url}/og/cards/${card.id}\\.png\\?v=[0-9a-f]{16}$`));
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(html, "robots")).toBeUndefined();
    const [crumbs] = jsonLdOf(html);
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([`${t.url}/`, `${t.url}/cards`, `${t.url}/cards/${card.id}`]);
    const text = noscriptOf(html);
    expect(text).toContain(`<h1>${card.name}</h1>`);
    expect(text).toContain("<dt>속력</dt><dd>90</dd>");
    expect(text).toContain("평균 평점 8.7 / 10 (리뷰 12개)");
    expect(text).toContain("JavaScript를 켜 주세요");
    // The app's own markup is untouched: JavaScript users see the content once, from React.
    expect(html).toContain('<div id="root"><header>static header</header></div>');
  });

  it("lists a keeper's goalkeeping stats, as the card panel does", async () => {
    const keeper = await t.db.prisma.card.create({ data: { name: "골키퍼", searchKey: "gk", position: "GK", ovr: 90, diving: 91, pace: 50 } });
    const text = noscriptOf(await (await get(`/cards/${keeper.id}`)).text());
    expect(text).toContain("<dt>다이빙</dt><dd>91</dd>");
    expect(text).not.toContain("<dt>속력</dt>");
  });

  it("escapes data everywhere it lands: text, attributes and JSON-LD", async () => {
    const html = await (await get(`/cards/${evilCard.id}`)).text();
    expect(html).not.toContain("<script>alert");
    expect(titleOf(html)).toBe(`&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&quot;&#39; CAM 99 — FC 모바일 카드 DB`);
    expect(metaOf(html, "og:title")).toContain("&lt;script&gt;");
    const crumbs = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(crumbs).toContain("\\u003cscript\\u003e");
    expect(JSON.parse(crumbs).itemListElement[2].name).toBe(`${EVIL} CAM 99`);
  });

  it("sends a post as a DiscussionForumPosting with its excerpt, and My activity's URL points to the same canonical", async () => {
    const html = await (await get(`/community/posts/${postId}`)).text();
    expect(titleOf(html)).toBe("팁 &lt;/title&gt;&lt;b&gt;굵게&lt;/b&gt; — FC 모바일 카드 DB");
    expect(metaOf(html, "description")).toBe("첫 문단 &amp; 내용 둘째 문단");
    expect(metaOf(html, "og:type")).toBe("article");
    expect(canonicalOf(html)).toBe(`${t.url}/posts/${postId}`);
    const [posting] = jsonLdOf(html);
    expect(posting).toMatchObject({ "@type": "DiscussionForumPosting", headline: "팁 </title><b>굵게</b>", articleSection: "팁", author: { name: "글쓴이" } });
    expect(noscriptOf(html)).toContain("<p>첫 문단 &amp; 내용</p><p>둘째 문단</p>");
  });

  it("answers unknown cards, hidden posts and unknown paths with 404, the shell and noindex", async () => {
    for (const p of ["/cards/999999", `/posts/${hiddenPostId}`, "/posts/999999", "/nope", "/cards/abc", "/cards/%E0%A4%A"]) {
      const response = await get(p);
      expect(response.status, p).toBe(404);
      const html = await response.text();
      expect(titleOf(html), p).toBe("페이지를 찾을 수 없습니다 — FC 모바일 카드 DB");
      expect(metaOf(html, "robots"), p).toBe("noindex");
      expect(canonicalOf(html), p).toBeUndefined();
      expect(html, p).toContain('<div id="root">');
    }
  });

  it("normalises list filters in the canonical URL and keeps member pages out of the index", async () => {
    const canonical = async (p: string) => canonicalOf(await (await get(p)).text())?.slice(t.url.length);
    expect(await canonical("/cards?sortBy=ovr&position=st&junk=1&limit=20&offset=0")).toBe("/cards?position=ST");
    expect(await canonical("/cards?minOvr=90&search=%20손%20")).toBe("/cards?search=%EC%86%90&minOvr=90");
    expect(await canonical("/rankings")).toBe("/rankings/ST");
    expect(await canonical("/rankings/cam/")).toBe("/rankings/CAM");
    // A level is part of the rankings page (its OVR ranking there), written one way; an unreadable one is dropped.
    expect(await canonical(`/rankings/cam?x=1&level=${encodeURIComponent("랭크 3")}`)).toBe("/rankings/CAM?level=rank-3");
    expect(await canonical("/rankings/ST?level=rank-9")).toBe("/rankings/ST");
    expect(await canonical("/cards?level=R3&sortBy=ovr")).toBe("/cards?level=rank-3");
    const atLevel = await (await get("/rankings/ST?level=training-20")).text();
    expect(titleOf(atLevel)).toBe("ST 훈련 20 OVR TOP 100 — FC 모바일 카드 DB");
    expect(metaOf(atLevel, "description")).toContain("훈련 20 기준 OVR 순위");
    expect(await canonical("/community?page=1&type=tip&x=y")).toBe("/community?type=tip");
    expect(await canonical("/popular-cards?sort=rating&page=3")).toBe("/popular-cards?page=3");
    expect(await canonical("/formations/4-3-3%20holding/st")).toBe(`/formations/${encodeURIComponent("4-3-3 홀딩")}/ST`);
    const login = await (await get("/login")).text();
    expect(metaOf(login, "robots")).toBe("noindex");
    expect(canonicalOf(login)).toBeUndefined();
    const home = await (await get("/")).text();
    expect(titleOf(home)).toBe("FC 모바일 카드 DB");
    expect(metaOf(home, "og:image")).toBe(`${t.url}/og/site.png`);
  });

  it("keeps a page's HTML in the response cache until a write changes what it shows", async () => {
    const [{ id }] = await createCards(t.db.prisma, 1);
    expect((await get(`/cards/${id}`)).headers.get("x-response-cache")).toBe("miss");
    const hit = await get(`/cards/${id}`);
    expect(hit.headers.get("x-response-cache")).toBe("hit");
    const etag = hit.headers.get("etag") ?? "";
    expect((await get(`/cards/${id}`, { "if-none-match": etag })).status).toBe(304);
    await t.db.prisma.card.update({ where: { id }, data: { name: "바뀐 이름" } });
    const changed = await get(`/cards/${id}`);
    expect(changed.headers.get("x-response-cache")).toBe("miss");
    expect(titleOf(await changed.text())).toContain("바뀐 이름");
  });

  it("revalidates a page with a bodiless 304 and compresses it", async () => {
    const first = await get(`/cards/${card.id}`, { "accept-encoding": "gzip" });
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const etag = first.headers.get("etag") ?? "";
    await first.arrayBuffer();
    const again = await get(`/cards/${card.id}`, { "if-none-match": etag, "accept-encoding": "gzip" });
    expect(again.status).toBe(304);
    await t.db.prisma.card.update({ where: { id: card.id }, data: { reviewCount: 13 } });
    const changed = await get(`/cards/${card.id}`, { "if-none-match": etag, "accept-encoding": "gzip" });
    expect(changed.status).toBe(200);
    expect(metaOf(await changed.text(), "description")).toContain("리뷰 13개");
  });
});
