import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage } from "./browser";

const baseUrl = inject("baseUrl");

/** Records every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportViolation(t: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

describe("Content-Security-Policy in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("lets the built client render, style itself and open its GraphQL socket", async () => {
    const page = await openPage(browser);
    const violations = await watchViolations(page);
    const response = await page.goto(`${baseUrl}/cards`);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page.getByRole("heading", { name: "공지사항" }).or(page.locator("main a[href^='/cards/']").first()).first().waitFor();
    const socketOpened = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const ws = new WebSocket(`${location.origin.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
          ws.onopen = () => (ws.close(), resolve(true));
          ws.onerror = () => resolve(false);
        }),
    );
    expect(socketOpened).toBe(true);
    const styled = await page.evaluate(() => document.querySelectorAll("style[data-emotion]").length);
    expect(styled).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("keeps GraphiQL working under its own policy", async () => {
    const page = await openPage(browser, { mobile: false });
    const violations = await watchViolations(page);
    await page.goto(`${baseUrl}/graphql`);
    await page.locator(".graphiql-container").first().waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
