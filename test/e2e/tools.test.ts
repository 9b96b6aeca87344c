import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { rankFormations } from "../../domain/formationFinder";
import { commonStats, skillBoostByKey } from "../../domain/skillBoosts";
import { statLabel } from "../../domain/stats";
import { NO_BOOST_SELECTED } from "../../domain/statLeaders";
import { launchBrowser, openPage } from "./browser";

const baseUrl = inject("baseUrl");
const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as Promise<T>;
const DEVICES = [{ name: "phone", mobile: true }, { name: "desktop", mobile: false }] as const;

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("tools in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(DEVICES)("formation finder ranks formations at 42, then re-runs at 63 ($name)", async ({ mobile }) => {
    const page = await openPage(browser, { mobile });
    await page.goto(`${baseUrl}/formation-finder`);
    await page.getByText("훈련할 스탯을 입력해주세요.", { exact: false }).waitFor();
    await page.getByRole("textbox", { name: "훈련 스탯 (쉼표로 구분)" }).fill("스피드, 가속력, 골 결정력");
    await page.getByRole("combobox", { name: "훈련 레벨" }).selectOption("42");
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "계산 중" }).waitFor();
    const at42 = page.getByRole("list", { name: "레벨 42 포메이션 순위" });
    await at42.waitFor();
    expect(await at42.getByTestId("finder-result").count()).toBe(29);
    const best42 = rankFormations(["sprintSpeed", "acceleration", "finishing"], 42)[0]!;
    const first = at42.getByTestId("finder-result").first();
    expect(await first.getByRole("heading").textContent()).toBe(best42.formation.name);
    expect(await first.getByRole("list", { name: `${best42.formation.name} 포지션별 점수` }).getByRole("listitem").count()).toBe(best42.breakdown.length);
    expect(new URL(page.url()).searchParams.get("q")).toBe("스피드, 가속력, 골 결정력");

    await page.getByRole("combobox", { name: "훈련 레벨" }).selectOption("63");
    await page.getByRole("list", { name: "레벨 63 포메이션 순위" }).waitFor();
    const best63 = rankFormations(["sprintSpeed", "acceleration", "finishing"], 63)[0]!;
    expect(await page.getByTestId("finder-result").first().getByText(`${best63.score}점`, { exact: true }).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("level")).toBe("63");
    expect(await noSideScroll(page)).toBe(true);
    await page.context().close();
  });

  it("stat leaders need a boost and a stat, then open a result in a new tab", async () => {
    const { cards } = await api<{ cards: { skillBoost: string | null }[] }>("/api/cards?limit=40");
    const boosts = [...new Set(cards.flatMap((c) => (c.skillBoost ? [c.skillBoost] : [])))].slice(0, 2);
    expect(boosts).toHaveLength(2);
    const expected = await api<{ cards: { id: number; name: string }[]; total: number }>(
      `/api/cards/stat-leaders?${boosts.map((b) => `skillBoosts=${b}`).join("&")}&stats=finishing`,
    );
    expect(expected.total).toBeGreaterThan(0);

    const page = await openPage(browser, { mobile: false });
    await page.goto(`${baseUrl}/stat-leaders`);
    await page.getByRole("button", { name: "찾기" }).click();
    await page.getByRole("alert").filter({ hasText: NO_BOOST_SELECTED }).waitFor();
    for (const key of boosts) await page.getByRole("checkbox", { name: skillBoostByKey(key)!.nameKo, exact: true }).check();
    await page.getByRole("group", { name: "스탯" }).getByRole("checkbox", { name: "골 결정력" }).check();
    await page.getByRole("button", { name: "찾기" }).click();
    const table = page.getByRole("table", { name: "스탯 리더 결과" });
    await table.waitFor();
    const link = table.getByRole("link").first();
    expect(await link.textContent()).toContain(expected.cards[0]!.name);
    const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await tab.waitForURL(`${baseUrl}/cards/${expected.cards[0]!.id}`);
    await tab.getByRole("heading", { name: expected.cards[0]!.name }).first().waitFor();
    await page.context().close();
  });

  it("compares three skill boosts and keeps them in the URL", async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/skill-boost-comparison`);
    for (const key of ["sniper", "poacher", "finisher"]) await page.getByRole("button", { name: new RegExp(`^${skillBoostByKey(key)!.nameKo}`) }).click();
    await page.getByRole("button", { name: "비교 시작" }).click();
    const common = page.getByTestId("common-stats");
    await common.waitFor();
    expect((await common.textContent())!.replace(/\s/g, "")).toBe(commonStats(["sniper", "poacher", "finisher"]).map(statLabel).join("").replace(/\s/g, ""));
    expect(new URL(page.url()).searchParams.get("boosts")).toBe("sniper,poacher,finisher");
    await page.getByRole("button", { name: "선택 초기화" }).click();
    await common.waitFor({ state: "detached" });
    await page.context().close();
  });

  it.each(DEVICES)("compares two cards picked on the search page ($name)", async ({ mobile }) => {
    const page = await openPage(browser, { mobile });
    await page.goto(`${baseUrl}/cards`);
    const toggles = page.getByRole("button", { name: /비교 추가$/ });
    await toggles.first().waitFor();
    const names = await Promise.all([0, 1].map(async (i) => (await toggles.nth(i).getAttribute("aria-label"))!.replace(/ 비교 추가$/, "")));
    await toggles.nth(0).click();
    await page.getByRole("button", { name: `${names[0]} 비교 선택됨` }).waitFor();
    await toggles.nth(0).click(); // the first "추가" left is now the second card
    await page.getByRole("region", { name: "카드 비교" }).getByRole("link", { name: "비교하기" }).click();
    await page.waitForURL((url) => url.pathname === "/compare" && (url.searchParams.get("cards") ?? "").split(",").length === 2);
    await page.getByRole("region", { name: "주요 스탯", exact: true }).waitFor();
    expect(await page.getByTestId("radar-series").count()).toBe(2);
    const header = await page.getByRole("region", { name: "주요 스탯", exact: true }).locator("thead").textContent();
    for (const name of names) expect(header).toContain(name);
    await page.getByRole("region", { name: "실사용 평균 평점" }).waitFor();
    expect(await noSideScroll(page)).toBe(true);

    await page.goto(`${baseUrl}/compare?cards=1`);
    await page.getByRole("alert").filter({ hasText: "카드는 2~4장까지 비교할 수 있습니다." }).waitFor();
    await page.context().close();
  });
});
