import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage } from "./browser";

const baseUrl = inject("baseUrl");
type LevelCard = { name: string; levelOvr: number; hasLevel: boolean };
const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as Promise<T>;
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// Demo data: every fifth card has 랭크 1–5 (prisma/seed/cardLevels.ts); the others are answered at base.
describe("lists at an upgrade level in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([390, 1280])("at %i px, /cards at 랭크 3 shows each card's OVR there, in the URL, kept on reload", async (width) => {
    const expected = await api<{ cards: LevelCard[]; total: number }>("/api/cards?level=rank-3");
    const top = expected.cards.slice(0, 4);
    expect(top.some((c) => c.hasLevel)).toBe(true);

    const page = await openPage(browser, { mobile: width === 390 });
    await page.goto(`${baseUrl}/cards`);
    const results = page.getByRole("region", { name: "검색 결과" });
    await results.getByRole("combobox", { name: "레벨" }).selectOption({ label: "랭크 3" });
    await expect.poll(() => new URL(page.url()).searchParams.get("level")).toBe("rank-3");

    const tiles = results.locator("ul[data-layout] > li");
    const shown = async () => (await tiles.evaluateAll((items) => items.slice(0, 4).map((li) => li.textContent ?? "")));
    const matches = (texts: string[]) => top.every((c, i) => texts[i]?.includes(c.name) && texts[i].includes(`OVR ${c.levelOvr}`) && texts[i].includes(c.hasLevel ? "랭크 3" : "기본 (레벨 정보 없음)"));
    await expect.poll(async () => matches(await shown())).toBe(true);
    await expect.poll(() => results.getByText(/개의 카드 · 랭크 3 기준$/).count()).toBe(1);
    expect(await fitsWidth(page)).toBe(true);

    await page.reload();
    await expect.poll(async () => matches(await shown())).toBe(true);
    expect(await results.getByRole("combobox", { name: "레벨" }).inputValue()).toBe("rank-3");

    // Back to 기본: base OVRs and no level notes.
    await results.getByRole("combobox", { name: "레벨" }).selectOption({ label: "기본" });
    await expect.poll(() => new URL(page.url()).searchParams.has("level")).toBe(false);
    await expect.poll(() => results.getByTestId("level-note").count()).toBe(0);
    await page.context().close();
  });

  it.each([390, 1280])("at %i px, the rankings page picks a level, ranks by OVR there and keeps it on reload", async (width) => {
    const expected = await api<{ cards: LevelCard[] }>("/api/cards/rankings/level?kind=rank&level=5&position=ST&limit=3");
    // Server-rendered at the level: the HTML itself holds the level's table and the chosen level.
    const html = await (await fetch(`${baseUrl}/rankings/ST?level=rank-5`)).text();
    expect(html).toContain('aria-label="ST 랭크 5 순위"');
    expect(html).toContain('<option value="rank-5" selected="">랭크 5</option>');
    const page = await openPage(browser, { mobile: width === 390 });
    await page.goto(`${baseUrl}/rankings/ST`);
    await page.getByRole("table", { name: "ST 순위" }).waitFor();
    await page.getByRole("combobox", { name: "레벨" }).selectOption({ label: "랭크 5" });
    await expect.poll(() => new URL(page.url()).search).toBe("?level=rank-5");

    const table = page.getByRole("table", { name: "ST 랭크 5 순위" });
    const firstRows = async () => (await table.locator("tbody tr").evaluateAll((rows) => rows.slice(0, 3).map((r) => r.textContent ?? "")));
    const matches = (rows: string[]) => expected.cards.every((c, i) => rows[i]?.includes(c.name) && rows[i].includes(`OVR ${c.levelOvr}`));
    await expect.poll(async () => matches(await firstRows())).toBe(true);
    await expect.poll(() => page.title()).toBe("ST 랭크 5 OVR TOP 100 — FC 모바일 카드 DB");
    expect(await fitsWidth(page)).toBe(true);

    await page.reload();
    await expect.poll(async () => matches(await firstRows())).toBe(true);
    expect(await page.getByRole("combobox", { name: "레벨" }).inputValue()).toBe("rank-5");
    // Another position keeps the level.
    await page.getByRole("navigation", { name: "포지션 선택" }).getByRole("link", { name: "CB", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe("/rankings/CB?level=rank-5");
    await page.getByRole("table", { name: "CB 랭크 5 순위" }).waitFor();
    await page.context().close();
  });
});
