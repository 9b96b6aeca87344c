import { chromium, type Browser, type Page } from "playwright-core";
import { TOKEN_STORAGE_KEY } from "../../client/auth/token";

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

/** A member's session on the site at `baseUrl`: the page starts signed in with `token`. */
export type SignedIn = { baseUrl: string; token: string };

/**
 * A phone-sized page unless told otherwise: most of the site's users are on phones. With `signedIn`
 * the page's localStorage holds the member's token from the first load (Playwright's storageState),
 * and every goto/reload resolves once the page is the member's (see `liveAfterNavigation`).
 */
export async function openPage(browser: Browser, options: { mobile?: boolean; signedIn?: SignedIn; cpuSlowdown?: number } = {}): Promise<Page> {
  const { signedIn, cpuSlowdown } = options;
  const context = await browser.newContext({
    viewport: options.mobile === false ? { width: 1280, height: 800 } : { width: 390, height: 844 },
    locale: "ko-KR",
    ...(signedIn && {
      storageState: { cookies: [], origins: [{ origin: new URL(signedIn.baseUrl).origin, localStorage: [{ name: TOKEN_STORAGE_KEY, value: signedIn.token }] }] },
    }),
  });
  const page = await context.newPage();
  // A slower phone (Chromium's CPU throttling, e.g. 4 for a mid-range one): the page's script runs that many times slower.
  if (cpuSlowdown) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  return liveAfterNavigation(page);
}

/**
 * The page's goto and reload resolve once the app is live (client/main.tsx marks <html
 * data-hydrated>), as a person sees it: a server-rendered button clicked before its script ran
 * does nothing, in a browser as in a test. A page carrying a member's token resolves once it is the
 * member's (it is served as the visitors' page and becomes theirs after hydration); after signing
 * out it is a visitor's again. Answers that are not the app (JSON, images) resolve as loaded, and
 * so does another page (GraphiQL).
 */
export function liveAfterNavigation(page: Page): Page {
  const settle = async <T extends Awaited<ReturnType<Page["goto"]>>>(response: T): Promise<T> => {
    const isApp = (response?.headers()["content-type"] ?? "").startsWith("text/html") && (await page.locator('script[type="module"][src^="/assets/"]').count()) > 0;
    if (!isApp) return response;
    const hasToken = await page.evaluate((key) => localStorage.getItem(key) !== null, TOKEN_STORAGE_KEY);
    await (hasToken ? memberPageReady(page) : pageHydrated(page));
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => settle(await goto(...args));
  page.reload = async (...args) => settle(await reload(...args));
  return page;
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

/**
 * How long a test waits for an event to reach an open page over its socket. The bell's fallback poll
 * runs every 30 s and only while the socket is down, so anything under that is a live delivery; 1–2 s
 * bounds failed on a loaded 2-core CI machine (2 workers and chromium beside the server).
 */
export const LIVE_MS = 10_000;

/** The server's answer to the GraphQL operation `operationName` that the page sends; wait before the action that sends it. */
export function graphqlAnswered(page: Page, operationName: string) {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith("/graphql") || response.request().method() !== "POST") return false;
    const body = response.request().postDataJSON() as { operationName?: string } | null;
    return body?.operationName === operationName;
  });
}

/** The page is live: its buttons answer clicks from now on (lazy parts hydrate with it: client/lib/lazyPart.ts). */
async function pageHydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * A signed-in page is served as the visitors' page and becomes the member's after hydration
 * (client/main.tsx): wait for that (the header's login link gone) before acting as the member.
 */
async function memberPageReady(page: Page): Promise<void> {
  await pageHydrated(page);
  await page.locator('header a[href^="/login"]').first().waitFor({ state: "detached" });
}
