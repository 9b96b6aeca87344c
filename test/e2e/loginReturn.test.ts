import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, openPage } from "./browser";

const baseUrl = inject("baseUrl");
const demoToken = inject("demoToken");
const FORMATION = "4-2-3-1 넓게";

/** The visitor lands on /login carrying the page it came from, logs in as demo and is back there. */
async function logsInAndReturns(page: Page, from: string) {
  await page.waitForURL((url) => url.pathname === "/login");
  const back = new URL(from);
  expect(new URL(page.url()).searchParams.get("next")).toBe(`${back.pathname}${back.search}`);
  await page.getByLabel("아이디 또는 이메일").fill("demo");
  await page.getByLabel("비밀번호", { exact: true }).fill("demo1234!");
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await page.waitForURL(from);
  await page.getByRole("button", { name: /^알림/ }).waitFor();
}

describe("login-required actions take a visitor to login and back (issue 26, 390 px)", () => {
  let browser: Browser;
  let cardUrl: string;
  let formationUrl: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { cards } = (await (await fetch(`${baseUrl}/api/cards?limit=40&sortBy=ovr`)).json()) as { cards: { id: number; reviewCount: number }[] };
    cardUrl = `${baseUrl}/cards/${cards.find((c) => c.reviewCount > 0)!.id}?tab=reviews`;
    const created = await fetch(`${baseUrl}/api/formation-reviews`, {
      method: "POST",
      headers: { authorization: `Bearer ${demoToken}`, "content-type": "application/json" },
      body: JSON.stringify({ formationName: FORMATION, content: "로그인 복귀 확인용 리뷰" }),
    });
    expect(created.status).toBeLessThan(300);
    formationUrl = `${baseUrl}/formation-rankings?formation=${encodeURIComponent(FORMATION)}`;
  });
  afterAll(() => browser.close());

  /** A fresh visitor (no session) on `url`, at 390 px. */
  async function visitor(url: string) {
    const page = await openPage(browser);
    await page.goto(url);
    return page;
  }

  it("profile: a visitor is sent to login and comes back to /profile", async () => {
    const page = await visitor(`${baseUrl}/profile`);
    await logsInAndReturns(page, `${baseUrl}/profile`);
    await page.getByRole("button", { name: "비밀번호 변경" }).waitFor();
    await page.context().close();
  });

  it("object storage demo: its login button comes back to the demo", async () => {
    const page = await visitor(`${baseUrl}/object-storage-demo`);
    await page.getByRole("link", { name: "로그인하기" }).click();
    await logsInAndReturns(page, `${baseUrl}/object-storage-demo`);
    await page.context().close();
  });

  const cardActions: [string, (review: Locator, page: Page) => Promise<void>][] = [
    // Clicked once, as soon as the page is live: the review section (a lazy part) hydrates with the page.
    ["write a review", (_r, page) => page.getByRole("button", { name: "리뷰 작성" }).click()],
    ["like a review", (review) => review.getByRole("button", { name: /추천 \d+/ }).click()],
    ["vote on a review", (review) => review.getByRole("button", { name: /^좋아요 투표/ }).click()],
    ["reply to a review", async (review) => {
      await review.getByRole("button", { name: /^댓글 \d+/ }).click();
      await review.getByText("댓글을 작성하려면 로그인이 필요합니다").waitFor();
      await review.getByRole("link", { name: "로그인" }).click();
    }],
  ];
  /** Where the reviews section starts, as a share of the screen's height (unscrolled it is ~2,000 px down). */
  const reviewsTop = (page: Page) =>
    page.getByRole("region", { name: "실사용 리뷰" }).evaluate((section) => section.getBoundingClientRect().top / window.innerHeight);
  const inTopQuarter = (share: number) => share >= 0 && share < 0.25;

  // On a 4× slower phone: the page scrolled to the reviews once that part hydrated, a moment after the
  // page answered, and the tap landed on whatever moved under it (0 of 6 reached login before the fix).
  it.each(cardActions)("card page on a slower phone: %s", async (_name, act) => {
    const page = await openPage(browser, { cpuSlowdown: 4 });
    await page.goto(cardUrl);
    expect(await reviewsTop(page)).toSatisfy(inTopQuarter); // already there when the page answers: nothing moves under the tap
    const review = page.getByTestId("review-item").first();
    const from = page.url();
    await act(review, page);
    await logsInAndReturns(page, from);
    await expect.poll(() => reviewsTop(page)).toSatisfy(inTopQuarter); // back inside the app: scrolled to again
    await page.context().close();
  });

  const formationActions: [string, (review: Locator, page: Page) => Promise<void>][] = [
    ["write a formation review", (_r, page) => page.getByRole("button", { name: "리뷰 작성" }).click()],
    ["like a formation review", (review) => review.getByRole("button", { name: /^좋아요 \d+/ }).click()],
    ["comment on a formation review", async (review) => {
      await review.getByRole("button", { name: /^댓글 \d+/ }).click();
      await review.getByText("댓글을 작성하려면 로그인이 필요합니다.").waitFor();
      await review.getByRole("link", { name: "로그인" }).click();
    }],
  ];
  it.each(formationActions)("formation page: %s", async (_name, act) => {
    const page = await visitor(formationUrl);
    const review = page.getByTestId("formation-review").filter({ hasText: "로그인 복귀 확인용 리뷰" });
    await review.waitFor();
    const from = page.url();
    await act(review, page);
    await logsInAndReturns(page, from);
    await page.getByTestId("formation-review").first().waitFor();
    await page.context().close();
  });
});
