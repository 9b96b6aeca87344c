import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { CARD_STAT_KEYS } from "../../domain/cardForm";
import { GK_STATS, MAIN_STATS } from "../../domain/stats";
import { launchBrowser, openPage } from "./browser";
import { signedInPage } from "./reviewsKit";
import { DEMO_ACCOUNTS } from "../../prisma/seed/users";

const baseUrl = inject("baseUrl");
type ApiLevel = { label: string; ovr: number; stats: Record<string, number> };
type ApiCard = { id: number; ovr: number; position: string; levels: ApiLevel[] } & Record<string, unknown>;
const card = async (id: number) => (await fetch(`${baseUrl}/api/cards/${id}`)).json() as Promise<ApiCard>;

describe("card upgrade levels in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  // Demo data: card 1 has 랭크 1–5 (prisma/seed/cardLevels.ts), card 2 has none.
  it.each([390, 1280])("at %i px, 랭크 3 changes OVR and the main stats with +N vs base; a card without levels has no selector", async (width) => {
    const ranked = await card(1);
    const rank3 = ranked.levels.find((l) => l.label === "랭크 3")!;
    expect(rank3).toBeDefined();
    const headline = ranked.position === "GK" ? GK_STATS : MAIN_STATS;
    const stat = headline.find((s) => rank3.stats[s.key] !== undefined && rank3.stats[s.key] !== ranked[s.key])!;
    const base = ranked[stat.key] as number;

    const page = await openPage(browser, { mobile: width === 390 });
    await page.goto(`${baseUrl}/cards/1`);
    const picker = page.getByRole("group", { name: "레벨 선택" });
    await expect.poll(() => picker.getByRole("button").allTextContents()).toEqual(["기본", ...ranked.levels.map((l) => l.label)]);
    await expect.poll(() => page.getByText(`OVR ${ranked.ovr}`, { exact: true }).count()).toBe(1);

    await picker.getByRole("button", { name: "랭크 3" }).click();
    await expect.poll(() => picker.getByRole("button", { name: "랭크 3" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByText(`OVR ${rank3.ovr}`, { exact: true }).waitFor();
    const stats = page.locator('dl[aria-label="주요 능력치 (랭크 3)"]');
    const item = stats.locator("div").filter({ has: page.getByText(stat.label, { exact: true }) });
    const diff = rank3.stats[stat.key] - base;
    await expect.poll(() => item.locator("dd").textContent()).toBe(`${rank3.stats[stat.key]}+${diff}`);
    await expect.poll(() => page.getByLabel(`기본 대비 +${rank3.ovr - ranked.ovr}`).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText("마지막 업데이트 (랭크 3)").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { name: /능력치 \(랭크 3\)$/ }).isVisible()).toBe(true);
    // Nothing overflows the phone's width with the selector's seven buttons.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Back to 기본: the base numbers and no differences.
    await picker.getByRole("button", { name: "기본" }).click();
    await page.getByText(`OVR ${ranked.ovr}`, { exact: true }).waitFor();
    expect(await page.getByLabel(/^기본 대비/).count()).toBe(0);

    // The review panels filter by the rank reviews were played at (demo reviews of card 1 name one).
    const filter = page.getByRole("group", { name: "리뷰 요약 랭크 필터" });
    await filter.getByRole("button", { name: "랭크 3" }).click();
    await expect.poll(() => page.getByTestId("averages-panel").locator("small").textContent()).toMatch(/^리뷰 \d+개 기준 \(랭크 3에서 사용\)$/);
    await filter.getByRole("button", { name: "전체 랭크" }).click();
    await expect.poll(() => page.getByTestId("averages-panel").locator("small").textContent()).toMatch(/^리뷰 \d+개 기준$/);

    const plain = await card(2);
    expect(plain.levels).toEqual([]);
    await page.goto(`${baseUrl}/cards/2`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("group", { name: "레벨 선택" }).count()).toBe(0);
    expect(await page.getByRole("group", { name: "리뷰 요약 랭크 필터" }).count()).toBe(0);
    await page.context().close();
  });

  it("the review form offers the card's ranks (플레이한 랭크) and none on a card without levels", async () => {
    const { page } = await signedInPage(browser, baseUrl, DEMO_ACCOUNTS.member.username, DEMO_ACCOUNTS.member.password);
    await page.goto(`${baseUrl}/cards/1`);
    await page.getByRole("button", { name: "리뷰 작성" }).click();
    const rank = page.getByRole("combobox", { name: "플레이한 랭크" });
    await expect.poll(() => rank.locator("option").allTextContents()).toEqual(["선택 안 함", "랭크 1", "랭크 2", "랭크 3", "랭크 4", "랭크 5"]);
    await page.goto(`${baseUrl}/cards/2`);
    await page.getByRole("button", { name: "리뷰 작성" }).click();
    await page.getByRole("combobox", { name: "포메이션" }).waitFor();
    expect(await page.getByRole("combobox", { name: "플레이한 랭크" }).count()).toBe(0);
    await page.context().close();
  });

  it("the admin editor's 카드 레벨 box holds the card's stored levels, one line each (랭크 3 ovr=… pace=…)", async () => {
    const ranked = await card(1);
    const expected = ranked.levels
      .map((l) => [l.label, `ovr=${l.ovr}`, ...CARD_STAT_KEYS.filter((k) => l.stats[k] !== undefined).map((k) => `${k}=${l.stats[k]}`)].join(" "))
      .join("\n");
    const { page } = await signedInPage(browser, baseUrl, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
    await page.goto(`${baseUrl}/admin`);
    await page.getByLabel("카드 검색").fill(String(ranked.name));
    await page.getByLabel("카드 검색").press("Enter");
    // Other versions may share the name: each row's editor is opened, and card 1's is among them.
    const rows = page.getByRole("list", { name: "카드 목록" }).getByRole("listitem", { name: String(ranked.name), exact: true });
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const boxes: string[] = [];
    for (let i = 0; i < (await rows.count()); i++) {
      await rows.nth(i).getByRole("button", { name: "수정" }).click();
      const dialog = page.getByRole("dialog", { name: "카드 수정" });
      await dialog.getByLabel("이름").waitFor();
      await expect.poll(() => dialog.getByLabel("이름").inputValue()).toBe(ranked.name);
      boxes.push(await dialog.getByLabel("카드 레벨").inputValue());
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
    expect(boxes).toContain(expected);
    await page.context().close();
  });
});
