import { describe, expect, inject, it } from "vitest";
import { adminToken } from "./reviewsKit";

const baseUrl = inject("baseUrl");
const demoToken = inject("demoToken");

const api = async <T>(path: string, init?: RequestInit): Promise<T> => (await (await fetch(baseUrl + path, init)).json()) as T;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The server-rendered app (what #root holds) as text, entities of names decoded. */
function appTextOf(html: string): string {
  const app = /<div id="root">([\s\S]*)<\/div><script id="ssr-data"/.exec(html)?.[1] ?? "";
  return app
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(baseUrl + path, { headers });
  const html = await response.text();
  return { status: response.status, html, text: appTextOf(html), cache: response.headers.get("x-response-cache") };
}

/** The served HTML of each public page: its status, title and the route's data in the rendered app (client/ssr). */
describe("server-rendered page HTML", () => {
  it("home holds its banners and the shell, for the browser to hydrate from the records it carries", async () => {
    const banners = await api<{ title: string }[]>("/api/banners");
    const { status, html, text } = await page("/");
    expect(status).toBe(200);
    expect(titleOf(html)).toBe("FC 모바일 카드 DB");
    expect(html).toContain(`alt="${banners[0].title}"`);
    expect(text).toContain("로그인");
    const payload = JSON.parse(/<script id="ssr-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}") as { records?: object };
    expect(Object.keys(payload.records ?? {}).length).toBeGreaterThan(10);
  });

  it("a card page holds the card's name, OVR, stats and reviews", async () => {
    const [card] = await api<{ id: number; name: string; ovr: number; position: string }[]>("/api/cards/popular?limit=1");
    const { status, html, text } = await page(`/cards/${card.id}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${card.name} ${card.position} ${card.ovr} — FC 모바일 카드 DB`);
    expect(text).toContain(card.name);
    expect(text).toMatch(new RegExp(`OVR\\s+${card.ovr}`));
    expect(text).toContain("속력");
    expect(text).toContain("실사용 리뷰");
  });

  it("a post holds its title, author and text", async () => {
    const { posts } = await api<{ posts: { id: number; title: string; user: { nickname: string } }[] }>("/api/posts?limit=1");
    const { status, html, text } = await page(`/posts/${posts[0].id}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${posts[0].title} — FC 모바일 카드 DB`);
    expect(text).toContain(posts[0].title);
    expect(text).toContain(posts[0].user.nickname);
  });

  it.each([
    ["/cards", "선수 검색"],
    ["/new-cards", "신규"],
    ["/popular-cards", "인기"],
    ["/rankings/ST", "포지션별 TOP 100"],
    ["/formations", "포메이션"],
    ["/formations/4-3-3-holding/ST", "4-3-3 홀딩 ST TOP 100"],
    ["/formation-rankings", "포메이션"],
    ["/community", "커뮤니티"],
    ["/stat-leaders", "스탯"],
    ["/compare", "비교"],
  ])("%s is rendered with its heading and its cards or posts", async (path, heading) => {
    const { status, html, text } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain('<script id="ssr-data"');
    expect(text).toContain(heading);
  });

  it("an unknown path and an unknown card answer 404 with the rendered not-found page", async () => {
    // 4-4-2 플랫 has no CDM: its TOP 100 page does not exist (it was an empty list in the app, 404 in the HTML).
    for (const path of ["/no-such-page", "/cards/99999999", "/formations/4-3-3/ST", `/formations/${encodeURIComponent("4-4-2 플랫")}/CDM`]) {
      const { status, html, text } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('<script id="ssr-data"');
      expect(text, path).toMatch(/찾을 수 없습니다/);
    }
  });

  it("a member gets the visitors' page (their own parts load after hydration)", async () => {
    const visitor = await page("/community");
    const member = await page("/community", { authorization: `Bearer ${demoToken}` });
    expect(member.text).toContain("로그인");
    expect(member.html).toBe(visitor.html.replace(/"renderedAt":\d+/, (match) => /"renderedAt":\d+/.exec(member.html)?.[0] ?? match));
  });

  it("keeps a rendered page in the response cache until a write changes what it shows", async () => {
    const [newest] = await api<{ id: number; name: string }[]>("/api/cards/new?limit=1");
    await page("/new-cards");
    const cached = await page("/new-cards");
    expect(cached.cache).toBe("hit");
    expect(cached.text).toContain(newest.name);
    const admin = await adminToken(baseUrl);
    const rename = (name: string) =>
      fetch(`${baseUrl}/api/cards/${newest.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
        body: JSON.stringify({ name }),
      });
    expect((await rename("캐시확인선수")).status).toBe(200);
    try {
      // The page's head reads no card: only the render's own reads (tracked like the API's) can drop it.
      const fresh = await page("/new-cards");
      expect(fresh.cache).toBe("miss");
      expect(fresh.text).toContain("캐시확인선수");
    } finally {
      await rename(newest.name);
    }
  });
});

/** The scripts a served page names: the entry's, its route's and its drawn parts' chunks, each once, started after the first paint (client/boot.ts). */
describe("server-rendered page scripts", () => {
  const chunkNames = (html: string) => {
    const boot = /<script type="module" crossorigin data-boot data-entry="([^"]*)" data-preload="([^"]*)"/.exec(html);
    return (boot?.[2] ?? "").split(" ").map((href) => /^\/assets\/(.+?)-[\w-]{8}\.js$/.exec(href)?.[1]);
  };

  it("a card page names its route's and its reviews' code, not other pages' (compare, card list, community, home), and nothing starts before the boot script", async () => {
    const [card] = await api<{ id: number }[]>("/api/cards/popular?limit=1");
    const { html } = await page(`/cards/${card.id}?preloads=1`);
    const names = chunkNames(html);
    expect(names).toEqual(expect.arrayContaining(["react", "relay", "CardDetailRoute", "CardReviewsSection"]));
    // (The board rules in "posts" were in every page's entry until its loaders read them from their own chunks.)
    for (const other of ["CompareRoute", "CardsRoute", "CommunityRoute", "posts", "HomeRoute"]) expect(names).not.toContain(other);
    expect(new Set(names).size).toBe(names.length);
    expect(html).not.toContain("modulepreload");
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it("the compare and formation pages name their own route's code", async () => {
    const names = chunkNames((await page("/compare?preloads=1")).html);
    expect(names).toContain("CompareRoute");
    expect(names).not.toContain("CardDetailRoute");
    // Two routes that once shared one module (its name matched neither component) got no preload.
    expect(chunkNames((await page("/formation-rankings?preloads=1")).html)).toContain("FormationRankingsRoute");
    expect(chunkNames((await page("/formation-detail?preloads=1")).html)).toContain("FormationDetailRoute");
  });
});
