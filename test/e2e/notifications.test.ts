import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, subscriptionSent } from "./browser";
import { cardWithFewReviews, signedInPage } from "./reviewsKit";

const baseUrl = inject("baseUrl");
const demoToken = inject("demoToken");

const post = (path: string, token: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });

describe("review reply notifications in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("rings A's bell live when B replies, links to the card's reviews and clears with 모두 읽음", async () => {
    const a = await signedInPage(browser, baseUrl, "demo", "demo1234!");
    const b = await signedInPage(browser, baseUrl, "admin", "admin1234!");
    await b.page.close();
    const card = await cardWithFewReviews(baseUrl);
    const review = await (await post("/api/reviews", a.token, { cardId: card.id, formation: "4-4-2 플랫", paceRating: 7, shootingRating: 7, passingRating: 7, agilityRating: 7, defenseRating: 7, physicalRating: 7 })).json();
    expect(review.id).toBeGreaterThan(0);
    // A reads everything first, so the dot below can only come from B's replies.
    await fetch(`${baseUrl}/api/notifications/read-all`, { method: "PUT", headers: { authorization: `Bearer ${a.token}` } });
    const live = subscriptionSent(a.page, "useNotificationReceivedSubscription");
    await a.page.goto(`${baseUrl}/`);
    const bell = a.page.getByRole("button", { name: /^알림/ });
    await bell.waitFor();
    await live;
    expect(await a.page.getByTestId("unread-dot").count()).toBe(0);

    for (const content of ["첫 댓글", "둘째 댓글"]) expect((await post(`/api/reviews/${review.id}/replies`, b.token, { content })).status).toBe(200);
    await a.page.getByTestId("unread-dot").waitFor({ timeout: 1000 });

    await bell.click();
    const list = a.page.getByRole("region", { name: "알림 목록" });
    await list.getByRole("button", { name: /회원님의 .+ 리뷰에 댓글을 남겼습니다/ }).first().click();
    await a.page.waitForURL(`${baseUrl}/cards/${card.id}?tab=reviews`);
    await a.page.getByRole("region", { name: "실사용 리뷰" }).waitFor();

    await bell.click();
    await list.getByRole("button", { name: "모두 읽음" }).click();
    await expect.poll(() => a.page.getByTestId("unread-dot").count()).toBe(0);
  });

  it.each([360, 390])("fits the notification popover inside a %i px wide phone", async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 780 }, locale: "ko-KR" });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.evaluate((t) => localStorage.setItem("fc_mobile_token", t), demoToken);
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: /^알림/ }).click();
    const panel = page.getByRole("region", { name: "알림 목록" });
    await panel.getByRole("heading", { name: "알림" }).waitFor();
    const box = await panel.boundingBox();
    await context.close();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(box!.y).toBeGreaterThanOrEqual(0);
  });
});
