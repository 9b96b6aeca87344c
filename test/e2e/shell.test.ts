import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage } from "./browser";
import { loginToken } from "./reviewsKit";

const baseUrl = inject("baseUrl");

describe("app shell in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shows the home page with banners and the three latest notices", async () => {
    const page = await openPage(browser, { mobile: false });
    await page.goto(baseUrl);
    await page.getByRole("heading", { name: "공지사항" }).waitFor();
    // The home page also lists the latest posts: count the notices panel's links only.
    const notices = page.getByRole("region", { name: "공지사항" }).locator('a[href^="/posts/"]');
    await expect.poll(() => notices.count()).toBe(3);
    await expect.poll(() => page.locator('img[src^="/banners/"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("navigates with the header links without reloading the page", async () => {
    const page = await openPage(browser, { mobile: false });
    await page.goto(baseUrl);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "커뮤니티" }).click();
    await page.waitForURL(`${baseUrl}/community`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.getByRole("link", { name: "FC 모바일 카드 DB 홈" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.context().close();
  });

  it("shows the not-found page for an unknown path, with a way home", async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/no-such-page/here`);
    await page.getByRole("heading", { name: "페이지를 찾을 수 없습니다" }).waitFor();
    expect(await page.getByText("요청하신 페이지가 존재하지 않거나 이동되었습니다.").isVisible()).toBe(true);
    await page.getByRole("link", { name: "홈으로 돌아가기" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.context().close();
  });

  it("opens the terms and privacy dialogs from the footer and closes them with Escape", async () => {
    const page = await openPage(browser);
    await page.goto(baseUrl);
    await page.getByRole("button", { name: "이용약관" }).click();
    const terms = page.getByRole("dialog");
    await terms.waitFor();
    expect(await terms.textContent()).toContain("2025년 6월 27일");
    await page.keyboard.press("Escape");
    await terms.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "개인정보처리방침" }).click();
    const privacy = page.getByRole("dialog");
    expect(await privacy.textContent()).toMatch(/이메일/);
    await page.keyboard.press("Escape");
    await privacy.waitFor({ state: "hidden" });
    await page.context().close();
  });

  it("opens the mobile side menu, navigates and closes it", async () => {
    const page = await openPage(browser, { mobile: true });
    await page.goto(baseUrl);
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    const menu = page.getByRole("dialog", { name: "전체 메뉴" });
    await menu.waitFor();
    await menu.getByRole("link", { name: "포메이션 찾기" }).click();
    await page.waitForURL(`${baseUrl}/formation-finder`);
    await menu.waitFor({ state: "hidden" });
    await page.context().close();
  });

  it("tracks a visit one second after a page opens", async () => {
    const page = await openPage(browser);
    const tracked = page.waitForRequest(
      (request) => request.url().endsWith("/graphql") && (request.postData() ?? "").includes("useTrackVisitMutation"),
    );
    const opened = Date.now();
    await page.goto(`${baseUrl}/new-cards`);
    const request = await tracked;
    expect(Date.now() - opened).toBeGreaterThanOrEqual(900);
    expect(JSON.parse(request.postData()!).variables.input).toMatchObject({ page: "/new-cards" });
    const response = await request.response();
    expect((await response!.json()).data.trackVisit.__typename).toBe("MutationTrackVisitSuccess");
    await page.context().close();
  });

  it("shows the user menu for a signed-in member and logs out to the login button", async () => {
    // Its own session: logging out revokes it on the server, and other tests share demoToken.
    const token = await loginToken(baseUrl, "demo", "demo1234!");
    const page = await openPage(browser, { mobile: false });
    await page.addInitScript((token) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("fc_mobile_token", token);
        sessionStorage.setItem("seeded", "1");
      }
    }, token);
    await page.goto(baseUrl);
    await page.getByRole("button", { name: /데모매니저/ }).click();
    await page.getByRole("button", { name: "로그아웃" }).click();
    await page.getByRole("link", { name: "로그인" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("fc_mobile_token"))).toBeNull();
    const revoked = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(401);
    await page.context().close();
  });
});
