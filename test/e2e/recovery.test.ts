import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage } from "./browser";

const baseUrl = inject("baseUrl");

/**
 * Opens `start` (server-rendered: its data comes with the page, no request to fail), then follows
 * the in-app link `linkSelector`, whose route loads its data through GraphQL.
 */
async function navigateInApp(page: Page, start: string, linkSelector: string) {
  await page.goto(start);
  await page.locator(linkSelector).first().click();
}

/** Makes the first /graphql request for `operationName` fail with a 502; later ones pass. */
async function failFirst(page: Page, operationName: string) {
  let failed = 0;
  await page.route("**/graphql", async (route) => {
    const body: unknown = route.request().postDataJSON();
    const name = typeof body === "object" && body !== null && "operationName" in body ? body.operationName : null;
    if (name === operationName && failed === 0) {
      failed += 1;
      await route.fulfill({ status: 502, body: "Bad Gateway" });
      return;
    }
    await route.fallback();
  });
  return () => failed;
}

describe("recovering from a failed load in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shows the home page after 다시 시도 when its first load failed", async () => {
    const page = await openPage(browser);
    const failures = await failFirst(page, "HomeRouteQuery");
    await navigateInApp(page, `${baseUrl}/community`, 'header a[href="/"]');
    await page.getByRole("heading", { name: "페이지를 불러오지 못했습니다" }).waitFor();
    expect(failures()).toBe(1);
    await page.getByRole("button", { name: "다시 시도" }).click();
    await page.getByRole("heading", { name: "공지사항" }).waitFor();
    expect(await page.getByRole("heading", { name: "페이지를 불러오지 못했습니다" }).count()).toBe(0);
    await page.context().close();
  });

  it("keeps the search box and shows results after 다시 시도 when the card search failed", async () => {
    const page = await openPage(browser);
    await failFirst(page, "CardsRouteQuery");
    await navigateInApp(page, baseUrl, 'a[href="/cards"]');
    await page.getByRole("heading", { name: "검색 중 오류가 발생했습니다." }).waitFor();
    await page.getByRole("button", { name: "다시 시도" }).click();
    await page.getByText(/총 [\d,]+개의 카드/).waitFor();
    expect(await page.getByRole("heading", { name: "검색 중 오류가 발생했습니다." }).count()).toBe(0);
    expect(await page.getByRole("searchbox", { name: "선수 검색" }).isVisible()).toBe(true);
    await page.context().close();
  });
});
