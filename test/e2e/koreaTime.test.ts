import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, liveAfterNavigation } from "./browser";

const baseUrl = inject("baseUrl");

// 03:00 UTC is noon in Seoul on 1 January but still 31 December in Los Angeles.
const FIXED_CREATED_AT = "2025-01-01T03:00:00.000Z";

describe("dates in a browser outside Korea", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shows a notice's date in Korea time when the browser is in America/Los_Angeles", async () => {
    const context = await browser.newContext({ timezoneId: "America/Los_Angeles", locale: "ko-KR", viewport: { width: 1280, height: 800 } });
    const page = liveAfterNavigation(await context.newPage());
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("America/Los_Angeles");
    await page.route("**/graphql", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"createdAt":"[^"]*"/g, `"createdAt":"${FIXED_CREATED_AT}"`);
      await route.fulfill({ response, body });
    });
    // The home page's data must come through GraphQL (intercepted above), not with the
    // server-rendered page: open another page, then go home inside the app.
    await page.goto(`${baseUrl}/community`);
    await page.locator('header a[href="/"]').first().click();
    // The home page also lists the latest posts: read the notices panel's dates only.
    const notices = page.getByRole("region", { name: "공지사항" }).locator('a[href^="/posts/"] time');
    await notices.nth(2).waitFor();
    expect(await notices.allTextContents()).toEqual(["2025년 1월 1일", "2025년 1월 1일", "2025년 1월 1일"]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.close();
  });
});
