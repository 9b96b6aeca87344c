import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { RANKING_RULE_TEXT } from "../../domain/rating";
import { launchBrowser, liveAfterNavigation } from "./browser";
import { signedInPage } from "./reviewsKit";

const baseUrl = inject("baseUrl");
const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as Promise<T>;
type ApiCard = { id: number; name: string; position: string; reviewCount: number };

async function phone(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: "ko-KR" });
  return liveAfterNavigation(await context.newPage());
}

/** True when the element's box lies inside the viewport's width. */
const insideWidth = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth;
  });
const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));

describe("cards, rankings, formations and tools polish in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([360, 390])("fits the formation pages into %i px: pitch wings, players table and the pager's last page", async (width) => {
    const page = await phone(browser, width);
    for (const path of ["/formation-rankings", "/formation-detail"]) {
      await page.goto(`${baseUrl}${path}`);
      const rows = page.getByTestId("formation-player");
      await rows.first().waitFor();
      await expect.poll(() => rows.count()).toBe(10);
      const pager = page.getByRole("navigation", { name: "페이지" }).last();
      await pager.getByRole("button", { name: "다음 페이지" }).waitFor();
      const measured = await pageWidth(page);
      expect(measured.scroll, `${path} at ${width} px`).toBeLessThanOrEqual(measured.inner);
      for (const dot of ["RW 포지션 선택", "RB 포지션 선택"]) expect(await insideWidth(page.getByRole("button", { name: dot }).first()), dot).toBe(true);
      expect(await insideWidth(pager.getByRole("button", { name: "다음 페이지" }))).toBe(true);
      expect(await insideWidth(pager.getByRole("button").last())).toBe(true);
    }
    await page.context().close();
  });

  it("finds cards by a query mixing syllables and initials, and by the search box's own example", async () => {
    const page = await phone(browser, 390);
    await page.goto(`${baseUrl}/cards?search=${encodeURIComponent("김ㅅㅎ")}`);
    const results = page.getByRole("region", { name: "검색 결과" });
    await results.getByRole("link", { name: /^김시희 / }).first().waitFor();
    const placeholder = (await page.getByRole("searchbox").or(page.getByRole("textbox")).first().getAttribute("placeholder")) ?? "";
    const example = /초성\(([^)]+)\)/.exec(placeholder)?.[1];
    expect(example).toBeTruthy();
    const { total } = await api<{ total: number }>(`/api/cards?search=${encodeURIComponent(example ?? "")}`);
    expect(total).toBeGreaterThan(0);
    expect((await api<{ total: number }>(`/api/cards?search=${encodeURIComponent("ㅂ승")}`)).total).toBeGreaterThan(0);
    await page.context().close();
  });

  it("ranks by the confidence-weighted score, says how, and offers LF and RF", async () => {
    const page = await phone(browser, 390);
    await page.goto(`${baseUrl}/rankings/GK`);
    await page.getByText(RANKING_RULE_TEXT).waitFor();
    const rows = page.getByRole("table", { name: "GK 순위" }).locator("tbody tr");
    await expect.poll(() => rows.count()).toBeGreaterThan(5);
    // No card with a single review in the top five, and the shown scores never rise down the list.
    const reviews = await rows.evaluateAll((trs) => trs.slice(0, 5).map((tr) => Number(tr.children[5].textContent)));
    expect(Math.min(...reviews)).toBeGreaterThan(1);
    const scores = await page.getByTestId("ranking-score").evaluateAll((tds) => tds.map((td) => Number(td.textContent)).filter((n) => !Number.isNaN(n)));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const position of ["LF", "RF"]) {
      await page.getByRole("link", { name: position, exact: true }).click();
      await page.waitForURL(`${baseUrl}/rankings/${position}`);
      await expect.poll(() => page.getByRole("link", { name: position, exact: true }).getAttribute("aria-current")).toBe("page");
      await page.getByRole("table", { name: `${position} 순위` }).or(page.getByText("해당 포지션에 등록된 카드가 없습니다")).waitFor();
    }
    const direct = await fetch(`${baseUrl}/rankings/LF`);
    expect(direct.status).toBe(200);
    await page.context().close();
  });

  it("shows heart counts on the 하트순 tab and the admin image overlay on popular cards", async () => {
    const { page } = await signedInPage(browser, baseUrl, "admin", "admin1234!");
    await page.goto(`${baseUrl}/popular-cards?sort=hearts`);
    const tiles = page.getByRole("tabpanel").getByRole("listitem");
    await expect.poll(() => tiles.count()).toBe(20);
    const hearts = await page.getByTestId("card-hearts").allTextContents();
    expect(hearts).toHaveLength(20);
    const counts = hearts.map((h) => Number(h.replace(/\D/g, "")));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // The admin controls arrive after hydration (the server sends the visitors' page).
    await expect.poll(() => page.getByLabel(/ 이미지 변경$/).count()).toBe(20);
    await page.context().close();
  });

  it("leads a goalkeeper's panel with the keeper stats, and shows no-data instead of 0% 추천", async () => {
    const page = await phone(browser, 390);
    const keeper = await api<ApiCard>("/api/cards/1072");
    expect(keeper.position).toBe("GK");
    await page.goto(`${baseUrl}/cards/1072`);
    await page.locator('dl[aria-label="주요 능력치"]').waitFor();
    expect(await page.locator('dl[aria-label="주요 능력치"] dt').allTextContents()).toEqual(["다이빙", "핸들링", "킥", "반사 신경", "GK 위치 선정"]);

    // Bottom of the keepers' top 100: the demo data leaves a few cards without reviews (so without votes).
    const keepers = await api<ApiCard[]>("/api/cards/position/GK/top?limit=100");
    const unreviewed = keepers.find((c) => c.reviewCount === 0);
    expect(unreviewed).toBeTruthy();
    await page.goto(`${baseUrl}/cards/${unreviewed?.id}`);
    const panel = page.getByTestId("recommend-panel");
    await panel.getByText("아직 추천 데이터가 없습니다.").waitFor();
    expect(await panel.textContent()).not.toContain("0% 추천");
    await page.context().close();
  });

  it("keeps rank numbers of the formation TOP 100 grid above the card images", async () => {
    const page = await phone(browser, 390);
    await page.goto(`${baseUrl}/formations/${encodeURIComponent("4-3-3 홀딩")}/ST`);
    const first = page.getByTestId("formation-top-card").first();
    await first.waitFor();
    const rank = first.locator("span").first();
    expect(await rank.textContent()).toBe("1");
    const onTop = await rank.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (hit === el || el.contains(hit));
    });
    expect(onTop).toBe(true);
    await page.context().close();
  });

  it("moves the formation review count with a write and a delete, without a reload", async () => {
    const formation = "5-2-1-2";
    const { page } = await signedInPage(browser, baseUrl, "demo", "demo1234!");
    await page.goto(`${baseUrl}/formation-detail?formation=${encodeURIComponent(formation)}&tab=reviews`);
    const section = page.getByRole("region", { name: /포메이션 리뷰/ });
    const count = () => section.getByRole("heading", { name: /포메이션 리뷰/ }).locator("small").textContent();
    await section.getByRole("heading", { name: /포메이션 리뷰/ }).waitFor();
    const before = Number(await count());
    await section.getByRole("button", { name: "리뷰 작성" }).click();
    const form = page.getByRole("form", { name: "포메이션 리뷰 작성" });
    const text = `카운트 확인 ${Date.now().toString(36)}`;
    await form.getByLabel("리뷰 내용").fill(text);
    await form.getByRole("button", { name: "리뷰 등록" }).click();
    await section.getByTestId("formation-review").filter({ hasText: text }).waitFor();
    await expect.poll(count).toBe(String(before + 1));
    await section.getByTestId("formation-review").filter({ hasText: text }).getByRole("button", { name: "삭제" }).first().click();
    await expect.poll(() => section.getByTestId("formation-review").filter({ hasText: text }).count()).toBe(0);
    await expect.poll(count).toBe(String(before));
    await page.context().close();
  });

  it("refuses a fifth compare pick with a toast and keeps the four, for cards and skill boosts", async () => {
    const page = await phone(browser, 390);
    await page.goto(`${baseUrl}/cards`);
    const adds = page.getByRole("button", { name: / 비교 추가$/ });
    await expect.poll(() => adds.count()).toBeGreaterThan(5);
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      const label = (await adds.first().getAttribute("aria-label")) ?? "";
      names.push(label.replace(/ 비교 추가$/, ""));
      await adds.first().click();
      await page.getByRole("button", { name: `${names[i]} 비교 선택됨` }).waitFor();
    }
    await adds.first().click();
    await page.getByRole("alert").getByText("최대 4장", { exact: false }).waitFor();
    expect(await page.getByRole("button", { name: / 비교 선택됨$/ }).count()).toBe(4);
    for (const name of names) await page.getByRole("button", { name: `${name} 비교 선택됨` }).waitFor();

    await page.goto(`${baseUrl}/skill-boost-comparison`);
    const panel = page.getByRole("tabpanel", { name: /스킬부스트$/ });
    const boosts = panel.getByRole("button");
    await expect.poll(() => boosts.count()).toBeGreaterThan(5);
    for (let i = 0; i < 4; i++) await boosts.nth(i).click();
    await expect.poll(() => panel.locator("button[aria-pressed=true]").count()).toBe(4);
    await boosts.nth(4).click();
    await page.getByRole("alert").getByText("최대 4개", { exact: false }).waitFor();
    expect(await panel.locator("button[aria-pressed=true]").count()).toBe(4);
    await page.context().close();
  });
});
