import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEFAULT_FORMATION, formationByName } from "../../domain/formations";
import { launchBrowser, openPage } from "./browser";

const baseUrl = inject("baseUrl");
const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as Promise<T>;
type TopPlayer = { id: number; name: string };
type Recommended = { formation: string; usage: number; avgRating: number };
const topPlayers = (formation: string, position: string) =>
  api<{ players: TopPlayer[] }>(`/api/top-players?formation=${encodeURIComponent(formation)}&position=${position}&limit=20`);

/** Card ids the panel's list links to, in order. */
async function listedIds(page: Page, name: string) {
  const hrefs = await page.getByRole("list", { name }).getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  return hrefs.map((h) => Number(String(h).replace("/cards/", "")));
}

describe("formation panels on the home page in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("picks a formation, selects a position on the pitch, lists its top players and opens one", async () => {
    const { formations } = await api<{ formations: Recommended[] }>("/api/formations/recommended?limit=10");
    const formation = formations.find((f) => f.formation !== DEFAULT_FORMATION)!.formation;
    const slots = formationByName(formation)!.positions.filter((s) => s.position !== "ST");
    let position = "";
    let expected: TopPlayer[] = [];
    for (const slot of slots) {
      expected = (await topPlayers(formation, slot.position)).players;
      position = slot.position;
      if (expected.length > 0) break;
    }
    expect(expected.length).toBeGreaterThan(0);
    const initial = (await topPlayers(DEFAULT_FORMATION, "ST")).players;

    const page = await openPage(browser);
    await page.goto(baseUrl);
    const panel = page.getByRole("region", { name: "포메이션별 TOP 선수" });
    await expect.poll(() => listedIds(page, `${DEFAULT_FORMATION} ST TOP 선수`)).toEqual(initial.slice(0, 9).map((p) => p.id));

    const listName = `${formation} ${position} TOP 선수`;
    // Chosen once, as soon as the page is live: the panel (a lazy part) hydrates with the page.
    await panel.getByRole("combobox", { name: "포메이션" }).selectOption(formation);
    await panel.getByRole("button", { name: `${position} 포지션 선택` }).first().click();
    await expect.poll(() => listedIds(page, listName), { timeout: 20_000 }).toEqual(expected.slice(0, 9).map((p) => p.id));
    await expect(panel.getByRole("button", { name: `${position} 포지션 선택` }).first().getAttribute("aria-pressed")).resolves.toBe("true");

    await page.getByRole("list", { name: listName }).getByRole("link").first().click();
    await page.waitForURL(`${baseUrl}/cards/${expected[0].id}`);
    await expect.poll(() => page.locator("main").innerText(), { timeout: 10_000 }).toContain(expected[0].name);
  });

  it("shows six ranked formations linking to their rankings page", async () => {
    const { formations } = await api<{ formations: Recommended[] }>("/api/formations/recommended?limit=6");
    expect(formations).toHaveLength(6);
    const page = await openPage(browser);
    await page.goto(baseUrl);
    const list = page.getByRole("list", { name: "포메이션 랭킹 목록" });
    await expect.poll(() => list.getByRole("link").count()).toBe(6);
    const hrefs = await list.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(formations.map((f) => `/formation-rankings?formation=${encodeURIComponent(f.formation)}`));
    await list.getByRole("link").first().click();
    await page.waitForURL((url) => url.pathname === "/formation-rankings" && url.searchParams.get("formation") === formations[0].formation);
  });
});
