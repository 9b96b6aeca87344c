import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { programmeLabel } from "../../domain/programmes";
import { launchBrowser, openPage } from "./browser";

const baseUrl = inject("baseUrl");
const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as Promise<T>;
type Facet = { value: string; count: number }[];
type Listed = { name: string; ovr: number; position: string };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the squad builder's card picker in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const mobile of [true, false]) {
    it(`${mobile ? "390" : "1280"} px: filters the picker by programme with the card search's own filters and picks a card`, async () => {
      // The demo data's second programme (not the biggest, so the filter visibly narrows the list).
      const programme = (await api<{ className: Facet }>("/api/cards/facets")).className[1].value;
      const expected = await api<{ cards: Listed[]; total: number }>(`/api/cards?className=${encodeURIComponent(programme)}&limit=20`);
      expect(expected.total).toBeGreaterThan(0);

      const page = await openPage(browser, mobile ? {} : { mobile: false });
      await page.goto(`${baseUrl}/squad-builder`);
      await page.locator('[data-slot="0"]').click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("combobox", { name: "포지션" }).selectOption("");
      const results = dialog.getByRole("list", { name: "검색 결과" });
      await results.getByRole("button").first().waitFor();

      await dialog.getByTestId("facet-className").locator("summary").click();
      await dialog.getByTestId("facet-className").getByRole("checkbox", { name: new RegExp(`^${escape(programmeLabel(programme))}\\s`) }).click();
      await expect.poll(() => dialog.getByTestId("facet-className").locator("summary").innerText()).toBe("프로그램 (1)");
      await expect.poll(() => dialog.getByText(`${expected.total.toLocaleString("ko-KR")}개의 카드`).count()).toBe(1);
      // Each row's text before its team/programme note.
      const rows = () => results.locator("button").evaluateAll((buttons) => buttons.map((b) => [...b.childNodes].filter((n) => n.nodeName !== "SMALL").map((n) => n.textContent).join("").trim()));
      await expect.poll(rows).toEqual(expected.cards.map((c) => `${c.ovr} ${c.position} ${c.name}`));
      // Closed again (on a phone its open list covers the results, as on /cards).
      await dialog.getByTestId("facet-className").locator("summary").click();
      // The advanced panel of /cards opens in the picker too.
      await dialog.getByRole("button", { name: "상세 필터" }).click();
      await dialog.getByRole("spinbutton", { name: "최소 OVR" }).waitFor();

      const pick = expected.cards[0];
      await results.getByRole("button", { name: new RegExp(`^${pick.ovr} ${pick.position} ${escape(pick.name)}`) }).first().click();
      await expect.poll(() => page.locator('[data-slot="0"]').getAttribute("aria-label")).toContain(pick.name);
      expect(await dialog.count()).toBe(0);
      await page.context().close();
    }, 120_000);
  }
});
