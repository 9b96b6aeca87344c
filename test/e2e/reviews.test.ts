import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { cardWithFewReviews, signedInPage } from "./reviewsKit";

const baseUrl = inject("baseUrl");
type ApiCard = { avgRating: number; reviewCount: number };
const apiCard = async (id: number) => (await (await fetch(`${baseUrl}/api/cards/${id}`)).json()) as ApiCard;

describe("card reviews in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("writes, edits, replies, likes, votes once and deletes a review", async () => {
    const card = await cardWithFewReviews(baseUrl);
    const text = `e2e 리뷰 ${Date.now().toString(36)}`;
    const { page } = await signedInPage(browser, baseUrl, "demo", "demo1234!");
    await page.goto(`${baseUrl}/cards/${card.id}`);
    const section = page.getByRole("region", { name: "실사용 리뷰" });
    await section.waitFor();

    // Write: all ten, a formation, text; overall shows 10.0 live.
    await section.getByRole("button", { name: "리뷰 작성" }).click();
    const form = page.getByRole("form", { name: "리뷰 작성" });
    await form.getByRole("button", { name: "리뷰 등록" }).click();
    await page.getByText("포메이션을 선택해주세요.").waitFor();
    for (const label of ["속력", "슛", "패스", "민첩성", "수비", "피지컬"]) await form.getByLabel(`${label} 평점`).selectOption("10");
    expect(await form.getByTestId("review-form-overall").textContent()).toBe("10.0");
    await form.getByLabel("포메이션").selectOption("4-2-3-1 넓게");
    await form.getByLabel("리뷰 내용").fill(`  ${text}  `);
    await form.getByRole("button", { name: "리뷰 등록" }).click();
    await page.getByText("리뷰 작성 완료!").waitFor();
    const mine = section.getByTestId("review-item").filter({ hasText: text });
    await mine.waitFor();
    const after = await apiCard(card.id);
    await expect.poll(async () => section.getByTestId("average-overall").textContent()).toBe(after.avgRating.toFixed(1));
    await section.getByText("4-2-3-1 넓게 ·").first().waitFor();

    // Edit in place (no reload).
    await mine.getByRole("button", { name: "수정" }).click();
    const edit = page.getByRole("form", { name: "리뷰 수정" });
    await edit.getByLabel("수비 평점").selectOption("4");
    await edit.getByLabel("리뷰 내용").fill(`${text} 수정`);
    await edit.getByRole("button", { name: "리뷰 수정" }).click();
    await page.getByText("리뷰 수정 완료!").waitFor();
    await section.getByTestId("review-item").filter({ hasText: `${text} 수정` }).waitFor();
    expect((await apiCard(card.id)).avgRating).toBeLessThan(after.avgRating + 0.001);

    // A second account replies, likes and votes (the second vote is refused).
    const admin = await signedInPage(browser, baseUrl, "admin", "admin1234!");
    await admin.page.goto(`${baseUrl}/cards/${card.id}?tab=reviews`);
    const theirs = admin.page.getByTestId("review-item").filter({ hasText: `${text} 수정` });
    await theirs.getByRole("button", { name: /^댓글/ }).click();
    await theirs.getByLabel("댓글 내용").fill("좋은 리뷰네요");
    await theirs.getByRole("button", { name: "댓글 등록" }).click();
    await admin.page.getByText("+1점 적립").waitFor();
    await theirs.getByRole("button", { name: "댓글 1" }).waitFor();
    // The count button opened the thread; the posted reply shows in it without a reload.
    await theirs.getByTestId("review-reply").filter({ hasText: "좋은 리뷰네요" }).waitFor();
    await theirs.getByRole("button", { name: /추천 0/ }).click();
    await admin.page.getByText("추천을 완료했습니다").waitFor();
    await theirs.getByRole("button", { name: /추천 1/ }).waitFor();
    const recommended = admin.page.getByTestId("recommend-panel").locator("strong").first();
    const upBefore = Number(await recommended.textContent());
    await theirs.getByRole("button", { name: "좋아요 투표" }).click();
    await theirs.getByRole("note").waitFor();
    // The recommendation summary follows the vote without a reload.
    await expect.poll(async () => Number(await recommended.textContent())).toBe(upBefore + 1);
    expect(await theirs.getByRole("button", { name: "싫어요 투표" }).isDisabled()).toBe(true);
    const reviewId = (await (await fetch(`${baseUrl}/api/cards/${card.id}/reviews`)).json()).reviews.find((r: { reviewText: string }) => r.reviewText === `${text} 수정`).id;
    const again = await fetch(`${baseUrl}/api/reviews/${reviewId}/vote`, { method: "POST", headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" }, body: JSON.stringify({ type: "down" }) });
    expect(again.status).toBe(429);
    await page.reload();
    await section.getByTestId("review-item").filter({ hasText: `${text} 수정` }).getByRole("button", { name: "좋아요 투표" }).filter({ hasText: "1" }).waitFor();

    // The detail dialog shows the comment; then the author deletes the review.
    const mineAgain = section.getByTestId("review-item").filter({ hasText: `${text} 수정` });
    await mineAgain.getByRole("button", { name: "상세" }).click();
    await page.getByRole("dialog", { name: "리뷰 상세" }).getByText("좋은 리뷰네요").waitFor();
    await page.keyboard.press("Escape");
    await mineAgain.getByRole("button", { name: "삭제" }).click();
    await page.getByText("리뷰가 삭제되었습니다.").waitFor();
    await expect.poll(() => mineAgain.count()).toBe(0);
    expect((await apiCard(card.id)).reviewCount).toBe(after.reviewCount - 1);
  }, 180_000);

  it("creates and deletes a review with one GraphQL request each; the review it replaced never comes back", async () => {
    const card = await cardWithFewReviews(baseUrl);
    const { page, token } = await signedInPage(browser, baseUrl, "demo", "demo1234!");
    const stamp = Date.now().toString(36);
    const older = await fetch(`${baseUrl}/api/reviews`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ cardId: card.id, formation: "4-4-2 플랫", paceRating: 5, shootingRating: 5, passingRating: 5, agilityRating: 5, defenseRating: 5, physicalRating: 5, reviewText: `older ${stamp}` }),
    });
    expect(older.status).toBe(200);
    const operations: string[] = [];
    page.on("request", (request) => {
      if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
      const name = (request.postDataJSON() as { operationName?: string }).operationName ?? "?";
      // Visit tracking fires on its own timer; it is not part of a review write.
      if (name !== "useTrackVisitMutation") operations.push(name);
    });
    const confirms: string[] = [];
    page.on("dialog", (dialog) => void confirms.push(dialog.message()));
    await page.goto(`${baseUrl}/cards/${card.id}`);
    const section = page.getByRole("region", { name: "실사용 리뷰" });
    const olderItem = section.getByTestId("review-item").filter({ hasText: `older ${stamp}` });
    await olderItem.waitFor();
    await page.waitForLoadState("networkidle");

    await section.getByRole("button", { name: "리뷰 작성" }).click();
    const form = page.getByRole("form", { name: "리뷰 작성" });
    expect(await form.getByRole("note").textContent()).toContain("이전 리뷰를 대신해 표시됩니다");
    for (const label of ["속력", "슛", "패스", "민첩성", "수비", "피지컬"]) await form.getByLabel(`${label} 평점`).selectOption("9");
    await form.getByLabel("포메이션").selectOption("4-3-3 홀딩");
    await form.getByLabel("리뷰 내용").fill(`newer ${stamp}`);
    operations.length = 0;
    await form.getByRole("button", { name: "리뷰 등록" }).click();
    const newerItem = section.getByTestId("review-item").filter({ hasText: `newer ${stamp}` });
    await newerItem.waitFor();
    await expect.poll(() => olderItem.count()).toBe(0);
    await page.waitForLoadState("networkidle");
    expect(operations).toEqual(["useCreateReviewMutation"]);

    operations.length = 0;
    await newerItem.getByRole("button", { name: "삭제" }).click();
    await page.getByText("리뷰가 삭제되었습니다.").waitFor();
    await expect.poll(() => newerItem.count()).toBe(0);
    await page.waitForLoadState("networkidle");
    expect(operations).toEqual(["useDeleteCardReviewMutation"]);
    expect(confirms.at(-1)).toContain("이전에 작성한 리뷰도 다시 표시되지 않습니다");
    expect(await olderItem.count()).toBe(0);

    await page.reload();
    await section.waitFor();
    await page.waitForLoadState("networkidle");
    expect(await section.getByTestId("review-item").filter({ hasText: stamp }).count()).toBe(0);
  }, 180_000);
});
