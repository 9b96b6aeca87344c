import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, openPage } from "./browser";
import { cardWithFewReviews } from "./reviewsKit";
import { signUpMember } from "./signUp";

const baseUrl = inject("baseUrl");
const demoToken = inject("demoToken");

/** Presses Tab (only the keyboard) until `target` has focus; fails when it is not reachable. */
async function tabTo(page: Page, target: Locator, max = 80) {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
  }
  throw new Error(`not reachable with Tab: ${String(target)}`);
}

/** The focused element's name when `overlay` (painted above the page) overlaps it, else null. */
function focusedUnder(overlay: Element): string | null {
  const el = document.activeElement;
  if (!el || el === document.body || overlay.contains(el)) return null;
  const a = el.getBoundingClientRect();
  const b = overlay.getBoundingClientRect();
  const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  return overlaps ? (el.getAttribute("aria-label") ?? el.textContent ?? el.tagName) : null;
}

const signedIn = (browser: Browser, token: string, mobile = false) => openPage(browser, { mobile, signedIn: { baseUrl, token } });

describe("keyboard only in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("logs in with the keyboard alone", async () => {
    const page = await openPage(browser, { mobile: false });
    await page.goto(`${baseUrl}/login`);
    await tabTo(page, page.getByLabel("아이디 또는 이메일"));
    await page.keyboard.type("demo");
    await tabTo(page, page.getByLabel("비밀번호", { exact: true }));
    await page.keyboard.type("demo1234!");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: /계정 메뉴/ }).waitFor();
    await page.context().close();
  });

  it("writes a review with the keyboard alone", async () => {
    const card = await cardWithFewReviews(baseUrl);
    const page = await signedIn(browser, (await signUpMember(baseUrl, "kb", "키보드")).token);
    await page.goto(`${baseUrl}/cards/${card.id}`);
    const section = page.getByRole("region", { name: "실사용 리뷰" });
    await tabTo(page, section.getByRole("button", { name: "리뷰 작성" }), 200);
    await page.keyboard.press("Enter");
    const form = page.getByRole("form", { name: "리뷰 작성" });
    for (const label of ["속력", "슛", "패스", "민첩성", "수비", "피지컬"]) {
      await tabTo(page, form.getByLabel(`${label} 평점`));
      await page.keyboard.type("9");
    }
    await tabTo(page, form.getByLabel("포메이션"));
    await page.keyboard.type("4-2-3-1");
    const text = `키보드 리뷰 ${Date.now().toString(36)}`;
    await tabTo(page, form.getByLabel("리뷰 내용"));
    await page.keyboard.type(text);
    await tabTo(page, form.getByRole("button", { name: "리뷰 등록" }));
    await page.keyboard.press("Enter");
    await page.getByText("리뷰 작성 완료!").waitFor();
    await section.getByTestId("review-item").filter({ hasText: text }).waitFor();
    await page.context().close();
  });

  it("writes a post with the keyboard alone", async () => {
    const page = await signedIn(browser, demoToken);
    await page.goto(`${baseUrl}/community/write`);
    const title = `키보드 게시글 ${Date.now().toString(36)}`;
    await tabTo(page, page.getByRole("textbox", { name: "제목" }));
    await page.keyboard.type(title);
    await tabTo(page, page.getByRole("textbox", { name: "내용" }));
    await page.keyboard.type("키보드만으로 쓴 본문입니다");
    await tabTo(page, page.getByRole("button", { name: "등록", exact: true }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/posts\/\d+$/);
    await page.getByRole("heading", { name: title }).waitFor();
    await page.context().close();
  });

  it("picks a position on the formation pitch with the keyboard and keeps focus on it", async () => {
    const page = await openPage(browser, { mobile: false });
    await page.goto(`${baseUrl}/formation-rankings`);
    const pitch = page.getByRole("group", { name: /포메이션 배치도$/ });
    await tabTo(page, pitch.getByRole("button", { name: "CDM 포지션 선택" }), 200);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: /· CDM$/ }).waitFor();
    expect(new URL(page.url()).searchParams.get("position")).toBe("CDM");
    // The list below reloads for the new position; the keyboard user stays where they were.
    const chosen = pitch.getByRole("button", { name: "CDM 포지션 선택", pressed: true });
    await expect.poll(() => chosen.evaluate((el) => el === document.activeElement)).toBe(true);
    await tabTo(page, pitch.getByRole("button", { name: "ST 포지션 선택" }), 20);
    await page.keyboard.press("Space");
    await page.getByRole("heading", { name: /· ST$/ }).waitFor();
    await page.context().close();
  });

  it("fills and uses the compare tray with the keyboard, never hiding the focused control behind it", async () => {
    const page = await openPage(browser, { mobile: true });
    await page.goto(`${baseUrl}/cards`);
    const adds = page.getByRole("button", { name: / 비교 추가$/ });
    await expect.poll(() => adds.count()).toBeGreaterThan(3);
    const names: string[] = [];
    for (let i = 0; i < 2; i++) {
      const add = adds.nth(i);
      names.push(((await add.getAttribute("aria-label")) ?? "").replace(/ 비교 추가$/, ""));
      await tabTo(page, add);
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: `${names[i]} 비교 선택됨` }).waitFor();
    }
    const tray = page.getByRole("region", { name: "카드 비교" });
    const compare = tray.getByRole("link", { name: "비교하기" });
    // WCAG 2.4.11: neither the sticky header nor the fixed tray may cover what Tab lands on while
    // the grid scrolls under them: down to the tray's link, back up to the first pick, down again.
    const overlays = [page.getByRole("banner"), tray];
    const hidden: string[] = [];
    const walk = async (key: string, target: Locator) => {
      for (let i = 0; i < 200 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press(key);
        for (const overlay of overlays) {
          const covered = await overlay.evaluate(focusedUnder);
          if (covered) hidden.push(`${key}: ${covered}`);
        }
      }
    };
    await walk("Tab", compare);
    await walk("Shift+Tab", page.getByRole("button", { name: `${names[0]} 비교 선택됨` }));
    await walk("Tab", compare);
    expect(hidden).toEqual([]);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/compare\?/);
    const compared = page.getByRole("region", { name: "비교 카드" });
    for (const name of names) await compared.getByRole("link", { name }).waitFor();
    await page.context().close();
  });

  it("keeps focus inside the open mobile menu, closes it with Escape and returns focus", async () => {
    const page = await openPage(browser, { mobile: true });
    await page.goto(baseUrl);
    const opener = page.getByRole("button", { name: "메뉴 열기" });
    await tabTo(page, opener);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "전체 메뉴" });
    await menu.waitFor();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it("puts the cursor in the search box from the desktop header's 선수 검색", async () => {
    const page = await openPage(browser, { mobile: false });
    await page.goto(baseUrl);
    await tabTo(page, page.getByRole("link", { name: "선수 검색" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/cards`);
    const box = page.getByRole("searchbox", { name: "선수 검색" });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("ㅅㅎ");
    expect(await box.inputValue()).toBe("ㅅㅎ");
    await page.context().close();
  });
});
