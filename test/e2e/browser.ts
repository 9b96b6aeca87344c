import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { expect } from "vitest";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's chromium, headless, with the flags these machines need (see stack-notes.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** A phone-sized page unless told otherwise: most of the site's users are on phones. */
export async function openPage(browser: Browser, options: { mobile?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.mobile === false ? { width: 1280, height: 800 } : { width: 390, height: 844 },
    locale: "ko-KR",
  });
  return context.newPage();
}

/**
 * Resolves when the page's graphql-ws socket sends the subscribe of `operationName` (graphql-ws sends
 * it only after the server acknowledged the connection): events from then on reach the page. Call it
 * before the navigation that opens the socket.
 */
export function subscriptionSent(page: Page, operationName: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framesent", ({ payload }) => {
        if (typeof payload !== "string") return;
        const message = JSON.parse(payload) as { type?: string; payload?: { operationName?: string } };
        if (message.type === "subscribe" && message.payload?.operationName === operationName) resolve();
      }),
    );
  });
}

/** The server's answer to the GraphQL operation `operationName` that the page sends; wait before the action that sends it. */
export function graphqlAnswered(page: Page, operationName: string) {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith("/graphql") || response.request().method() !== "POST") return false;
    const body = response.request().postDataJSON() as { operationName?: string } | null;
    return body?.operationName === operationName;
  });
}

/** The server-rendered page has hydrated: its buttons answer clicks from now on. */
export async function pageHydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * React has hydrated this element (it carries React's props), so a click on it is handled. The
 * root's hydration can finish while a part of the page (a Suspense boundary) is still the
 * server's inert markup; a click there in that moment is lost.
 */
export async function elementHydrated(locator: Locator): Promise<void> {
  await locator.waitFor();
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")))).toBe(true);
}

/**
 * A signed-in page is served as the visitors' page and becomes the member's after hydration
 * (client/main.tsx): wait for that (the header's login link gone) before acting as the member.
 */
export async function memberPageReady(page: Page): Promise<void> {
  await pageHydrated(page);
  await page.locator('header a[href^="/login"]').first().waitFor({ state: "detached" });
}

/** From now on, every `page.goto` of this member's page returns once the page is the member's. */
export function actAsMemberAfterEveryGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await memberPageReady(page);
    return response;
  };
}
