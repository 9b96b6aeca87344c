import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { graphqlAnswered, launchBrowser, LIVE_MS, openPage, subscriptionSent } from "./browser";
import { signUpMember } from "./signUp";
import { adminToken as adminLogin, cardWithFewReviews } from "./reviewsKit";

const baseUrl = inject("baseUrl");

const call = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
const review = (token: string, cardId: number) =>
  call("POST", "/api/reviews", token, { cardId, formation: "4-4-2 플랫", paceRating: 8, shootingRating: 8, passingRating: 8, agilityRating: 8, defenseRating: 8, physicalRating: 8 });

const signedIn = (browser: Browser, token: string, mobile: boolean): Promise<Page> => openPage(browser, { mobile, signedIn: { baseUrl, token } });

describe("watchlist (관심 선수) in Chromium", () => {
  let browser: Browser;
  let adminToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await adminLogin(baseUrl);
  });
  afterAll(() => browser.close());

  it.each([
    ["desktop", false],
    ["phone", true],
  ] as const)("on a %s: A watches a card with its heart, B's review rings A's bell live; a switched-off type rings nothing", async (_size, mobile) => {
    const a = await signUpMember(baseUrl, `watcha${mobile ? "m" : "d"}`, "관심A");
    const b = await signUpMember(baseUrl, `watchb${mobile ? "m" : "d"}`, "리뷰B");
    const card = await cardWithFewReviews(baseUrl);
    const page = await signedIn(browser, a.token, mobile);

    // The heart on the card page: pressed at once, and still pressed after the server answered.
    const watched = graphqlAnswered(page, "useWatchCardMutation");
    await page.goto(`${baseUrl}/cards/${card.id}`);
    const heart = page.getByRole("button", { name: `${card.name} 관심 선수 추가` }).first();
    await heart.click();
    await page.getByRole("button", { name: `${card.name} 관심 선수 해제`, pressed: true }).first().waitFor();
    await watched;
    expect((await (await call("GET", "/api/users/me/watchlist", a.token)).json()).cards.map((c: { id: number }) => c.id)).toEqual([card.id]);

    // The bell is live before B writes.
    const live = subscriptionSent(page, "useNotificationReceivedSubscription");
    await page.goto(`${baseUrl}/watchlist`);
    await page.getByTestId("watchlist").getByText(card.name).waitFor();
    await live;
    expect((await review(b.token, card.id)).status).toBe(200);
    const bell = page.getByRole("button", { name: "알림 (읽지 않은 알림 1개)" });
    await bell.waitFor({ timeout: LIVE_MS });
    await bell.click();
    const list = page.getByRole("region", { name: "알림 목록" });
    await list.getByRole("button", { name: new RegExp(`관심 선수 ${card.name} .*에 새 리뷰가 달렸습니다`) }).waitFor();
    await list.getByRole("button", { name: "모두 읽음" }).click();
    await page.getByRole("button", { name: "알림", exact: true }).waitFor();

    // Switch new-review alerts off on the profile.
    await page.goto(`${baseUrl}/profile`);
    const reviewSwitch = page.getByRole("switch", { name: "관심 선수의 새 리뷰" });
    const saved = graphqlAnswered(page, "useUpdateNotificationSettingsMutation");
    await reviewSwitch.click();
    await saved;
    expect(await reviewSwitch.getAttribute("aria-checked")).toBe("false");
    expect((await (await call("GET", "/api/users/me/notification-settings", a.token)).json()).settings.watchReview).toBe(false);

    // Another review rings nothing; the admin's stat change after it still does, and is the only new one.
    const c = await signUpMember(baseUrl, `watchc${mobile ? "m" : "d"}`, "리뷰C");
    expect((await review(c.token, card.id)).status).toBe(200);
    const ovr = ((await (await fetch(`${baseUrl}/api/cards/${card.id}`)).json()) as { ovr: number }).ovr;
    expect((await call("PATCH", `/api/cards/${card.id}`, adminToken, { ovr: ovr + 1 })).status).toBe(200);
    await page.getByRole("button", { name: "알림 (읽지 않은 알림 1개)" }).waitFor({ timeout: LIVE_MS });
    await page.getByRole("button", { name: /^알림/ }).click();
    await list.getByRole("button", { name: new RegExp(`능력치가 변경되었습니다: OVR ${ovr}→${ovr + 1}`) }).waitFor();
    const unread = (await (await call("GET", "/api/notifications?limit=10", a.token)).json()).notifications.filter((n: { isRead: boolean }) => !n.isRead);
    expect(unread.map((n: { type: string }) => n.type)).toEqual(["watch_stats"]);

    // The watchlist shows the new OVR and the change.
    await page.goto(`${baseUrl}/watchlist`);
    await page.getByTestId("watch-latest-change").getByText(`OVR ${ovr}→${ovr + 1}`).waitFor();
    // Restore the card for the other tests.
    await call("PATCH", `/api/cards/${card.id}`, adminToken, { ovr });
    await page.context().close();
  });

  it("a heart on a card list flips every tile of that card at once and survives a reload", async () => {
    const a = await signUpMember(baseUrl, "watchlist", "목록A");
    const page = await signedIn(browser, a.token, false);
    await page.goto(`${baseUrl}/cards`);
    // The tiles of the first card (a heart sits beside its tile's link, in one frame).
    const href = await page.locator("a[href^='/cards/']").filter({ has: page.locator("strong") }).first().getAttribute("href");
    const hearts = page.locator(`a[href='${href}']`).locator("xpath=..").getByTestId("watch-button");
    const count = await hearts.count();
    expect(count).toBeGreaterThan(0);
    const answered = graphqlAnswered(page, "useWatchCardMutation");
    await hearts.first().click();
    await expect.poll(async () => (await hearts.evaluateAll((els) => els.map((e) => e.getAttribute("aria-pressed")))).every((v) => v === "true")).toBe(true);
    await answered;
    await page.reload();
    await expect.poll(() => hearts.first().getAttribute("aria-pressed")).toBe("true");
    await page.context().close();
  });
});
