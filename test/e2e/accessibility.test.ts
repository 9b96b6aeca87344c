import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import axe from "axe-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, liveAfterNavigation } from "./browser";
import { adminToken } from "./reviewsKit";
import { auditRoutes, missingPatterns, type AuditRoute, type Viewer } from "./auditRoutes";

const baseUrl = inject("baseUrl");
const demoToken = inject("demoToken");

// Each URL loads once and is checked at every width in turn: the layout follows CSS media queries
// only (no script reads the window's width), so resizing shows what a load at that width shows.
const WIDTHS = [360, 390, 1280] as const;
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// The best-practice rules Lighthouse's accessibility score weighs, so the suite keeps it at 1.0 too.
const LIGHTHOUSE_RULES = ["aria-allowed-role", "heading-order", "image-redundant-alt", "skip-link", "tabindex"];

type Finding = { url: string; width?: number; rule: string; nodes: number; targets: string[] };

/** Waits until the route's data has arrived: no request in flight and no loading placeholder left. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.locator("main").first().waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
}

/** Resizes and waits for the new layout to be painted and any data it asks for to arrive. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
}

async function axeViolations(page: Page, url: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    ({ tags, rules }) =>
      window.axe.run(document, { runOnly: { type: "tag", values: tags }, rules, resultTypes: ["violations"] }).then((r) =>
        r.violations.map((v) => ({ rule: v.id, nodes: v.nodes.length, targets: v.nodes.slice(0, 3).map((n) => String(n.target)) })),
      ),
    { tags: WCAG_TAGS, rules: Object.fromEntries(LIGHTHOUSE_RULES.map((id) => [id, { enabled: true }])) },
  );
  return violations.map((v) => ({ url, ...v }));
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

describe("accessibility (axe-core, WCAG 2.2 A/AA) and width on every route", () => {
  let browser: Browser;
  let routes: AuditRoute[];
  let tokens: Record<Viewer, string | null>;
  beforeAll(async () => {
    browser = await launchBrowser();
    routes = await auditRoutes(baseUrl);
    tokens = { visitor: null, member: demoToken, admin: await adminToken(baseUrl) };
  });
  afterAll(() => browser.close());

  it("audits a URL for every page pattern of the site", () => {
    expect(missingPatterns(routes)).toEqual([]);
  });

  it(`has no axe violation, no sideways scroll and a page title at ${WIDTHS.join(", ")} px`, async () => {
    const pages = new Map<Viewer, Page>();
    const contexts: BrowserContext[] = [];
    const pageFor = async (viewer: Viewer) => {
      const existing = pages.get(viewer);
      if (existing) return existing;
      const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 800 }, locale: "ko-KR" });
      contexts.push(context);
      const token = tokens[viewer];
      if (token) await context.addInitScript((t) => localStorage.setItem("fc_mobile_token", t), token);
      const page = liveAfterNavigation(await context.newPage());
      pages.set(viewer, page);
      return page;
    };

    const findings: Finding[] = [];
    const overflow: string[] = [];
    const titles: string[] = [];
    for (const route of routes) {
      const page = await pageFor(route.as);
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(`${baseUrl}${route.url}`);
      await settle(page);
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await resize(page, width);
        findings.push(...(await axeViolations(page, route.url)).map((finding) => ({ ...finding, width })));
        const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
        if (sizes.scroll > sizes.inner) overflow.push(`${route.url} at ${width} px: ${sizes.scroll}px`);
      }
      // Every page but home names itself before the site name (the client keeps it on navigation).
      const title = await page.title();
      if (route.url === "/" ? title !== "FC 모바일 카드 DB" : !/^.+ — FC 모바일 카드 DB$/.test(title)) titles.push(`${route.url}: ${title}`);
    }
    await Promise.all(contexts.map((context) => context.close()));
    if (findings.length || overflow.length) console.log(JSON.stringify({ findings, overflow }, null, 1));
    expect(findings).toEqual([]);
    expect(overflow).toEqual([]);
    expect(titles).toEqual([]);
  }, 600_000);
});
