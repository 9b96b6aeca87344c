import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage } from "./browser";

const baseUrl = inject("baseUrl");

// A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
const observe = `
  window.__paint = { lcp: null, shift: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      window.__paint.lcp = element
        ? { inCardPanel: Boolean(element.closest("main section")?.querySelector("h1")), inHeader: Boolean(element.closest("header")), tag: element.tagName, text: (element.textContent || "").slice(0, 30) }
        : null;
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__paint.shift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
`;

interface Paint {
  lcp: { inCardPanel: boolean; inHeader: boolean; tag: string; text: string } | null;
  shift: number;
}

/**
 * The card page's largest contentful paint is the card itself (its picture or the placeholder's
 * initial, in the card panel), whatever the card's name and team are, not the header's logo: the
 * page's LCP then says when the card is on screen (issue 29). Nothing moves while it loads.
 */
describe("the card page's largest paint is the card", () => {
  let browser: Browser;
  let cardIds: number[];
  beforeAll(async () => {
    browser = await launchBrowser();
    // Cards with short names and team lines are where the logo used to win.
    cardIds = ((await (await fetch(`${baseUrl}/api/cards?limit=12`)).json()) as { cards: { id: number }[] }).cards.map((card) => card.id);
  });
  afterAll(() => browser.close());

  it.each([
    ["390 px", true],
    ["1280 px", false],
  ])("at %s", async (_width, mobile) => {
    const page = await openPage(browser, { mobile });
    await page.addInitScript({ content: observe });
    for (const id of cardIds) {
      await page.goto(`${baseUrl}/cards/${id}`);
      // LCP entries are final once the page has been shown a moment (no input happens here).
      await page.waitForTimeout(300);
      const paint = await page.evaluate(() => (window as unknown as { __paint: Paint }).__paint);
      expect({ id, ...paint.lcp }).toMatchObject({ id, inCardPanel: true, inHeader: false });
      expect(paint.shift).toBeLessThanOrEqual(0.02);
    }
    await page.context().close();
  });
});
