import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { graphqlAnswered, launchBrowser, openPage } from "./browser";
import { adminToken } from "./reviewsKit";
import { signUpMember } from "./signUp";

const baseUrl = inject("baseUrl");
const demoToken = inject("demoToken");

const CARD_TEXT = `112 LW 관리자테스트선수
팀 테스트 FC / 리그 테스트 리그 / 국적 대한민국
키 181cm 몸무게 74kg
개인기 ★★★★☆   왼발 3 오른발 5   체력 등급 7
공격 적극성 높음 수비 적극성 낮음
가속력 96
주력 95`;

async function signIn(page: Page, token: string) {
  await page.goto(`${baseUrl}/`);
  await page.evaluate((t) => localStorage.setItem("fc_mobile_token", t), token);
}

describe("admin dashboard in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("refuses visitors and members; every admin call answers 403 to a member", async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole("heading", { name: "로그인이 필요합니다" }).waitFor();
    expect(await page.getByRole("link", { name: "로그인하기" }).getAttribute("href")).toBe("/login?next=%2Fadmin");
    await signIn(page, demoToken);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole("heading", { name: "관리자 권한이 필요합니다" }).waitFor();
    expect(await page.getByText(/님은 관리자 권한이 없습니다/).textContent()).toMatch(/\S+님은/);
    const auth = { authorization: `Bearer ${demoToken}`, "content-type": "application/json" };
    expect((await fetch(`${baseUrl}/api/cards/clear-new`, { method: "POST", headers: auth })).status).toBe(403);
    const gql = await fetch(`${baseUrl}/graphql`, { method: "POST", headers: auth, body: JSON.stringify({ query: "mutation { clearNewCards { __typename } }" }) });
    expect(((await gql.json()) as { errors: { message: string }[] }).errors[0].message).toBe("권한이 없습니다.");
  });

  it("imports a card from text with an uploaded image, sees it on the new-cards page and the home carousel, clears NEW; adds, reorders and deletes a banner on the home carousel", async () => {
    const page = await openPage(browser, { mobile: false });
    const token = await adminToken(baseUrl);
    // The bulk clear below is site-wide: the demo's new cards get their flag back afterwards, so
    // later files (the home carousels) still see them.
    const demoNew = (await (await fetch(`${baseUrl}/api/cards/new?limit=1000`)).json()) as { id: number }[];
    await signIn(page, token);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole("button", { name: "카드 추가" }).click();
    const dialog = page.getByRole("dialog", { name: "카드 추가" });
    await dialog.getByLabel("카드 텍스트").fill(CARD_TEXT);
    await dialog.getByRole("button", { name: "텍스트 불러오기" }).click();
    expect(await dialog.getByLabel("이름").inputValue()).toBe("관리자테스트선수");
    expect(await dialog.getByLabel("가속력").inputValue()).toBe("96");
    await dialog.getByText("신규 카드").click();
    const art = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 30, g: 160, b: 90 } } }).png().toBuffer();
    await dialog.getByLabel("카드 이미지 파일").setInputFiles({ name: "card.png", mimeType: "image/png", buffer: art });
    await dialog.getByRole("button", { name: "저장" }).click();
    // A card created as new moves the admin to the new-cards tab.
    await page.getByRole("tab", { name: "신규 카드", selected: true }).waitFor();
    await page.getByRole("list", { name: "신규 카드 목록" }).getByText("관리자테스트선수").waitFor();

    const visitor = await openPage(browser);
    await visitor.goto(`${baseUrl}/new-cards`);
    // The card was saved first, then its image uploaded: the page shows the stored image.
    const tileImage = visitor.getByRole("img", { name: "관리자테스트선수" }).first();
    await expect.poll(async () => (await tileImage.getAttribute("src")) ?? "").toMatch(/^\/(uploads|objects)\//);
    expect(await tileImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await visitor.goto(`${baseUrl}/`);
    await visitor.getByText("관리자테스트선수").first().waitFor();

    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "NEW 일괄 해제" }).click();
    await page.getByText("신규 카드가 없습니다.").waitFor();
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    for (const { id } of demoNew) {
      const restored = await fetch(`${baseUrl}/api/cards/${id}`, { method: "PATCH", headers: auth, body: JSON.stringify({ isNew: true }) });
      expect(restored.status).toBe(200);
    }

    await page.getByRole("tab", { name: "배너 관리" }).click();
    await page.getByLabel("제목").fill("관리자 배너");
    await page.getByLabel("이미지 URL").fill("/favicon.svg");
    await page.getByRole("button", { name: "배너 추가" }).click();
    await page.getByRole("list", { name: "배너 목록" }).getByText("관리자 배너").waitFor();
    await visitor.goto(`${baseUrl}/`);
    await visitor.locator("img[alt='관리자 배너'], [aria-label*='관리자 배너']").first().waitFor({ state: "attached" });
    // A new banner goes last; moved to order 1, the home carousel shows it ahead of the others
    // (ties in order keep the older banner first).
    const slotOf = async () => {
      const banners = (await (await fetch(`${baseUrl}/api/banners`)).json()) as { title: string }[];
      return { slot: banners.findIndex((b) => b.title === "관리자 배너") + 1, total: banners.length };
    };
    const before = await slotOf();
    expect(before.slot).toBe(before.total);
    await visitor.locator(`[aria-label='${before.slot} / ${before.total}: 관리자 배너']`).waitFor({ state: "attached" });
    await page.getByLabel("관리자 배너 순서").fill("1");
    await page.getByLabel("관리자 배너 순서").press("Tab");
    await page.getByRole("listitem", { name: "관리자 배너" }).getByText(/^순서 1 ·/).waitFor();
    const after = await slotOf();
    expect(after.slot).toBeLessThan(before.slot);
    await visitor.goto(`${baseUrl}/`);
    await visitor.locator(`[aria-label='${after.slot} / ${after.total}: 관리자 배너']`).waitFor({ state: "attached" });
    page.once("dialog", (d) => void d.accept());
    await page.getByRole("listitem", { name: "관리자 배너" }).getByRole("button", { name: "삭제" }).click();
    await page.getByRole("list", { name: "배너 목록" }).getByText("관리자 배너").waitFor({ state: "detached" });
  });

  it("soft-deletes a member (their session ends) and restores them; reads the visitor chart", async () => {
    const member = await signUpMember(baseUrl, "adm", "삭제대상");
    const me = () => fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${member.token}` } });
    expect((await me()).status).toBe(200);
    const page = await openPage(browser, { mobile: false });
    await signIn(page, await adminToken(baseUrl));
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole("tab", { name: "회원 관리" }).click();
    await page.getByLabel("회원 검색").fill(member.username);
    await page.getByRole("button", { name: "검색" }).click();
    const row = page.getByRole("listitem", { name: member.username });
    page.once("dialog", (d) => void d.accept());
    await row.getByRole("button", { name: "삭제" }).click();
    await row.getByRole("button", { name: "복구" }).waitFor();
    expect((await me()).status).toBe(401);
    await row.getByRole("button", { name: "복구" }).click();
    await row.getByRole("button", { name: "삭제" }).waitFor();

    const visitor = await openPage(browser);
    // The page view is sent 1 s after the page opens; the chart counts it once it is stored.
    const visitCounted = graphqlAnswered(visitor, "useTrackVisitMutation");
    await visitor.goto(`${baseUrl}/cards`);
    await visitCounted;
    await page.getByRole("tab", { name: "통계" }).click();
    await page.getByRole("figure", { name: "방문자 차트" }).waitFor();
    expect(await page.getByRole("figure", { name: "방문자 차트" }).textContent()).toMatch(/방문자 [1-9]\d*명/);
  });
});
