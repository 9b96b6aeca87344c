import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./browser";

const baseUrl = inject("baseUrl");

/** Without JavaScript, the server-rendered page (client/ssr) is the page: readable, with working links. */
describe("pages with JavaScript disabled in Chromium", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ javaScriptEnabled: false, locale: "ko-KR" })).newPage();
  });
  afterAll(() => browser.close());

  it("shows a card's name, stats and reviews, and its links work", async () => {
    const { cards } = (await (await fetch(`${baseUrl}/api/cards?limit=1`)).json()) as { cards: { id: number; name: string }[] };
    const response = await page.goto(`${baseUrl}/cards/${cards[0].id}`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: cards[0].name }).waitFor();
    expect(await page.getByRole("definition").count()).toBeGreaterThanOrEqual(6);
    expect(await page.title()).toMatch(new RegExp(`^${cards[0].name} \\w+ \\d+ — FC 모바일 카드 DB$`));
    expect(await page.getByRole("main").textContent()).toContain("실사용 리뷰");
    await page.getByRole("main").getByRole("link", { name: "전체 카드" }).click();
    await page.waitForURL(`${baseUrl}/cards`);
    await page.getByRole("heading", { level: 1, name: "선수 검색" }).waitFor();
  });

  it("shows a post's title, author and text", async () => {
    const { posts } = (await (await fetch(`${baseUrl}/api/posts?limit=1`)).json()) as { posts: { id: number; title: string; user: { nickname: string } }[] };
    await page.goto(`${baseUrl}/posts/${posts[0].id}`);
    await page.getByRole("heading", { level: 1, name: posts[0].title }).waitFor();
    expect(await page.getByRole("article").textContent()).toContain(posts[0].user.nickname);
  });
});
