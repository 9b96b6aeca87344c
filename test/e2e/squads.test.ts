import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { formationByName } from "../../domain/formations";
import { initials } from "../../domain/hangul";
import { launchBrowser, openPage, subscriptionSent } from "./browser";
import { signedInPage } from "./reviewsKit";

const baseUrl = inject("baseUrl");
const demoToken = inject("demoToken");
const FORMATION = "4-4-2 플랫";
type ListedCard = { id: number; name: string; ovr: number; position: string };

/** Eleven demo cards whose names are unique in the whole set, so one search finds exactly them. */
async function elevenCards(offset: number): Promise<ListedCard[]> {
  const { cards } = (await (await fetch(`${baseUrl}/api/cards?limit=100&offset=${offset}`)).json()) as { cards: ListedCard[] };
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  return cards.filter((c) => counts.get(c.name) === 1).slice(0, 11);
}

const slot = (page: Page, i: number) => page.locator(`[data-slot="${i}"]`);

/** Fills every slot through the picker, by name (the first card by its Korean initials when asked). */
async function buildSquad(page: Page, cards: ListedCard[], byInitials: boolean) {
  for (const [i, card] of cards.entries()) {
    await slot(page, i).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox", { name: "포지션" }).selectOption("");
    await dialog.getByRole("searchbox", { name: "선수 검색" }).fill(i === 0 && byInitials ? initials(card.name) : card.name);
    await dialog.getByRole("list", { name: "검색 결과" }).getByRole("button", { name: new RegExp(`^${card.ovr} ${card.position} ${card.name}`) }).first().click();
    await expect.poll(() => slot(page, i).getAttribute("aria-label")).toContain(card.name);
  }
}

const labelOf = (l: Locator) => l.getAttribute("aria-label");

describe("squad builder in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const mobile of [false, true]) {
    it(`${mobile ? "390 px, tap" : "1280 px, drag"}: builds eleven by search, swaps two, saves, and a visitor opens the share link with its preview`, async () => {
      const cards = await elevenCards(mobile ? 100 : 0);
      expect(cards).toHaveLength(11);
      const page = await openPage(browser, { mobile, signedIn: { baseUrl, token: demoToken } });
      await page.goto(`${baseUrl}/squad-builder`);
      await page.getByRole("combobox", { name: "포메이션" }).selectOption(FORMATION);
      await buildSquad(page, cards, !mobile);
      const average = Math.round((cards.reduce((s, c) => s + c.ovr, 0) / 11) * 10) / 10;
      await expect.poll(() => page.getByTestId("squad-average-ovr").innerText()).toBe(`평균 OVR ${average}`);

      if (mobile) {
        await slot(page, 1).click();
        await expect.poll(() => slot(page, 1).getAttribute("aria-pressed")).toBe("true");
        await slot(page, 2).click();
      } else {
        await slot(page, 1).dragTo(slot(page, 2));
      }
      // The cards change places; the slots keep their positions.
      const positions = formationByName(FORMATION)!.positions;
      const shows = async (i: number, card: ListedCard) => (await labelOf(slot(page, i)))?.startsWith(`${positions[i].position} ${card.name} OVR ${card.ovr}`);
      await expect.poll(() => shows(2, cards[1])).toBe(true);
      expect(await shows(1, cards[2])).toBe(true);

      const name = `테스트 스쿼드 ${mobile ? "모바일" : "데스크톱"}`;
      await page.getByRole("textbox", { name: "스쿼드 이름" }).fill(name);
      await page.getByRole("button", { name: "스쿼드 저장" }).click();
      await page.waitForURL(/\/squads\/\d+$/);
      const shareUrl = page.url();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(name);

      // A visitor (no account) opens the link: the server-sent head describes the squad and its image.
      const visitor = await openPage(browser, mobile ? {} : { mobile: false });
      await visitor.goto(shareUrl);
      const og = (key: string) => visitor.locator(`meta[property="og:${key}"]`).getAttribute("content");
      expect(await og("title")).toContain(name);
      expect(await og("description")).toContain(`${FORMATION} 스쿼드 · 평균 OVR ${average.toFixed(1)}`);
      const image = (await og("image"))!;
      expect(image).toMatch(/\/og\/squads\/\d+\.png\?v=[0-9a-f]{16}$/);
      const png = await visitor.request.get(image);
      expect(png.status()).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
      const bytes = await png.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
      await expect.poll(() => visitor.getByRole("heading", { level: 1 }).innerText()).toBe(name);
      await expect.poll(() => visitor.getByRole("img", { name: new RegExp(cards[1].name) }).count()).toBe(1);
      await visitor.context().close();
      await page.context().close();
    }, 120_000);
  }

  it("another member likes and comments on the squad page; the owner's bell rings live and links back", async () => {
    // A generated member no other browser test signs in as, so no other test's bell sees these alerts.
    const { users } = (await (await fetch(`${baseUrl}/api/users/level-ranking?page=1&limit=20`)).json()) as { users: { username: string; isAdmin: boolean }[] };
    const member = users.filter((u) => !u.isAdmin && u.username !== "demo")[5]!;
    const owner = await signedInPage(browser, baseUrl, member.username, "member1234!");
    const cards = await elevenCards(300);
    const name = `알림 스쿼드 ${Date.now().toString(36)}`;
    const saved = await fetch(`${baseUrl}/api/squads`, {
      method: "POST", headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
      body: JSON.stringify({ name, formation: FORMATION, starters: cards.map((c) => c.id) }),
    });
    const { id } = (await saved.json()) as { id: number };
    await fetch(`${baseUrl}/api/notifications/read-all`, { method: "PUT", headers: { authorization: `Bearer ${owner.token}` } });
    const live = subscriptionSent(owner.page, "useNotificationReceivedSubscription");
    await owner.page.goto(`${baseUrl}/`);
    const bell = owner.page.getByRole("button", { name: /^알림/ });
    await bell.waitFor();
    await live;

    const other = await signedInPage(browser, baseUrl, "admin", "admin1234!");
    await other.page.goto(`${baseUrl}/squads/${id}`);
    await other.page.getByRole("button", { name: "좋아요 0" }).click();
    await other.page.getByRole("button", { name: "좋아요 1" }).waitFor();
    await other.page.getByRole("textbox", { name: "댓글 내용" }).fill("멋진 조합이네요");
    await other.page.getByRole("button", { name: "댓글 등록" }).click();
    await other.page.getByRole("region", { name: "댓글" }).getByText("멋진 조합이네요").waitFor();

    await owner.page.getByRole("button", { name: "알림 (읽지 않은 알림 2개)" }).waitFor();
    await bell.click();
    const list = owner.page.getByRole("region", { name: "알림 목록" });
    await list.getByRole("button", { name: new RegExp(`회원님의 스쿼드 「${name}」에 좋아요를 눌렀습니다`) }).waitFor();
    await list.getByRole("button", { name: new RegExp(`회원님의 스쿼드 「${name}」에 댓글을 남겼습니다`) }).click();
    await owner.page.waitForURL(`${baseUrl}/squads/${id}`);
    await owner.page.getByRole("region", { name: "댓글" }).getByText("멋진 조합이네요").waitFor();
    await owner.page.context().close();
    await other.page.context().close();
  }, 120_000);
});
