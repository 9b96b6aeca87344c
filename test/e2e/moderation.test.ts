import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage } from "./browser";
import { signUpMember } from "./signUp";
import { cardWithFewReviews, signedInPage } from "./reviewsKit";

const baseUrl = inject("baseUrl");
const post = (path: string, body: unknown, token?: string) =>
  fetch(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

describe("moderation reports in Chromium", () => {
  let browser: Browser;
  let cleanup: (() => Promise<unknown>) | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Site-wide state: A's review goes, so the card's counters are what other files expect.
    await cleanup?.();
    await browser.close();
  });

  it("member B reports A's review, the admin hides it from the 신고 tab, a visitor no longer sees it, A sees it marked", async () => {
    const card = await cardWithFewReviews(baseUrl);
    // Member A: a fresh account through the real sign-up, so its review is nobody else's.
    const { token: tokenA } = await signUpMember(baseUrl, "mod", "작성자");
    const text = `신고 대상 리뷰 ${Date.now().toString(36)}`;
    const created = await post("/api/reviews", { cardId: card.id, formation: "4-3-3 홀딩", paceRating: 9, shootingRating: 9, passingRating: 9, agilityRating: 9, defenseRating: 9, physicalRating: 9, reviewText: text }, tokenA);
    const review = (await created.json()) as { id: number };
    cleanup = () => fetch(`${baseUrl}/api/reviews/${review.id}`, { method: "DELETE", headers: { authorization: `Bearer ${tokenA}` } });
    const countBefore = ((await (await fetch(`${baseUrl}/api/cards/${card.id}`)).json()) as { reviewCount: number }).reviewCount;

    // B (the demo member) reports it with a reason and a detail.
    const b = await signedInPage(browser, baseUrl, "demo", "demo1234!");
    await b.page.goto(`${baseUrl}/cards/${card.id}?tab=reviews`);
    const item = b.page.getByTestId("review-item").filter({ hasText: text });
    await item.getByRole("button", { name: "신고" }).click();
    const dialog = b.page.getByRole("dialog", { name: "신고하기" });
    await dialog.getByLabel("욕설/비방").check();
    await dialog.getByLabel("상세 내용 (선택)").fill("e2e 신고");
    await dialog.getByRole("button", { name: "신고하기" }).click();
    await b.page.getByText("신고가 접수되었습니다.").waitFor();
    await item.getByRole("button", { name: "신고됨" }).waitFor();

    // The admin hides it from the 신고 tab; the row leaves the queue without a reload.
    const admin = await signedInPage(browser, baseUrl, "admin", "admin1234!");
    await admin.page.goto(`${baseUrl}/admin`);
    await admin.page.getByRole("tab", { name: "신고" }).click();
    const row = admin.page.getByTestId("report-row").filter({ hasText: text });
    await row.getByText("사유: 욕설/비방").waitFor();
    await row.getByRole("button", { name: "숨김" }).click();
    await admin.page.getByText("숨김 처리되었습니다.").waitFor();
    await row.waitFor({ state: "detached" });

    // A visitor no longer sees it, in the list or the counters.
    const visitor = await openPage(browser, { mobile: false });
    await visitor.goto(`${baseUrl}/cards/${card.id}?tab=reviews`);
    // The sort bar renders with the list's data: once it shows, the list is what the server sent.
    await visitor.getByRole("region", { name: "실사용 리뷰" }).getByRole("group", { name: "리뷰 정렬" }).waitFor();
    expect(await visitor.getByText(text).count()).toBe(0);
    expect(((await (await fetch(`${baseUrl}/api/cards/${card.id}`)).json()) as { reviewCount: number }).reviewCount).toBe(countBefore - 1);

    // A still sees their review, marked.
    const a = await openPage(browser, { mobile: false, signedIn: { baseUrl, token: tokenA } });
    await a.goto(`${baseUrl}/cards/${card.id}?tab=reviews`);
    await a.getByTestId("review-item").filter({ hasText: text }).getByText("숨김 처리됨").waitFor();

    // The admin shows it again from the hidden reports; the visitor's next visit has it back.
    await admin.page.getByRole("group", { name: "신고 상태" }).getByRole("button", { name: "숨김 처리됨" }).click();
    const hiddenRow = admin.page.getByTestId("report-row").filter({ hasText: text });
    await hiddenRow.getByRole("button", { name: "숨김 해제" }).click();
    await admin.page.getByText("숨김 해제 완료").waitFor();
    await hiddenRow.getByRole("button", { name: "숨김 해제" }).waitFor({ state: "detached" });
    await visitor.reload();
    await visitor.getByTestId("review-item").filter({ hasText: text }).waitFor();
  });
});
