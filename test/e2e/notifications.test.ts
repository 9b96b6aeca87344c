import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, LIVE_MS, liveAfterNavigation, subscriptionSent } from "./browser";
import { cardWithFewReviews, signedInPage } from "./reviewsKit";

const baseUrl = inject("baseUrl");
const demoToken = inject("demoToken");

const post = (path: string, token: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });

/** A generated demo member (neither demo nor admin), signed in with the shared member password. */
async function generatedMember(browser: Browser) {
  const { users } = (await (await fetch(`${baseUrl}/api/users/level-ranking?page=1&limit=20`)).json()) as { users: { username: string; isAdmin: boolean }[] };
  const user = users.find((u) => !u.isAdmin && u.username !== "demo");
  if (!user) throw new Error("no generated member");
  return signedInPage(browser, baseUrl, user.username, "member1234!");
}

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
    await a.page.getByTestId("unread-dot").waitFor({ timeout: LIVE_MS });

    await bell.click();
    const list = a.page.getByRole("region", { name: "알림 목록" });
    await list.getByRole("button", { name: /회원님의 .+ 리뷰에 댓글을 남겼습니다/ }).first().click();
    await a.page.waitForURL(`${baseUrl}/cards/${card.id}?tab=reviews`);
    await a.page.getByRole("region", { name: "실사용 리뷰" }).waitFor();

    await bell.click();
    await list.getByRole("button", { name: "모두 읽음" }).click();
    // The mutation's answer clears the dot: a loaded machine (CI runs the server tests beside these) needs more than the default second.
    await expect.poll(() => a.page.getByTestId("unread-dot").count(), { timeout: 5_000 }).toBe(0);
  });

  it("batches likes on a post into one live notification that names the post, counted once on the bell", async () => {
    const author = await generatedMember(browser);
    const admin = await signedInPage(browser, baseUrl, "admin", "admin1234!");
    await admin.page.close();
    const title = `좋아요 알림 ${Date.now().toString(36)}`;
    const postId = ((await (await post("/api/posts", author.token, { title, content: "<p>본문</p>", type: "free" })).json()) as { id: number }).id;
    await fetch(`${baseUrl}/api/notifications/read-all`, { method: "PUT", headers: { authorization: `Bearer ${author.token}` } });
    // One stored notification first: the bell resumes after it, so nothing made after the page loaded is missed.
    expect((await post(`/api/posts/${postId}/comments`, admin.token, { content: "첫 댓글" })).status).toBe(201);
    await author.page.goto(`${baseUrl}/`);
    const bell = author.page.getByRole("button", { name: /^알림/ });
    await author.page.getByRole("button", { name: "알림 (읽지 않은 알림 1개)" }).waitFor();

    expect((await post(`/api/posts/${postId}/like-toggle`, demoToken, {})).status).toBe(200);
    await author.page.getByRole("button", { name: "알림 (읽지 않은 알림 2개)" }).waitFor();
    await bell.click();
    const list = author.page.getByRole("region", { name: "알림 목록" });
    await list.getByRole("button", { name: new RegExp(`데모매니저님이 회원님의 게시글 「${title}」에 좋아요를 눌렀습니다`) }).waitFor();

    // A second like updates that row live, in place: still one like notification, still two unread.
    expect((await post(`/api/posts/${postId}/like-toggle`, admin.token, {})).status).toBe(200);
    const batched = list.getByRole("button", { name: new RegExp(`운영자님 외 1명이 회원님의 게시글 「${title}」에 좋아요를 눌렀습니다`) });
    await batched.waitFor();
    expect(await list.getByRole("button", { name: /좋아요를 눌렀습니다/ }).count()).toBe(1);
    expect(await list.getByText("게시글 좋아요").count()).toBe(1);
    expect(await author.page.getByRole("button", { name: "알림 (읽지 않은 알림 2개)" }).count()).toBe(1);

    await batched.click();
    await author.page.waitForURL(`${baseUrl}/posts/${postId}`);
    await author.page.getByRole("button", { name: "알림 (읽지 않은 알림 1개)" }).waitFor();
  });

  it.each([360, 390])("fits the notification popover inside a %i px wide phone", async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 780 }, locale: "ko-KR" });
    const page = liveAfterNavigation(await context.newPage());
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
