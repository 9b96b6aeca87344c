import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { signedInPage } from "./reviewsKit";

const baseUrl = inject("baseUrl");

describe("내 스쿼드 on /squads in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([[1280, 7], [390, 8]])("%i px: a member finds their private squad under 내 스쿼드 (not in the public list), then deletes it", async (width, nth) => {
    // A generated member no other browser test signs in as.
    const { users } = (await (await fetch(`${baseUrl}/api/users/level-ranking?page=1&limit=20`)).json()) as { users: { username: string; isAdmin: boolean }[] };
    const member = users.filter((u) => !u.isAdmin && u.username !== "demo")[nth]!;
    const { page, token } = await signedInPage(browser, baseUrl, member.username, "member1234!", { mobile: width === 390 });
    const { cards } = (await (await fetch(`${baseUrl}/api/cards?limit=11&offset=400`)).json()) as { cards: { id: number }[] };
    const name = `비밀 스쿼드 ${Date.now().toString(36)}`;
    const saved = await fetch(`${baseUrl}/api/squads`, {
      method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name, formation: "4-2-4", isPublic: false, starters: cards.map((c) => c.id) }),
    });
    const { id } = (await saved.json()) as { id: number };

    // Opened directly: the page is server-rendered for visitors, the member's own list loads once live.
    await page.goto(`${baseUrl}/squads?mine=1`);
    const mine = page.getByRole("list", { name: "내 스쿼드" });
    const item = mine.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
    await expect.poll(() => item.innerText()).toContain("비공개");
    expect(await item.getByRole("link", { name: `${name} 수정` }).getAttribute("href")).toMatch(new RegExp(`/squad-builder\\?s=.+&edit=${id}$`));
    // The list, its 수정/삭제 controls and the toggles fit the width: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await item.getByRole("button", { name: `${name} 삭제` }).isVisible()).toBe(true);

    await page.getByRole("button", { name: "전체 스쿼드" }).click();
    await page.getByRole("list", { name: "스쿼드 목록" }).waitFor();
    expect(await page.getByRole("link", { name }).count()).toBe(0);
    await page.getByRole("button", { name: "내 스쿼드" }).click();
    await page.waitForURL(/[?&]mine=1/);
    await item.waitFor();

    // signedInPage accepts the confirm.
    await item.getByRole("button", { name: `${name} 삭제` }).click();
    await expect.poll(() => mine.getByRole("link", { name }).count()).toBe(0);
    expect((await fetch(`${baseUrl}/api/squads/${id}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    await page.context().close();
  }, 120_000);
});
