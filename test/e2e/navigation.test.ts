import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage } from "./browser";

const baseUrl = inject("baseUrl");
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe("navigation in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("starts a typed URL at the top and restores the position on back", async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/cards`);
    const cardLinks = page.locator('a[href^="/cards/"]');
    await cardLinks.nth(19).waitFor();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);

    // In-app navigation to a card opens it at the top; back restores the list position.
    // A dispatched click: Playwright's click() would first scroll the link into view.
    await cardLinks.nth(19).dispatchEvent("click");
    await page.waitForURL(/\/cards\/\d+$/);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/cards`);
    await page.waitForFunction(() => window.scrollY === 1500);

    // A URL typed into the address bar is a new document: it starts at the top, even though the
    // first document's position is still saved for this tab.
    // Wait until the page has settled (its visit is tracked after a second on it): a wrong
    // restoration would have run by then.
    const tracked = page.waitForResponse((r) => (r.request().postData() ?? "").includes("useTrackVisitMutation"));
    await page.goto(`${baseUrl}/cards?position=ST`);
    await cardLinks.nth(19).waitFor();
    await tracked;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await scrollY(page)).toBe(0);
    await page.context().close();
  });

  it("says a page past the end has no cards, with a link to page 1 (search and new cards)", async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/cards?position=ST&offset=5000`);
    await page.getByText("이 페이지에는 카드가 없습니다").waitFor();
    expect(await page.getByText(/총 [\d,]+개의 카드/).count()).toBe(0);
    await page.getByRole("link", { name: "1페이지로 이동" }).click();
    await page.waitForURL(`${baseUrl}/cards?position=ST`);
    await page.getByText(/총 [\d,]+개의 카드/).waitFor();

    await page.goto(`${baseUrl}/new-cards?page=99`);
    await page.getByText("이 페이지에는 카드가 없습니다").waitFor();
    expect(await page.getByText("등록된 신규 카드가 없습니다").count()).toBe(0);
    await page.getByRole("link", { name: "1페이지로 이동" }).click();
    await page.waitForURL(`${baseUrl}/new-cards`);
    await page.locator('a[href^="/cards/"]').first().waitFor();
    await page.context().close();
  });

  it("shows the not-found page for an unknown ranking position, not ST", async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/rankings/XX`);
    await page.getByRole("heading", { name: "페이지를 찾을 수 없습니다" }).waitFor();
    expect(await page.getByText("ST TOP 100").count()).toBe(0);
    await page.goto(`${baseUrl}/rankings/cam`);
    await page.getByRole("link", { name: "CAM", exact: true }).waitFor();
    expect(await page.getByRole("heading", { name: "페이지를 찾을 수 없습니다" }).count()).toBe(0);
    await page.context().close();
  });
});
