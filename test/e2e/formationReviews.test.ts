import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEFAULT_FORMATION } from "../../domain/formations";
import { launchBrowser, openPage, subscriptionSent } from "./browser";
import { signedInPage } from "./reviewsKit";

const baseUrl = inject("baseUrl");
const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as Promise<T>;
type Player = { id: number; name: string };
const topPlayers = (formation: string, position: string) =>
  api<{ players: Player[] }>(`/api/top-players?formation=${encodeURIComponent(formation)}&position=${position}&limit=50`);

describe("formation pages in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([true, false])("lands an English link on the Korean formation, picks a pitch dot and pages players (mobile %s)", async (mobile) => {
    const page = await openPage(browser, { mobile });
    await page.goto(`${baseUrl}/formation-rankings?formation=${encodeURIComponent("4-2-3-1 (wide)")}`);
    const formation = page.getByRole("combobox", { name: "포메이션" });
    await expect.poll(() => formation.inputValue()).toBe("4-2-3-1 넓게");
    await page.getByRole("heading", { name: "4-2-3-1 넓게 · ST" }).waitFor();

    const cdm = (await topPlayers("4-2-3-1 넓게", "CDM")).players;
    await page.getByRole("button", { name: "CDM 포지션 선택" }).first().click();
    await page.waitForURL((url) => url.searchParams.get("position") === "CDM");
    await page.getByRole("heading", { name: "4-2-3-1 넓게 · CDM" }).waitFor();
    const rows = page.getByTestId("formation-player");
    await expect.poll(() => rows.first().getByRole("link").getAttribute("href")).toBe(`/cards/${cdm[0].id}`);

    // Back to the default formation's strikers: more than ten, so a second page exists.
    await formation.selectOption(DEFAULT_FORMATION);
    await page.waitForURL((url) => url.searchParams.get("formation") === DEFAULT_FORMATION && !url.searchParams.has("position"));
    const st = (await topPlayers(DEFAULT_FORMATION, "ST")).players;
    expect(st.length).toBeGreaterThan(10);
    await expect.poll(() => rows.count()).toBe(10);
    await page.getByRole("button", { name: "2 페이지" }).click();
    // Rows of the previous formation are never on screen to be clicked while the new one loads.
    await page.waitForURL((url) => url.searchParams.get("page") === "2" && url.searchParams.get("formation") === DEFAULT_FORMATION);
    await expect.poll(() => rows.first().locator("td").first().textContent()).toBe("11");
    await expect.poll(() => rows.first().getByRole("link").getAttribute("href")).toBe(`/cards/${st[10].id}`);
    await rows.first().getByRole("link").click();
    await page.waitForURL(`${baseUrl}/cards/${st[10].id}`);
    await page.context().close();
  });

  it("writes, edits, likes, dislikes, comments and deletes a formation review with two accounts; the author's bell rings live", async () => {
    const formation = "3-4-1-2";
    const text = `e2e 포메이션 리뷰 ${Date.now().toString(36)}`;
    const author = await signedInPage(browser, baseUrl, "demo", "demo1234!");
    await fetch(`${baseUrl}/api/notifications/read-all`, { method: "PUT", headers: { authorization: `Bearer ${author.token}` } });
    const detail = `${baseUrl}/formation-detail?formation=${encodeURIComponent(formation)}&tab=reviews`;
    await author.page.goto(detail);
    const section = author.page.getByRole("region", { name: /포메이션 리뷰/ });
    await section.getByRole("button", { name: "리뷰 작성" }).click();
    const form = author.page.getByRole("form", { name: "포메이션 리뷰 작성" });
    await form.getByLabel("리뷰 내용").fill(`  ${text}  `);
    await form.getByRole("button", { name: "리뷰 등록" }).click();
    await author.page.getByText("포메이션 리뷰가 등록되었습니다.").waitFor();
    const mine = section.getByTestId("formation-review").filter({ hasText: text });
    await mine.waitFor();

    await mine.getByRole("button", { name: "수정" }).click();
    const edit = author.page.getByRole("form", { name: "포메이션 리뷰 수정" });
    expect(await edit.getByLabel("리뷰 내용").inputValue()).toBe(text);
    await edit.getByLabel("리뷰 내용").fill(`${text} 수정`);
    await edit.getByRole("button", { name: "수정 완료" }).click();
    await author.page.getByText("포메이션 리뷰가 수정되었습니다.").waitFor();
    await section.getByTestId("formation-review").filter({ hasText: `${text} 수정` }).waitFor();

    // The author waits on the home page; the bell must ring without a reload.
    const live = subscriptionSent(author.page, "useNotificationReceivedSubscription");
    await author.page.goto(`${baseUrl}/`);
    await author.page.getByRole("button", { name: /^알림/ }).waitFor();
    await live;
    expect(await author.page.getByTestId("unread-dot").count()).toBe(0);

    const other = await signedInPage(browser, baseUrl, "admin", "admin1234!");
    await other.page.goto(`${baseUrl}/formation-rankings?formation=${encodeURIComponent(formation)}`);
    const theirs = other.page.getByTestId("formation-review").filter({ hasText: `${text} 수정` });
    await theirs.getByRole("button", { name: "좋아요 0" }).click();
    await theirs.getByRole("button", { name: "좋아요 1" }).waitFor();
    await theirs.getByRole("button", { name: "싫어요 0" }).click();
    await theirs.getByRole("button", { name: "싫어요 1" }).waitFor();
    await theirs.getByRole("button", { name: "좋아요 0" }).waitFor();
    await theirs.getByRole("button", { name: "댓글 0" }).click();
    await theirs.getByLabel("댓글 내용").fill("좋은 전술이네요");
    await theirs.getByRole("button", { name: "댓글 등록" }).click();
    await theirs.getByTestId("formation-comment").filter({ hasText: "좋은 전술이네요" }).waitFor();
    await theirs.getByRole("button", { name: "댓글 1" }).waitFor();

    await author.page.getByTestId("unread-dot").waitFor({ timeout: 5000 });
    await author.page.getByRole("button", { name: /^알림/ }).click();
    await author.page.getByRole("region", { name: "알림 목록" }).getByRole("button", { name: /포메이션 리뷰에 댓글을 남겼습니다/ }).first().click();
    await author.page.waitForURL((url) => url.pathname === "/formation-detail" && url.searchParams.get("formation") === formation && url.searchParams.get("tab") === "reviews");

    const again = author.page.getByTestId("formation-review").filter({ hasText: `${text} 수정` });
    await again.getByRole("button", { name: "댓글 1" }).click();
    await again.getByTestId("formation-comment").filter({ hasText: "좋은 전술이네요" }).getByRole("button", { name: "답글" }).click();
    await again.getByLabel("답글 내용").fill("감사합니다");
    await again.getByRole("button", { name: "답글 등록" }).click();
    await again.getByTestId("formation-comment-reply").filter({ hasText: "감사합니다" }).waitFor();
    await again.getByRole("button", { name: "댓글 2" }).waitFor();

    await again.getByRole("button", { name: "삭제" }).last().click(); // the reply's delete, the author's own
    await again.getByRole("button", { name: "댓글 1" }).waitFor();
    await again.getByRole("button", { name: "삭제" }).first().click(); // the review
    await author.page.getByText("포메이션 리뷰가 삭제되었습니다.").waitFor();
    await expect.poll(() => again.count()).toBe(0);
    await other.page.context().close();
    await author.page.context().close();
  }, 180_000);

  it.each([true, false])("links the podium through to the rankings and the TOP 100 page (mobile %s)", async (mobile) => {
    const { formations } = await api<{ formations: { formation: string }[] }>("/api/reviews/formation-stats");
    const page = await openPage(browser, { mobile });
    await page.goto(`${baseUrl}/formations`);
    const podium = page.getByRole("list", { name: "상위 3개 포메이션" });
    await expect.poll(() => podium.getByRole("link").count()).toBe(3);
    // First place stands in the middle.
    expect(await podium.getByRole("link").nth(1).textContent()).toContain(formations[0].formation);
    expect(await page.getByRole("list", { name: "전체 포메이션 순위" }).getByRole("link").count()).toBe(formations.length);
    await podium.getByRole("link").nth(1).click();
    await page.waitForURL((url) => url.pathname === "/formation-rankings" && url.searchParams.get("formation") === formations[0].formation);

    await page.getByRole("link", { name: "TOP 100 보기" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/formations/"));
    await page.getByRole("heading", { name: `${formations[0].formation} ST TOP 100` }).waitFor();
    const cards = page.getByTestId("formation-top-card");
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await cards.first().textContent()).toMatch(/^1/);
    await page.getByRole("button", { name: "리스트" }).click();
    expect(await cards.first().getAttribute("data-view")).toBe("list");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(mobile ? 390 : 1280);
    await page.goto(`${baseUrl}/formations/9-9-9/ST`);
    await page.getByRole("heading", { name: "페이지를 찾을 수 없습니다" }).waitFor();
    await page.context().close();
  });
});
