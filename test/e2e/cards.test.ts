import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { initials } from "../../domain/hangul";
import { launchBrowser, openPage } from "./browser";

const baseUrl = inject("baseUrl");
const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as Promise<T>;
type ApiCard = { id: number; name: string; position: string; ovr: number };

/** The "총 N개의 카드" figure on the search page. */
async function resultCount(page: Page) {
  const text = await page.getByRole("region", { name: "검색 결과" }).locator("p[aria-live]").textContent();
  return Number((text ?? "").replace(/[^\d]/g, ""));
}

describe("card database in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("searches by initial consonants (debounced), combines filters, pages, and opens a card", async () => {
    const { cards } = await api<{ cards: ApiCard[] }>("/api/cards?limit=1");
    const query = initials(cards[0].name.slice(0, 2)); // e.g. "ㅅㅎ"
    const expected = await api<{ total: number; cards: ApiCard[] }>(`/api/cards?search=${encodeURIComponent(query)}`);
    expect(expected.total).toBeGreaterThan(0);

    const page = await openPage(browser);
    await page.goto(`${baseUrl}/cards`);
    await page.getByRole("searchbox", { name: "선수 검색" }).fill(query);
    // No submit: the 500 ms debounce applies the text and writes it to the URL.
    await page.waitForURL((url) => url.searchParams.get("search") === query);
    await expect.poll(() => resultCount(page)).toBe(expected.total);

    const position = expected.cards[0].position;
    await page.getByRole("combobox", { name: "포지션" }).selectOption(position);
    await page.waitForURL((url) => url.searchParams.get("position") === position);
    const combined = await api<{ total: number }>(`/api/cards?search=${encodeURIComponent(query)}&position=${position}`);
    await expect.poll(() => resultCount(page)).toBe(combined.total);

    // Advanced filter: a two-footed filter narrows the list further and stays in the URL.
    await page.getByRole("button", { name: "상세 필터" }).click();
    await page.getByRole("combobox", { name: "약발" }).selectOption("양발");
    await page.waitForURL((url) => url.searchParams.get("weakFoot") === "양발");
    const twoFooted = await api<{ total: number }>(`/api/cards?search=${encodeURIComponent(query)}&position=${position}&weakFoot=${encodeURIComponent("양발")}`);
    await expect.poll(() => resultCount(page)).toBe(twoFooted.total);

    // The back button restores the previous search.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get("weakFoot") === null && url.searchParams.get("position") === position);
    await expect.poll(() => resultCount(page)).toBe(combined.total);

    // Paging over all cards: page 2 starts at offset 20; a filter change goes back to page 1.
    await page.goto(`${baseUrl}/cards`);
    await page.getByRole("button", { name: "2 페이지" }).click();
    await page.waitForURL((url) => url.searchParams.get("offset") === "20");
    const page2 = await api<{ cards: ApiCard[] }>("/api/cards?offset=20&limit=20");
    await page.getByRole("link", { name: new RegExp(`^${page2.cards[0].name} `) }).first().waitFor();
    await page.getByRole("combobox", { name: "정렬" }).selectOption("name");
    await page.waitForURL((url) => url.searchParams.get("sortBy") === "name" && url.searchParams.get("offset") === null);

    // Open the first card by name once the re-sorted list has arrived.
    const [byName] = (await api<{ cards: ApiCard[] }>("/api/cards?sortBy=name&limit=1")).cards;
    const first = page.getByRole("region", { name: "검색 결과" }).getByRole("link").first();
    await expect.poll(() => first.getAttribute("href")).toBe(`/cards/${byName.id}`);
    await first.click();
    await page.waitForURL(`${baseUrl}/cards/${byName.id}`);
    await page.getByRole("heading", { level: 1, name: byName.name }).waitFor();
    expect(await page.getByText("세부 능력치").or(page.getByText("골키퍼 능력치")).first().isVisible()).toBe(true);
    await page.getByRole("heading", { level: 2, name: "실사용 리뷰" }).waitFor();
    await page.context().close();
  });

  it("shows the not-found state for a missing card", async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/cards/99999999`);
    await page.getByRole("heading", { name: "카드를 찾을 수 없습니다" }).waitFor();
    await page.context().close();
  });

  it("switches popular-card tabs and ranking positions", async () => {
    const page = await openPage(browser, { mobile: false });
    await page.goto(`${baseUrl}/popular-cards`);
    for (const [tab, sortBy] of [["리뷰순", "reviews"], ["하트순", "hearts"]] as const) {
      const expected = await api<ApiCard[]>(`/api/cards/popular?sortBy=${sortBy}&limit=1`);
      await page.getByRole("tab", { name: tab }).click();
      await page.waitForURL((url) => url.searchParams.get("sort") === sortBy);
      const firstTile = page.getByRole("tabpanel").getByRole("link").first();
      // The tile's accessible name is its visible text (WCAG label-in-name), which holds the card's name.
      await expect.poll(() => firstTile.innerText()).toContain(expected[0].name);
    }

    await page.goto(`${baseUrl}/rankings`);
    await page.getByRole("columnheader", { name: "속력" }).waitFor();
    await page.getByRole("navigation", { name: "포지션 선택" }).getByRole("link", { name: "GK" }).click();
    await page.waitForURL(`${baseUrl}/rankings/GK`);
    await page.getByRole("columnheader", { name: "다이빙" }).waitFor();
    const top = await api<ApiCard[]>("/api/cards/position/GK/top?limit=100");
    await expect.poll(() => page.locator("tbody tr").count()).toBe(top.length);
    expect(await page.locator("tbody tr").first().textContent()).toContain(top[0].name);
    await page.context().close();
  });

  it("shows new and popular carousels on the home page with position filters", async () => {
    const page = await openPage(browser, { mobile: false });
    await page.goto(baseUrl);
    const section = page.getByRole("region", { name: "신규 카드" });
    await section.getByRole("list", { name: "신규 카드 목록" }).waitFor();
    await section.getByRole("button", { name: "신규 카드 목록 다음" }).waitFor();
    const gk = await api<ApiCard[]>("/api/cards/new?position=GK&limit=20");
    await section.getByRole("group").getByRole("button", { name: /^GK/ }).click();
    await expect.poll(() => section.getByRole("listitem").count()).toBe(gk.length);
    await page.getByRole("region", { name: "인기 카드" }).getByRole("list", { name: "인기 카드 목록" }).waitFor();
    await page.context().close();
  });
});
