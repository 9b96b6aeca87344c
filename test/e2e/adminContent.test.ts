import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { launchBrowser, openPage } from "./browser";
import { adminToken } from "./reviewsKit";

const baseUrl = inject("baseUrl");

describe("admin posts, announcements and banner upload in Chromium", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, { mobile: false, signedIn: { baseUrl, token: await adminToken(baseUrl) } });
    await page.goto(`${baseUrl}/admin`);
  });
  afterAll(() => browser.close());

  it("posts an announcement that the board's 공지 tab shows, then deletes it from the posts tab", async () => {
    const title = `관리자 공지 ${Date.now().toString(36)}`;
    await page.getByRole("tab", { name: "공지사항" }).click();
    const panel = page.getByRole("tabpanel", { name: "공지사항" });
    await panel.getByRole("button", { name: "공지사항 등록" }).click();
    await page.getByText("제목과 내용을 모두 입력해주세요.").first().waitFor();
    await panel.getByLabel("제목").fill(title);
    await panel.getByLabel("내용").fill("내일 오전 점검이 있습니다.\n<b>태그는 글자로</b>");
    await panel.getByRole("button", { name: "공지사항 등록" }).click();
    await panel.getByRole("status").getByText(title).waitFor();

    const visitor = await openPage(browser);
    await visitor.goto(`${baseUrl}/community`);
    await visitor.getByRole("tab", { name: "공지" }).click();
    await visitor.getByText(title).first().waitFor();

    await page.getByRole("tab", { name: "게시글 관리" }).click();
    await page.getByLabel("게시글 검색").fill(title);
    await page.getByRole("button", { name: "검색" }).click();
    const row = page.getByRole("list", { name: "게시글 목록" }).getByRole("listitem", { name: title });
    await row.getByText("공지사항").waitFor();
    page.once("dialog", (d) => void d.accept());
    await row.getByRole("button", { name: "삭제" }).click();
    await row.waitFor({ state: "detached" });
    const after = (await (await fetch(`${baseUrl}/api/posts?type=notice&search=${encodeURIComponent(title)}`)).json()) as { total: number };
    expect(after.total).toBe(0);
  });

  it("adds a banner with an uploaded image (1920×400 hint shown) and deletes it", async () => {
    const png = await sharp({ create: { width: 1920, height: 400, channels: 3, background: { r: 20, g: 90, b: 200 } } }).png().toBuffer();
    await page.getByRole("tab", { name: "배너 관리" }).click();
    await page.getByText("권장 크기 1920×400").first().waitFor();
    await page.getByLabel("이미지 업로드").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: png });
    const preview = page.getByRole("img", { name: "새 배너 미리보기" });
    await preview.waitFor();
    const src = (await preview.getAttribute("src"))!;
    expect(src).toMatch(/^\//);
    expect(await page.getByLabel("이미지 URL").inputValue()).toBe(src);
    expect((await fetch(`${baseUrl}${src}`)).status).toBe(200);
    await page.getByLabel("제목").fill("업로드 배너");
    await page.getByRole("button", { name: "배너 추가" }).click();
    const row = page.getByRole("listitem", { name: "업로드 배너" });
    await row.waitFor();
    expect(await row.locator("img").getAttribute("src")).toBe(src);
    // A listed banner takes a new uploaded image in place.
    const other = await sharp({ create: { width: 1920, height: 400, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
    await row.getByLabel("업로드 배너 이미지 변경").setInputFiles({ name: "banner2.png", mimeType: "image/png", buffer: other });
    await page.waitForFunction(([img, before]) => (document.querySelector(img) as HTMLImageElement | null)?.getAttribute("src") !== before, ["li[aria-label='업로드 배너'] img", src] as const);
    page.once("dialog", (d) => void d.accept());
    await row.getByRole("button", { name: "삭제" }).click();
    await row.waitFor({ state: "detached" });
  });
});
