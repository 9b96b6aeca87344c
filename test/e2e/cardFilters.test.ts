import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { programmeLabel } from "../../domain/programmes";
import { launchBrowser, liveAfterNavigation } from "./browser";

const baseUrl = inject("baseUrl");
const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as Promise<T>;
type Facet = { value: string; count: number }[];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const shownNames = (page: Page) => page.locator('section[aria-label="검색 결과"] li a strong').allInnerTexts();

describe("card filters and stat sorts in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("filters /cards by programme + team + two stat ranges, sorts by a detailed stat, and the URL round-trips", async () => {
    // The demo data's biggest programme, and its biggest team, from the facets the page itself shows.
    const all = await api<{ className: Facet }>("/api/cards/facets");
    const programme = all.className[0].value;
    const teams = await api<{ team: Facet }>(`/api/cards/facets?className=${encodeURIComponent(programme)}`);
    const team = teams.team[0].value;
    const query = new URLSearchParams({ className: programme, team, stats: "pace:60-,dribbling:60-", sortBy: "dribbling" });
    const expected = await api<{ cards: { name: string }[]; total: number }>(`/api/cards?${query}`);
    expect(expected.total).toBeGreaterThan(0);

    const page = liveAfterNavigation(await (await browser.newContext({ locale: "ko-KR" })).newPage());
    await page.goto(`${baseUrl}/cards`);
    const results = page.getByRole("region", { name: "검색 결과" });
    await results.locator("li a strong").first().waitFor();

    await page.getByTestId("facet-className").locator("summary").click();
    await page.getByTestId("facet-className").getByRole("checkbox", { name: new RegExp(`^${escape(programmeLabel(programme))}\\s`) }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("className")).toBe(programme);
    await expect.poll(() => page.getByTestId("facet-className").locator("summary").innerText()).toBe("프로그램 (1)");
    // The results (and their facet lists) reload for the new URL.
    await page.getByTestId("facet-team").locator("summary").click();
    await page.getByTestId("facet-team").getByRole("checkbox", { name: new RegExp(`^${escape(team)}\\s`) }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("team")).toBe(team);
    await expect.poll(() => page.getByTestId("facet-team").locator("summary").innerText()).toBe("팀 (1)");

    // Each step waits for its URL: a control reads the search of the page it was clicked on.
    for (const [label, stats] of [["속력", "pace:60-"], ["드리블", "pace:60-,dribbling:60-"]]) {
      await page.getByRole("combobox", { name: "능력치", exact: true }).selectOption({ label });
      await page.getByRole("spinbutton", { name: "능력치 최소" }).fill("60");
      await page.getByRole("button", { name: "조건 추가" }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("stats")).toBe(stats);
      await page.getByRole("button", { name: `${label} 조건 삭제` }).waitFor();
    }
    await page.getByRole("combobox", { name: "정렬" }).selectOption({ label: "드리블 높은순" });

    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(Object.fromEntries(query));
    const url = new URL(page.url());
    const wanted = expected.cards.map((c) => c.name);
    await expect.poll(() => shownNames(page)).toEqual(wanted);
    await expect.poll(() => results.getByText(`총 ${expected.total.toLocaleString("ko-KR")}개의 카드`).count()).toBe(1);
    expect(await results.getByTestId("programme-badge").first().innerText()).toBe(programmeLabel(programme));

    // Reload: the same search from the URL alone.
    await page.reload();
    await expect.poll(() => shownNames(page)).toEqual(wanted);
    expect(new URL(page.url()).search).toBe(url.search);
    await expect.poll(() => page.getByRole("button", { name: "드리블 조건 삭제" }).count()).toBe(1);
    await page.context().close();
  });
});
